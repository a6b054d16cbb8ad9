// Bot tournament: many 2-player bot-only games in-process through the rules, seats alternating, and
// the win rates and mean scores of hard vs medium vs easy, on every map and every table option of a map (usa:1910,
// usa:mega, usa:bigCities, europe:1912, ...). Usage: tsx bench/bot-tournament.ts [games per pairing]
// (MAPS=nordic,india,usa:mega to play only some boards; PAIRINGS=hard-medium to play only some pairings; TABLES=0 to skip the
// three-player tables: smaller runs while tuning on a shared machine.)
import { execSync } from "node:child_process";
import { MAP_IDS, variantsOf, type MapId, type VariantId } from "../shared-rules/src/index.js";
import { createBot, type Difficulty } from "../bots/src/index.js";
import { playGame } from "../bots/src/selfPlay.js";

const GAMES = Number(process.argv[2] ?? process.env.GAMES ?? 500);
const ALL_PAIRINGS: [Difficulty, Difficulty][] = [["hard", "medium"], ["medium", "easy"], ["hard", "easy"]];
const ONLY_PAIRINGS = process.env.PAIRINGS?.split(",").filter((p) => p !== "");
const PAIRINGS = ALL_PAIRINGS.filter(([a, b]) => !ONLY_PAIRINGS || ONLY_PAIRINGS.includes(`${a}-${b}`));
const PLAY_TABLES = process.env.TABLES !== "0";

function commit(): string {
  try { return execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim(); } catch { return "unknown"; }
}

interface Tally { wins: number; ties: number; score: number; ticketsWon: number; ticketsLost: number; endBonusWon: number }
const tally = (): Tally => ({ wins: 0, ties: 0, score: 0, ticketsWon: 0, ticketsLost: 0, endBonusWon: 0 });

const rows: string[] = [];
const tableRows: string[] = [];
const times: number[] = [];
let errors = 0;
let stuck = 0;
let decisions = 0;
let decisionMs = 0;
let slowest = 0;
const started = performance.now();
// Three-player tables, one bot of each difficulty, seats rotating: the order must hold with more players too.
const TABLE: Difficulty[] = ["hard", "medium", "easy"];
const tableGames = Math.max(3, Math.round(GAMES / 2));
const ONLY = process.env.MAPS?.split(",").filter((m) => m !== "");
/** A board as the tournament plays it: a map, with one of its table options or none. */
interface Played { map: MapId; variant?: VariantId; label: string }
const BOARDS: Played[] = MAP_IDS.flatMap((map) => [{ map, label: map }, ...variantsOf(map).map((variant) => ({ map, variant, label: `${map}:${variant}` }))]);
for (const board of BOARDS.filter((b) => !ONLY || ONLY.includes(b.label))) {
  tournament(board);
  if (PLAY_TABLES) table(board);
}

function tournament({ map, variant, label }: Played): void {
for (const [a, b] of PAIRINGS) {
  const t = [tally(), tally()];
  for (let g = 0; g < GAMES; g++) {
    const swap = g % 2 === 1;
    const seatOf = swap ? [1, 0] : [0, 1];
    const kinds = swap ? [b, a] : [a, b];
    const game = playGame({ seed: 100_000 + g, map, variant, bots: kinds.map((k, i) => createBot(k, g * 2 + i + 1)), timed: true, decisionTimes: times });
    decisions += game.decisions;
    decisionMs += game.decisionMs;
    slowest = Math.max(slowest, game.slowestMs);
    if (game.error) { errors++; continue; }
    if (!game.result) { stuck++; continue; }
    const { scores, ranking } = game.result;
    const tied = scores[0].total === scores[1].total && scores[0].ticketsWon.length === scores[1].ticketsWon.length && scores[0].longestPath === scores[1].longestPath;
    for (const who of [0, 1]) {
      const s = scores[seatOf[who]];
      t[who].score += s.total;
      t[who].ticketsWon += s.ticketsWon.length;
      t[who].ticketsLost += s.ticketsLost.length;
      // the board's end bonus (the longest path, the Globetrotter, the Asian Explorer...): won, alone or tied
      t[who].endBonusWon += s.longestPathBonus > 0 || (s.endBonuses ?? []).some((x) => x.points > 0) ? 1 : 0;
      if (tied) t[who].ties++;
      else if (ranking[0] === seatOf[who]) t[who].wins++;
    }
  }
  const pct = (x: number) => `${((100 * x) / GAMES).toFixed(1)}%`;
  const mean = (x: number) => (x / GAMES).toFixed(1);
  rows.push(
    `| ${label} | ${a} vs ${b} | ${GAMES} | ${pct(t[0].wins)} | ${pct(t[1].wins)} | ${pct(t[0].ties)} | ${mean(t[0].score)} | ${mean(t[1].score)} | ` +
      `${mean(t[0].ticketsWon)}/${mean(t[0].ticketsLost)} | ${mean(t[1].ticketsWon)}/${mean(t[1].ticketsLost)} | ${pct(t[0].endBonusWon)} / ${pct(t[1].endBonusWon)} |`,
  );
}
}

function table({ map, variant, label }: Played): void {
const tableWins = new Map<Difficulty, number>(TABLE.map((d) => [d, 0]));
const tableScore = new Map<Difficulty, number>(TABLE.map((d) => [d, 0]));
for (let g = 0; g < tableGames; g++) {
  const kinds = TABLE.map((_, i) => TABLE[(i + g) % TABLE.length]);
  const game = playGame({ seed: 200_000 + g, map, variant, bots: kinds.map((k, i) => createBot(k, g * 3 + i + 1)) });
  if (game.error) { errors++; continue; }
  if (!game.result) { stuck++; continue; }
  const winner = kinds[game.result.ranking[0]];
  tableWins.set(winner, (tableWins.get(winner) ?? 0) + 1);
  game.result.scores.forEach((sc, seat) => tableScore.set(kinds[seat], (tableScore.get(kinds[seat]) ?? 0) + sc.total));
}
tableRows.push(`| ${label}: hard + medium + easy | ${TABLE.map((d) => `${((100 * (tableWins.get(d) ?? 0)) / tableGames).toFixed(1)}%`).join(" | ")} | ${TABLE.map((d) => ((tableScore.get(d) ?? 0) / tableGames).toFixed(1)).join(" | ")} |`);
}

console.log(`bot tournament @ ${commit()} — ${GAMES} two-player games per pairing, seats alternating, seeds 100000+`);
console.log("| map | pairing (A vs B) | games | A wins | B wins | ties | A mean score | B mean score | A tickets won/lost | B tickets won/lost | end bonus won A / B |");
console.log("|---|---|---|---|---|---|---|---|---|---|---|");
for (const r of rows) console.log(r);
if (PLAY_TABLES) {
  console.log("");
  console.log(`| 3-player table (${tableGames} games, seats rotating) | ${TABLE.map((d) => `${d} wins`).join(" | ")} | ${TABLE.map((d) => `${d} mean score`).join(" | ")} |`);
  console.log(`|---|${TABLE.map(() => "---|---|").join("")}`);
  for (const r of tableRows) console.log(r);
}
times.sort((a, b) => a - b);
const q = (x: number) => times[Math.min(times.length - 1, Math.floor(x * times.length))].toFixed(3);
console.log(
  `errors ${errors}, stuck games ${stuck}; bot decision time (2-player games, all difficulties): mean ${(decisionMs / decisions).toFixed(3)} ms, ` +
    `p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, p99.9 ${q(0.999)} ms, slowest ${slowest.toFixed(1)} ms (GC and other processes included); wall ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (errors > 0 || stuck > 0) process.exitCode = 1;
