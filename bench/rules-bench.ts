// Rules benchmark: prints numbers, asserts nothing (timings vary by machine and load).
//   1. complete random games per second and actions per second (legalActions + applyCommand each step);
//   2. longest-trail time over every player's network in the end states of 1,000 random games;
//   3. longest-trail time on adversarial networks: a player's 45 trains spent on the densest clusters of short
//      routes of the real map (loops and double routes included), greedy from every city and random.
// Run: npm run bench:rules
import { execSync } from "node:child_process";
import { USA_MAP, longestTrail, type GameState } from "../shared-rules/src/index.js";
import { picker, playRandomGame } from "../shared-rules/test/kit.js";

const GAMES = 1000;
const TRAINS = USA_MAP.trainsPerPlayer;

function commit(): string {
  try {
    return execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const ms = (x: number) => `${x.toFixed(3)} ms`;

// --- 1. random games -------------------------------------------------------------------------------------------
function benchGames(): GameState[] {
  playRandomGame(999_999, 3); // warm-up
  const ends: GameState[] = [];
  let actions = 0;
  const t0 = performance.now();
  for (let g = 0; g < GAMES; g++) {
    const { state, log } = playRandomGame(g + 1, 2 + (g % 4));
    actions += log.length;
    ends.push(state);
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(`random games:          ${GAMES} games (2–5 players) in ${seconds.toFixed(2)} s`);
  console.log(`  games/s:             ${(GAMES / seconds).toFixed(1)}`);
  console.log(`  actions/s:           ${(actions / seconds).toFixed(0)} (${(actions / GAMES).toFixed(0)} actions per game)`);
  return ends;
}

// --- 2. longest trail over end states ---------------------------------------------------------------------------
function timeTrail(routes: number[], repeats: number): { median: number; worst: number; length: number } {
  const times: number[] = [];
  let length = 0;
  for (let i = 0; i < repeats; i++) {
    const t0 = performance.now();
    length = longestTrail(routes).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), worst: times[times.length - 1], length };
}

function benchEndStates(ends: GameState[]): void {
  const networks = ends.flatMap((s) => s.players.map((p) => p.routes));
  for (const n of networks.slice(0, 200)) longestTrail(n); // warm-up
  const times = networks.map((n) => timeTrail(n, 1).worst).sort((a, b) => a - b);
  console.log(`longest trail, end states of ${GAMES} games (${networks.length} networks, one call each):`);
  console.log(`  median:              ${ms(quantile(times, 0.5))}`);
  console.log(`  p99:                 ${ms(quantile(times, 0.99))}`);
  console.log(`  worst:               ${ms(times[times.length - 1])}`);
}

// --- 3. adversarial networks ------------------------------------------------------------------------------------
/**
 * Spends 45 trains around `start`, always taking the shortest route touching the network so far (preferring one
 * that closes a loop), optionally allowing both routes of a double (not legal in a game, but denser).
 */
function greedyCluster(start: number, twins: boolean): number[] {
  const cities = new Set([start]);
  const owned: number[] = [];
  let trains = TRAINS;
  for (;;) {
    const candidates = USA_MAP.routes.filter(
      (r) =>
        !owned.includes(r.id) &&
        (cities.has(r.a) || cities.has(r.b)) &&
        r.length <= trains &&
        (twins || r.double === null || !owned.includes(r.double)),
    );
    if (candidates.length === 0) return owned;
    const closes = (r: (typeof candidates)[number]) => Number(cities.has(r.a) && cities.has(r.b));
    candidates.sort((x, y) => x.length - y.length || closes(y) - closes(x) || x.id - y.id);
    const r = candidates[0];
    owned.push(r.id);
    trains -= r.length;
    cities.add(r.a).add(r.b);
  }
}

/** Like greedyCluster but picks randomly among routes of length ≤ maxLength touching the network. */
function randomCluster(seed: number, maxLength: number, twins: boolean): number[] {
  const pick = picker(seed);
  const start = USA_MAP.routes.filter((r) => r.length <= maxLength)[pick(45)] ?? USA_MAP.routes[2];
  const owned = [start.id];
  const cities = new Set([start.a, start.b]);
  let trains = TRAINS - start.length;
  for (;;) {
    const candidates = USA_MAP.routes.filter(
      (r) =>
        !owned.includes(r.id) &&
        r.length <= Math.min(trains, maxLength) &&
        (cities.has(r.a) || cities.has(r.b)) &&
        (twins || r.double === null || !owned.includes(r.double)),
    );
    if (candidates.length === 0) return owned;
    const r = candidates[pick(candidates.length)];
    owned.push(r.id);
    trains -= r.length;
    cities.add(r.a).add(r.b);
  }
}

function describe(routes: number[]): string {
  const cars = routes.reduce((n, r) => n + USA_MAP.routes[r].length, 0);
  const cities = new Set(routes.flatMap((r) => [USA_MAP.routes[r].a, USA_MAP.routes[r].b]));
  return `${routes.length} routes, ${cars} cars, ${cities.size} cities`;
}

function benchAdversarial(): void {
  const networks: [string, number[]][] = [];
  USA_MAP.cities.forEach((c, i) => {
    networks.push([`greedy from ${c.name}, doubles both`, greedyCluster(i, true)]);
    networks.push([`greedy from ${c.name}, one per double`, greedyCluster(i, false)]);
  });
  for (let seed = 1; seed <= 150; seed++) {
    networks.push([`random short (≤2) cluster #${seed}, doubles both`, randomCluster(seed, 2, true)]);
    networks.push([`random short (≤3) cluster #${seed}, one per double`, randomCluster(seed + 1000, 3, false)]);
  }
  for (const [, n] of networks) longestTrail(n); // warm-up
  let worstMedian = { name: "", median: 0, worst: 0, length: 0, routes: [] as number[] };
  let worstSingle = 0;
  const medians: number[] = [];
  for (const [name, routes] of networks) {
    const t = timeTrail(routes, 5);
    medians.push(t.median);
    worstSingle = Math.max(worstSingle, t.worst);
    if (t.median > worstMedian.median) worstMedian = { name, ...t, routes };
  }
  medians.sort((a, b) => a - b);
  const densest = Math.max(...networks.map(([, n]) => n.length));
  console.log(`longest trail, adversarial networks (${networks.length} networks of 45 trains, up to ${densest} routes; 5 calls each):`);
  console.log(`  median:              ${ms(quantile(medians, 0.5))}`);
  console.log(`  worst (median of 5): ${ms(worstMedian.median)}  — ${worstMedian.name}: ${describe(worstMedian.routes)}, longest ${worstMedian.length}`);
  console.log(`  worst single call:   ${ms(worstSingle)}`);
}

console.log(`rules bench @ ${commit()} (node ${process.version})`);
const ends = benchGames();
benchEndStates(ends);
benchAdversarial();
