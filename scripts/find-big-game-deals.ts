// Finds the seeded deals of the big-game browser tests (client/test/bigGames.e2e.test.ts): plays the person's moves
// (client/test/bigGamePerson.ts) in-process against the server's own bot (the seat's seed as the server derives it,
// medium, the waiting room's default) and prints the first seeds whose game shows what the test checks, with its
// length. Usage: npx tsx scripts/find-big-game-deals.ts [asia|mega] [trains] [seeds to try]
import { playerView, seedWord, type GameState, type MapId, type VariantId } from "../shared-rules/src/index.js";
import { createBot } from "../bots/src/index.js";
import { playGame } from "../bots/src/selfPlay.js";
import { ScriptedPerson } from "../client/test/bigGamePerson.js";

const which = process.argv[2] ?? "asia";
const trains = Number(process.argv[3] ?? 8);
const tries = Number(process.argv[4] ?? 300);
const board: { map: MapId; variant?: VariantId } = which === "mega" ? { map: "usa", variant: "mega" } : { map: "asia" };

/** What the test needs at the end, as the server scores it. */
function shows(state: GameState, person: number): string | null {
  const scores = state.result?.scores;
  if (!scores) return null;
  const me = scores[person]!;
  const bonus = (kind: string) => scores.some((s) => (s.endBonuses ?? []).some((b) => b.kind === kind && b.points > 0));
  if (which === "asia") {
    if (!((me.mountainPoints ?? 0) > 0 && bonus("asianExplorer"))) return null;
    return `mountain points ${me.mountainPoints}, explorer ${scores.map((s) => `${s.networkCities}${(s.endBonuses ?? []).some((b) => b.points > 0) ? "+" : ""}`).join(" / ")}`;
  }
  const longest = scores.some((s) => s.longestPathBonus > 0) || bonus("longestPath");
  if (!(longest && bonus("globetrotter") && me.ticketsWon.length > 0)) return null;
  return `tickets won ${scores.map((s) => s.ticketsWon.length).join(" / ")}, longest ${scores.map((s) => s.longestPath).join(" / ")}`;
}

let found = 0;
for (let seed = 1; seed <= tries && found < 5; seed++) {
  // the person creates the table (seat 0, red), the bot joins (seat 1, the first colour left)
  const bot = createBot("medium", (seedWord(seed) + 1 * 7919) >>> 0);
  const game = playGame({ seed, map: board.map, variant: board.variant, bots: [new ScriptedPerson(), bot], trainsPerPlayer: trains });
  if (game.error || !game.result) continue;
  const what = shows(game.state, 0);
  if (!what) continue;
  const turns = game.state.turnNumber;
  const personTurns = Math.ceil(turns / 2);
  console.log(`seed ${seed}: ${turns} turns (~${personTurns} of the person's), ${what}; her view ${playerView(game.state, 0).players[0]!.trainsLeft} trains left`);
  found++;
}
