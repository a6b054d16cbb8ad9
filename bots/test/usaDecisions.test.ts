// The USA bots decide exactly as before maps: seeded bot-only USA games hash to the command logs the bots produced at
// commit 4fbe9f3 (before the bots read the map: ferries, tunnels and stations changed nothing on the USA).
import assert from "node:assert/strict";
import crypto from "node:crypto";
import { createBot } from "../src/index.js";
import { playGame } from "../src/selfPlay.js";
import type { Difficulty } from "../src/strategy.js";

/** [table, players, commands, first 16 hex digits of sha256 over each [player, command] as JSON]. */
const GOLDEN: [Difficulty | "mixed", number, number, string][] = [
  ["easy", 2, 140, "3fcc0ffc1a3adba2"],
  ["easy", 3, 211, "ac130f385aeb6b43"],
  ["easy", 5, 357, "286b08b4bdfc7e6e"],
  ["medium", 2, 144, "10cca4b34684cd17"],
  ["medium", 3, 206, "b302f7ba557cfb10"],
  ["medium", 5, 321, "79aa0bbe8cda29d8"],
  ["hard", 2, 144, "41723077ac7ac7bd"],
  ["hard", 3, 190, "7a273219b71ebe5d"],
  ["hard", 5, 290, "60b5828398037b80"],
  ["mixed", 4, 222, "ee6206a1fd330dde"],
];

describe("USA bots decide as before maps", () => {
  for (const [table, players, commands, digest] of GOLDEN) {
    it(`${table}, ${players} players: the same command log`, () => {
      const seed = table === "mixed" ? 77 : 4242 + players;
      const levels: Difficulty[] = table === "mixed" ? ["hard", "medium", "easy", "hard"] : Array<Difficulty>(players).fill(table);
      const hash = crypto.createHash("sha256");
      const result = playGame({ seed, bots: levels.map((d, i) => createBot(d, seed + i)), onCommand: (p, c) => hash.update(JSON.stringify([p, c])) });
      assert.equal(result.commands, commands);
      assert.equal(hash.digest("hex").slice(0, 16), digest);
    });
  }
});
