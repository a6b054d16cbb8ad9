// `npm test`'s mocha settings: the project's .mocharc.json (also what `npx mocha <file>` uses, in one process), plus
// every test file, slowest first, run side by side. Jobs: 3 workers on CI's 2 cores, since most of a test's time is
// spent waiting on servers, databases and Chromium (docs/TESTING.md has the measurements).
const base = require("../.mocharc.json");
const { testFilesSlowestFirst } = require("./test-files.cjs");

module.exports = { ...base, parallel: true, jobs: Number(process.env.TEST_JOBS ?? 3), spec: testFilesSlowestFirst() };
