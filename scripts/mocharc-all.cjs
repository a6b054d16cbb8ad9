// `npm test`'s mocha settings: the project's .mocharc.json (also what `npx mocha <file>` uses, in one process), plus
// every test file, slowest first, run side by side. Jobs: 4 workers on CI's 2 cores: the outage, crash and cluster
// files spend 85–90 % of their time waiting (CPU seconds measured per file: docs/TESTING.md), and while two workers
// wait in them the others keep both cores busy.
const base = require("../.mocharc.json");
const { testFilesSlowestFirst } = require("./test-files.cjs");

module.exports = { ...base, parallel: true, jobs: Number(process.env.TEST_JOBS ?? 4), spec: testFilesSlowestFirst() };
