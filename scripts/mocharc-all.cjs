// `npm test`'s mocha settings: the project's .mocharc.json (also what `npx mocha <file>` uses, in one process), plus
// every test file, slowest first, run side by side. Jobs: 3 workers on CI's 2 cores: the outage, crash and cluster
// files spend 85–90 % of their time waiting, the browser files keep both cores busy, and a 4th worker only made each
// file slower (docs/TESTING.md: CPU per file).
const base = require("../.mocharc.json");
const { testFilesSlowestFirst } = require("./test-files.cjs");

module.exports = { ...base, parallel: true, jobs: Number(process.env.TEST_JOBS ?? 3), spec: testFilesSlowestFirst() };
