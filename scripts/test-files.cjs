// The test files `npm test` runs, slowest first. Mocha's parallel mode hands files to its workers in the order given,
// so a slow file near the end of an alphabetical list would run alone while the other workers sit idle; starting the
// slow ones first and filling in with short ones keeps every worker busy until the end (longest job first).
// The durations come from scripts/test-file-seconds.json (`npm run test:timings` rewrites it); a file missing from
// it (a new one) counts as the median file: not ahead of the known long ones, not left for the end either.
const fs = require("node:fs");
const path = require("node:path");

const ROOT = path.resolve(__dirname, "..");
/** Where test files are, and whether their subfolders hold tests too (shared-rules/test/rules: one file per rule). */
const FOLDERS = [
  { folder: "shared-rules/test", recursive: true },
  { folder: "server/test", recursive: true },
  { folder: "bots/test", recursive: true },
  { folder: "client/test", recursive: false },
];
/**
 * Test files kept out of `npm test`, each with its own command and the reason. (The language matrix's three files are
 * all in the suite; `npm run test:languages` runs them alone, side by side.)
 */
const SEPARATE = new Set([
  // Three whole games by clicks, each 4–7 minutes of file time in a loaded run (17 % of the suite's): the suite is
  // CPU-bound on CI's two cores and was over its 20 minutes with them. `npm run test:long`. What they play through
  // stays in npm test in other files (docs/TESTING.md, "CPU per file"): the guided first game on a desktop and a phone
  // (lessons.e2e), the Europe lesson's tunnels, ferry and station, the new boards' and big games' whole games.
  "client/test/europeGame.e2e.test.ts",
  "client/test/phoneWholeGame.e2e.test.ts",
  "client/test/wholeGame.e2e.test.ts",
  // the opening by two people in two browsers with a spectator, and a spectator's end screen: the same flows as the
  // whole games above, cut short (the lessons, the friends' game and the language matrix's end go through them)
  "client/test/openingAndEndScreen.e2e.test.ts",
  // every form by taps at the phone sizes, each tap target ≥ 44 px (the language matrix checks the same views for
  // overlap and clipping at 360×740 and 844×390 in every language, and at all six sizes in German and Polish)
  "client/test/phoneForms.e2e.test.ts",
  // Legendary Asia and a USA Mega Game played to the end by clicks (`npm run test:maps`, with the other boards)
  "client/test/bigGames.e2e.test.ts",
  // India by two people and a bot to a Grand Tour, the end screens and the replay: a 25-turn game through two pages,
  // 290 s at load ~34 (newBoards.e2e's India game with bots: 58 s at the same load); `npm run test:maps`
  "client/test/indiaGrandTour.e2e.test.ts",
]);
const SECONDS_FILE = path.join(__dirname, "test-file-seconds.json");

function recordedSeconds() {
  try {
    return JSON.parse(fs.readFileSync(SECONDS_FILE, "utf8"));
  } catch {
    return {};
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)];
}

function testFilesSlowestFirst() {
  const recorded = recordedSeconds();
  const files = FOLDERS.flatMap(({ folder, recursive }) =>
    fs
      .readdirSync(path.join(ROOT, folder), { recursive })
      .map(String)
      .filter((name) => name.endsWith(".test.ts") && !name.includes("node_modules"))
      .map((name) => `${folder}/${name.split(path.sep).join("/")}`)
      .filter((file) => !SEPARATE.has(file)),
  );
  const unknown = median(files.map((file) => recorded[file]).filter((s) => typeof s === "number"));
  const seconds = (file) => (typeof recorded[file] === "number" ? recorded[file] : unknown);
  return files.sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
}

module.exports = { SECONDS_FILE, SEPARATE, testFilesSlowestFirst };
