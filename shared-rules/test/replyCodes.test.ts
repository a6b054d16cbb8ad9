// The one table of descriptions: every code has one, the answers the original design names keep its exact words
// (cited from /work/shared/design/ttr-design-spec.txt, section by section), and no two codes read the same.
import assert from "node:assert/strict";
import { CLIENT_ERR, DESCRIPTIONS, GAME_HAS_STARTED, SERVER_ERR, type ReplyCode } from "../protocol/index.js";
import { ERR } from "../src/index.js";

const DESIGN_WORDS: [ReplyCode, string, string][] = [
  ["ok", "success", "every API: \"If all went well the description value ... is 'success'\""],
  [SERVER_ERR.invalidInput, "invalid input", "Login / Register"],
  [SERVER_ERR.serverError, "server error", "every API's internal error"],
  [ERR.insufficientPlayers, "insufficient number of players", "StartGame"],
  [SERVER_ERR.gameFull, "game is full", "AddAI"],
  [SERVER_ERR.gameAlreadyStarted, "game already started", "AddAI"],
  [ERR.invalidRoute, "invalid route location", "BuyRoute"],
  [ERR.insufficientTrains, "insufficient trains", "BuyRoute"],
  [ERR.invalidTrainColor, "invalid train color", "BuyRoute"],
  [ERR.notYourTurn, "not your turn", "BuyRoute, DrawTrainCard, GetDestinations, SelectDestinations"],
  [ERR.noMoreCards, "no more cards to draw", "DrawTrainCard"],
  [ERR.drawAgainNotAllowed, "draw again not allowed", "DrawTrainCard"],
  [ERR.wildNotAllowedOnDrawAgain, "wild card not allowed on draw again", "DrawTrainCard"],
  [ERR.haveToSelectMore, "have to select more", "SelectDestinations"],
  [ERR.notAValidIndex, "not a valid index", "SelectDestinations"],
];

describe("reply descriptions (DESCRIPTIONS)", () => {
  for (const [code, words, where] of DESIGN_WORDS) {
    it(`${code}: "${words}" (design: ${where})`, () => assert.equal(DESCRIPTIONS[code], words));
  }

  it('words a started game "game has started" (design: StartGame)', () => assert.equal(GAME_HAS_STARTED, "game has started"));

  it("describes every rules, server and client code", () => {
    for (const code of [...Object.values(ERR), ...Object.values(SERVER_ERR), ...Object.values(CLIENT_ERR)]) {
      assert.ok(typeof DESCRIPTIONS[code] === "string" && DESCRIPTIONS[code].length > 0, code);
    }
  });

  it("never words two codes the same", () => {
    const texts = Object.values(DESCRIPTIONS);
    assert.equal(new Set([...texts, GAME_HAS_STARTED]).size, texts.length + 1);
  });

  it("keys each code under its own name", () => {
    for (const table of [ERR, SERVER_ERR, CLIENT_ERR]) {
      for (const [name, code] of Object.entries(table)) assert.equal(code, name);
    }
  });
});
