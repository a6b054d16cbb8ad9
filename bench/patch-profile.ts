// Where the schema patch bytes go: replays seeded 5-player bot games through the server's own projection
// (Game + project + history lines) into a TtrState, encodes the patches the way the room does (shared
// part to all six connections, plus each seat's @view part), and splits the bytes by cause. A what-if run
// without history lines isolates their share. Prints numbers; the server bench quotes them.
//   npx tsx bench/patch-profile.ts [games]
import { execSync } from "node:child_process";
import { Encoder, StateView } from "@colyseus/schema";
import { PLAYER_COLORS, playerView, type Command } from "../shared-rules/src/index.js";
import { createBot } from "../bots/src/index.js";
import { playGame } from "../bots/src/selfPlay.js";
import { TtrState } from "../server/src/schema/TtrState.js";
import { Game } from "../server/src/game/Game.js";
import { project } from "../server/src/room/project.js";
import { HISTORY_LIMIT, historyCode } from "../shared-rules/protocol/index.js";

const GAMES = Number(process.argv[2] ?? 3);
const SPECTATORS = 1;

interface Tally { shared: number; views: number; changes: number; turns: number; baseline: number }

function profile(seed: number, withHistory: boolean, viewsOnce = false): Tally {
  const log: { player: number; command: Command }[] = [];
  const played = playGame({ seed, bots: PLAYER_COLORS.map((_, i) => createBot("medium", seed * 10 + i)), onCommand: (player, command) => log.push({ player, command }) });
  const game = Game.create(`profile-${seed}`, "profile", seed);
  PLAYER_COLORS.forEach((color, i) => game.join(i + 1, `player${i + 1}`, color));
  const state = new TtrState();
  const encoder = new Encoder(state);
  const views = PLAYER_COLORS.map(() => new StateView());
  const tally: Tally = { shared: 0, views: 0, changes: 0, turns: played.state.turnNumber, baseline: 0 };
  const publish = (events: readonly { type: string }[]) => {
    if (withHistory) {
      for (const e of events) {
        const entry = historyCode(e as never);
        if (entry !== null) state.history.push(entry);
      }
      while (state.history.length > HISTORY_LIMIT) state.history.shift();
    }
    project(state, game, () => true, SPECTATORS);
    // The room re-adds each seat's player to its view on every publish (SchemaRoomPort.refreshViews).
    if (!viewsOnce || tally.changes < 2) state.players.forEach((p, i) => views[i].add(p));
    const it = { offset: 0 };
    const shared = encoder.encode(it);
    const sharedLength = shared.length;
    tally.shared += sharedLength * (PLAYER_COLORS.length + SPECTATORS);
    for (const view of views) tally.views += encoder.encodeView(view, sharedLength, { offset: sharedLength }).length - sharedLength;
    encoder.discardChanges();
    tally.changes++;
    const rules = game.rules;
    if (rules) for (const seat of [...PLAYER_COLORS.map((_, i) => i), null]) tally.baseline += Buffer.byteLength(JSON.stringify(playerView(rules, seat)));
  };
  publish([]);
  const started = game.start();
  if (!started.ok) throw new Error(started.error.code);
  publish(started.events);
  for (const { player, command } of log) {
    const applied = game.apply(player, command);
    if (!applied.ok) throw new Error(`replay ${JSON.stringify(command)}: ${applied.error.code}`);
    publish(applied.events);
  }
  return tally;
}

function sum(list: Tally[]): Tally {
  return list.reduce((a, b) => ({ shared: a.shared + b.shared, views: a.views + b.views, changes: a.changes + b.changes, turns: a.turns + b.turns, baseline: a.baseline + b.baseline }));
}

const seeds = Array.from({ length: GAMES }, (_, i) => 11 + i);
// The room adds each seat's view once (SchemaRoomPort.refreshViews); re-adding it on every change is kept as a comparison.
const real = sum(seeds.map((s) => profile(s, true, true)));
const quiet = sum(seeds.map((s) => profile(s, false, true)));
const reAdded = sum(seeds.map((s) => profile(s, true, false)));
const perTurn = (x: number) => (x / real.turns).toFixed(0);
const total = real.shared + real.views;
let hash = "unknown";
try { hash = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim(); } catch { /* not a checkout */ }
console.log(`patch profile @ ${hash}: ${GAMES} seeded 5-player games, ${real.changes} changes, ${real.turns} turns, 6 connections per room`);
console.log(`  schema patch bytes per turn per room:   ${perTurn(total)}  (shared ${perTurn(real.shared)}, seat views ${perTurn(real.views)})`);
console.log(`  of which history lines:                 ${perTurn(total - quiet.shared - quiet.views)}  (${((100 * (total - quiet.shared - quiet.views)) / total).toFixed(0)} %)`);
console.log(`  of which private parts (@view: hand counts, tickets): ${perTurn(real.views)}  (${((100 * real.views) / total).toFixed(0)} %)`);
console.log(`  the rest (board, players' public fields): ${perTurn(quiet.shared)}  (${((100 * quiet.shared) / total).toFixed(0)} %)`);
console.log(`  full-JSON view baseline per turn:       ${perTurn(real.baseline)}  → ratio ${(real.baseline / total).toFixed(1)}×; without history lines ${(real.baseline / (quiet.shared + quiet.views)).toFixed(1)}×`);
console.log(`  for comparison, views re-added after every change (the whole private part re-sent each time): ${perTurn(reAdded.shared + reAdded.views)} per turn → ${(real.baseline / (reAdded.shared + reAdded.views)).toFixed(1)}×`);
