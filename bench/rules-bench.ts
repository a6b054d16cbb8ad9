// Rules benchmark: prints numbers, asserts nothing (timings vary by machine and load). Every section runs on each
// map of MAP_IDS (the USA, Europe with its stations and tunnels, Nordic Countries, Switzerland, India; MAPS=nordic,india
// for only some of them).
//   1. complete random games per second and actions per second (legalActions + applyCommand each step);
//   2. longest-trail time over every player's network in the end states of 1,000 random games;
//   3. longest-trail time on adversarial networks: a player's 45 trains spent on the densest clusters of short
//      routes of the real map (loops included), greedy from every city, random, and hill-climbed towards the
//      slowest; both as a player could own them (one route per double) and denser (both routes of doubles).
// Run: npm run bench:rules
import { execSync } from "node:child_process";
import { MAPS, MAP_IDS, longestTrail, type GameMap, type GameState } from "../shared-rules/src/index.js";
import { greedyCluster, picker, playRandomGame } from "../shared-rules/test/kit.js";

// GAMES=… and MAPS=nordic,india (a comma list) shorten a run; the defaults are the published numbers' settings.
const GAMES = Number(process.env.GAMES ?? 1000);
const ONLY = process.env.MAPS?.split(",").filter((m) => m !== "");

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
function benchGames(map: GameMap): GameState[] {
  playRandomGame(999_999, 3, undefined, "uniform", 20_000, map.id); // warm-up
  const ends: GameState[] = [];
  let actions = 0;
  const t0 = performance.now();
  for (let g = 0; g < GAMES; g++) {
    // Every table size the board allows, in turn (the USA and Europe 2–5, Nordic Countries and Switzerland 2–3…).
    const players = map.minPlayers + (g % (map.maxPlayers - map.minPlayers + 1));
    const { state, log } = playRandomGame(g + 1, players, undefined, "uniform", 20_000, map.id);
    actions += log.length;
    ends.push(state);
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(`random games:          ${GAMES} games (${map.minPlayers}–${map.maxPlayers} players) in ${seconds.toFixed(2)} s`);
  console.log(`  games/s:             ${(GAMES / seconds).toFixed(1)}`);
  console.log(`  actions/s:           ${(actions / seconds).toFixed(0)} (${(actions / GAMES).toFixed(0)} actions per game)`);
  return ends;
}

// --- 2. longest trail over end states ---------------------------------------------------------------------------
function timeTrail(map: GameMap, routes: number[], repeats: number): { median: number; best: number; worst: number; length: number } {
  const times: number[] = [];
  let length = 0;
  for (let i = 0; i < repeats; i++) {
    const t0 = performance.now();
    length = longestTrail(routes, map).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), best: times[0], worst: times[times.length - 1], length };
}

function benchEndStates(map: GameMap, ends: GameState[]): void {
  const networks = ends.flatMap((s) => s.players.map((p) => p.routes));
  for (const n of networks.slice(0, 200)) longestTrail(n, map); // warm-up
  // Each network is timed 3 times and its median kept, so that a garbage-collection pause landing inside one
  // call does not pass for the search's cost; the worst single call is printed as well.
  const timings = networks.map((n) => timeTrail(map, n, 3));
  const medians = timings.map((t) => t.median).sort((a, b) => a - b);
  console.log(`longest trail, end states of ${GAMES} games (${networks.length} networks, median of 3 calls each):`);
  console.log(`  median:              ${ms(quantile(medians, 0.5))}`);
  console.log(`  p99:                 ${ms(quantile(medians, 0.99))}`);
  console.log(`  worst:               ${ms(medians[medians.length - 1])}`);
  console.log(`  worst single call:   ${ms(Math.max(...timings.map((t) => t.worst)))} (includes GC/JIT pauses)`);
}

// --- 3. adversarial networks ------------------------------------------------------------------------------------
/** Like greedyCluster but picks randomly among routes of length ≤ maxLength touching the network. */
function randomCluster(map: GameMap, seed: number, maxLength: number, twins: boolean): number[] {
  const pick = picker(seed);
  const start = map.routes.filter((r) => r.length <= maxLength)[pick(45)] ?? map.routes[2];
  const owned = [start.id];
  const cities = new Set([start.a, start.b]);
  let trains = map.trainsPerPlayer - start.length;
  for (;;) {
    const candidates = map.routes.filter(
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

function describe(map: GameMap, routes: number[]): string {
  const cars = routes.reduce((n, r) => n + map.routes[r].length, 0);
  const cities = new Set(routes.flatMap((r) => [map.routes[r].a, map.routes[r].b]));
  return `${routes.length} routes, ${cars} cars, ${cities.size} cities`;
}

/** Routes of length ≤ 3 that could replace one route of `net` and keep it connected within 45 trains. */
function mutate(map: GameMap, net: number[], seed: number, twins: boolean): number[] {
  const pick = picker(seed);
  const out = net.slice();
  out.splice(pick(out.length), 1);
  let trains = map.trainsPerPlayer - out.reduce((n, r) => n + map.routes[r].length, 0);
  const cities = new Set(out.flatMap((r) => [map.routes[r].a, map.routes[r].b]));
  for (;;) {
    const candidates = map.routes.filter(
      (r) =>
        !out.includes(r.id) &&
        r.length <= Math.min(3, trains) &&
        (cities.has(r.a) || cities.has(r.b)) &&
        (twins || r.double === null || !out.includes(r.double)),
    );
    if (candidates.length === 0) return out;
    const r = candidates[pick(candidates.length)];
    out.push(r.id);
    trains -= r.length;
    cities.add(r.a).add(r.b);
  }
}

/**
 * Local search for a slow network: mutate the slowest one found, keep a mutant when it is slower. Compares the
 * fastest of 3 calls, which a garbage-collection pause cannot inflate.
 */
function hillClimb(map: GameMap, start: number[], twins: boolean, steps: number): number[] {
  let best = start;
  let bestTime = timeTrail(map, best, 3).best;
  for (let step = 1; step <= steps; step++) {
    const candidate = mutate(map, best, step * 7919 + (twins ? 1 : 0), twins);
    const t = timeTrail(map, candidate, 3).best;
    if (t > bestTime) {
      best = candidate;
      bestTime = t;
    }
  }
  return best;
}

function benchAdversarial(map: GameMap): void {
  const networks: [string, number[]][] = [];
  map.cities.forEach((c, i) => {
    networks.push([`greedy from ${c.name}, both routes of doubles`, greedyCluster(i, true, map)]);
    networks.push([`greedy from ${c.name}, one route per double`, greedyCluster(i, false, map)]);
  });
  for (let seed = 1; seed <= 150; seed++) {
    networks.push([`random short (≤2) cluster #${seed}, both routes of doubles`, randomCluster(map, seed, 2, true)]);
    networks.push([`random short (≤3) cluster #${seed}, both routes of doubles`, randomCluster(map, seed + 5000, 3, true)]);
    networks.push([`random short (≤3) cluster #${seed}, one route per double`, randomCluster(map, seed + 1000, 3, false)]);
  }
  for (const [, n] of networks) longestTrail(n, map); // warm-up
  // Hill-climb from the slowest network of each kind (legal: one route per double; denser: both).
  const slowest = (twins: boolean) =>
    networks
      .filter(([name]) => name.includes(twins ? "both routes" : "one route"))
      .map(([, n]) => ({ n, t: timeTrail(map, n, 3).best }))
      .sort((a, b) => b.t - a.t)[0].n;
  networks.push(["hill-climbed, both routes of doubles", hillClimb(map, slowest(true), true, 300)]);
  networks.push(["hill-climbed, one route per double", hillClimb(map, slowest(false), false, 300)]);

  for (const kind of ["one route per double", "both routes of doubles"]) {
    const group = networks.filter(([name]) => name.includes(kind));
    let worst = { name: "", median: 0, best: 0, worst: 0, length: 0, routes: [] as number[] };
    let worstSingle = 0;
    const medians: number[] = [];
    for (const [name, routes] of group) {
      const t = timeTrail(map, routes, 5);
      medians.push(t.median);
      worstSingle = Math.max(worstSingle, t.worst);
      if (t.median > worst.median) worst = { name, ...t, routes };
    }
    medians.sort((a, b) => a - b);
    const densest = Math.max(...group.map(([, n]) => n.length));
    console.log(`longest trail, adversarial networks, ${kind} (${group.length} networks of ≤45 trains, up to ${densest} routes; median of 5 calls):`);
    console.log(`  median:              ${ms(quantile(medians, 0.5))}`);
    console.log(`  worst:               ${ms(worst.median)}  (${worst.name}: ${describe(map, worst.routes)}, longest ${worst.length})`);
    console.log(`                       route ids ${worst.routes.join(",")}`);
    console.log(`  worst single call:   ${ms(worstSingle)} (includes GC/JIT pauses)`);
  }
}

console.log(`rules bench @ ${commit()} (node ${process.version})`);
for (const id of MAP_IDS.filter((m) => !ONLY || ONLY.includes(m))) {
  const map = MAPS[id];
  console.log(`\n=== ${map.name} (${map.cities.length} cities, ${map.routes.length} routes) ===`);
  const ends = benchGames(map);
  benchEndStates(map, ends);
  benchAdversarial(map);
}
