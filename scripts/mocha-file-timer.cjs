// Per-file wall time in mocha's parallel mode. There the reporter sees each file's events replayed in one burst when
// its worker finishes, so it cannot time files itself: this root-hook plugin runs inside each worker, where root
// hooks wrap exactly one file, and appends "file<TAB>ms" to the file the reporter names in MOCHA_FILE_TIMINGS.
// A worker takes its next file as soon as it finishes one, so a file's time runs from the previous file's end (or
// the worker's start) to its own end: loading (imports, tsx compiling) included, as in serial mode.
// In serial mode (no MOCHA_WORKER_ID) root hooks wrap the whole run, so it does nothing and the reporter times files.
const { appendFileSync } = require("node:fs");

let previousEnd = Date.now();

function fileOf(rootSuite) {
  return rootSuite?.suites?.[0]?.file ?? rootSuite?.tests?.[0]?.file;
}

exports.mochaHooks = {
  afterAll() {
    const target = process.env.MOCHA_FILE_TIMINGS;
    const file = fileOf(this.test?.parent);
    const now = Date.now();
    if (process.env.MOCHA_WORKER_ID !== undefined && target && file) appendFileSync(target, `${file}\t${now - previousEnd}\n`);
    previousEnd = now;
  },
};
