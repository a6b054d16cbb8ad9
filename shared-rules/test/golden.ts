// Digests of whole seeded random games (every command, state and event list, in order), for the USA golden test.
import { createHash } from "node:crypto";
import { playRandomGame, type RandomStyle } from "./kit.js";

export function gameDigest(seed: number, players: number, style: RandomStyle): string {
  const hash = createHash("sha256");
  playRandomGame(
    seed,
    players,
    (_before, player, command, after, events) => {
      hash.update(JSON.stringify({ player, command }));
      hash.update(JSON.stringify(after));
      hash.update(JSON.stringify(events));
    },
    style,
  );
  return hash.digest("hex");
}

/** The games the golden test replays: 2–5 players, both random styles. */
export const GOLDEN_GAMES: readonly [number, number, RandomStyle][] = [
  [1, 2, "uniform"],
  [2, 3, "byType"],
  [3, 4, "uniform"],
  [4, 5, "byType"],
  [5, 2, "byType"],
  [6, 5, "uniform"],
  [7, 3, "uniform"],
  [8, 4, "byType"],
];
