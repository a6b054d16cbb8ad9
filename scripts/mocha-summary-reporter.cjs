// Mocha's spec reporter plus, at the end, the slowest test files and one closing line in the plain
// "N passed, N failed" form that CI reads (keep that line last).
// File times: in serial mode from the file's own suite events; in parallel mode from scripts/mocha-file-timer.cjs,
// which runs in the workers and appends to a temporary file named here. TEST_TIMINGS=all lists every file (the
// `npm run test:timings` script), otherwise the ten slowest are shown.
const Mocha = require("mocha");
const { mkdtempSync, readFileSync, rmSync } = require("node:fs");
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
  const shown = process.env.TEST_TIMINGS === "all" ? sorted : sorted.slice(0, 10);
  const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
  process.stdout.write(`\nslowest test files (${shown.length} of ${sorted.length}), seconds:\n`);
  for (const [file, ms] of shown) process.stdout.write(`${seconds(ms)}  ${path.relative(process.cwd(), file)}\n`);
  process.stdout.write(`files' own time ${seconds(sum).trim()} s, mocha wall time ${seconds(wallMs).trim()} s\n`);
}

module.exports = SpecWithSummary;
