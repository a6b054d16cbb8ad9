// The USA must play exactly as before maps became data: seeded random games, played through the legal-move list,
// must pass through the very same commands, states and events. Each expected digest below was captured from the
// rules as they were before the map engine (the first commit of the europe-rules branch, fa44739). A failure means a
// USA game would replay differently: fix the rules, never these values.
import assert from "node:assert/strict";
import { GOLDEN_GAMES, gameDigest } from "./golden.js";

const EXPECTED = [
  "de7d72bd9683ecbad131ff5db4b930289262725835df9570b9f0802702d0efcf",
  "59879a84e7825fe214123425cd7d9871390ebd932f3897fe1121a7501067c6da",
  "c51178e528c2c097bf51f9f01a4ebbb66305dc1b2af3a3bcb1032b8a504edace",
  "a699808c02a106db924dda2feaf6df425e80c6a245c15379356d97886b2ee20c",
  "ff73b3fc86f23b44f5c0c0ae075a57079728a4fee995dd1ca86f6f1e896bd666",
  "31731ee55048a08f981a9f024a175309a5aee523ff5b09a62753fcd8c364d50b",
  "9544cb206181b8102c222864e4632b8a567b73c20f5b261704eb205844117052",
  "b2aa1b3f9b65d6bf2035725f7290caa377f6e27fd9ee9141370253173914da51",
];

describe("USA golden replays (rule: the USA plays exactly as before the map engine)", () => {
  GOLDEN_GAMES.forEach(([seed, players, style], i) => {
    it(`seed ${seed}, ${players} players, ${style} moves: the same commands, states and events`, () => {
      assert.equal(gameDigest(seed, players, style), EXPECTED[i]);
    });
  });
});
