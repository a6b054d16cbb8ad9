// Mocha's spec reporter plus, at the end, the slowest test files and one closing line in the plain
// "N passed, N failed" form that CI reads (keep that line last).
// File times: in serial mode from the file's own suite events; in parallel mode from scripts/mocha-file-timer.cjs,
// which runs in the workers and appends to a temporary file named here. The ten slowest are shown; TEST_TIMINGS=all
// lists every file, and TEST_TIMINGS=save (`npm run test:timings`) also records them in scripts/test-file-seconds.json,
// which orders the files of the next runs (scripts/test-files.cjs).
const Mocha = require("mocha");
const { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require("node:fs");
const { tmpdir } = require("node:os");
const path = require("node:path");

const { EVENT_RUN_BEGIN, EVENT_RUN_END, EVENT_SUITE_BEGIN, EVENT_SUITE_END } = Mocha.Runner.constants;

class SpecWithSummary extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const timingsFolder = mkdtempSync(path.join(tmpdir(), "mocha-timings-"));
    // Set before the workers start, so they inherit it.
    process.env.MOCHA_FILE_TIMINGS = path.join(timingsFolder, "files.tsv");
    const serialTimes = new Map(); // file -> { begin, end }
    let runStartedAt = Date.now();
    runner.once(EVENT_RUN_BEGIN, () => {
      runStartedAt = Date.now();
    });
    runner.on(EVENT_SUITE_BEGIN, (suite) => {
      if (!suite.file || !suite.parent?.root) return;
      const entry = serialTimes.get(suite.file) ?? { begin: Date.now(), end: Date.now() };
      serialTimes.set(suite.file, entry);
    });
    runner.on(EVENT_SUITE_END, (suite) => {
      const entry = suite.file && suite.parent?.root ? serialTimes.get(suite.file) : undefined;
      if (entry) entry.end = Date.now();
    });
    runner.once(EVENT_RUN_END, () => {
      const { passes, failures, pending } = runner.stats ?? this.stats;
      const fileTimes = readParallelTimes(process.env.MOCHA_FILE_TIMINGS);
      if (fileTimes.size === 0) for (const [file, { begin, end }] of serialTimes) fileTimes.set(file, end - begin);
      rmSync(timingsFolder, { recursive: true, force: true });
      printFileTimes(fileTimes, Date.now() - runStartedAt);
      if (process.env.TEST_TIMINGS === "save") saveFileTimes(fileTimes);
      process.stdout.write(`\ntests: ${passes} passed, ${failures} failed, ${pending} skipped\n`);
    });
  }
}

function readParallelTimes(file) {
  const times = new Map();
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return times; // no file finished in a worker: serial mode
  }
  for (const line of text.split("\n")) {
    const [name, ms] = line.split("\t");
    if (name && ms) times.set(name, (times.get(name) ?? 0) + Number(ms));
  }
  return times;
}

function printFileTimes(fileTimes, wallMs) {
  if (fileTimes.size === 0) return;
  const sorted = [...fileTimes].sort((a, b) => b[1] - a[1]);
  const sum = sorted.reduce((total, [, ms]) => total + ms, 0);
  const shown = process.env.TEST_TIMINGS ? sorted : sorted.slice(0, 10);
  const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
  process.stdout.write(`\nslowest test files (${shown.length} of ${sorted.length}), seconds:\n`);
  for (const [file, ms] of shown) process.stdout.write(`${seconds(ms)}  ${path.relative(process.cwd(), file)}\n`);
  process.stdout.write(`files' own time ${seconds(sum).trim()} s, mocha wall time ${seconds(wallMs).trim()} s\n`);
}

/** Merges this run's times into the recorded ones (a partial run keeps the others), dropping files that are gone. */
function saveFileTimes(fileTimes) {
  const { SECONDS_FILE } = require("./test-files.cjs");
  let recorded = {};
  try {
    recorded = JSON.parse(readFileSync(SECONDS_FILE, "utf8"));
  } catch {
    // none yet
  }
  for (const [file, ms] of fileTimes) recorded[path.relative(process.cwd(), file)] = Math.round(ms / 100) / 10;
  const kept = Object.entries(recorded)
    .filter(([file]) => existsSync(file))
    .sort((a, b) => b[1] - a[1]);
  writeFileSync(SECONDS_FILE, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
  process.stdout.write(`(recorded in ${path.relative(process.cwd(), SECONDS_FILE)})\n`);
}

module.exports = SpecWithSummary;
