// What one suggested move costs (`suggestMove`: the hard bot's choice plus its reason, from the asking seat's view).
//   npx tsx bench/suggestions.ts [games]
// Plays seeded 3-seat USA games with medium bots and times a fresh suggestion for whoever must act before every
// command (no cache: each one searches), printing the median, p95 and the slowest. The server answers at most one
// search per seat and position (server/src/game/Suggestions.ts), so this is what a person's press costs at most.
import { applyCommand, legalActions, newGame, playerView } from "../shared-rules/src/index.js";
import { createBot } from "../bots/src/index.js";
import { Suggestions } from "../server/src/game/Suggestions.js";

const games = Number(process.argv[2] ?? 20);
const times: number[] = [];
for (let seed = 1; seed <= games; seed++) {
  const dealt = newGame({ seed, colors: ["red", "blue", "green"] });
  if (!dealt.ok) continue;
  let state = dealt.state;
  const players = [0, 1, 2].map((seat) => createBot("medium", seed * 10 + seat));
  for (let step = 0; step < 200 && state.phase !== "ended"; step++) {
    const seat = [0, 1, 2].find((s) => legalActions(state, s).length > 0);
    if (seat === undefined) break;
    const started = performance.now();
    new Suggestions(createBot).suggest(state, seat, step);
    times.push(performance.now() - started);
    const applied = applyCommand(state, seat, players[seat].chooseAction(playerView(state, seat), legalActions(state, seat)));
    if (!applied.ok) break;
    state = applied.state;
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))].toFixed(1);
console.log(`suggestions: ${times.length} over ${games} games; median ${at(0.5)} ms, p95 ${at(0.95)} ms, slowest ${at(1)} ms`);
