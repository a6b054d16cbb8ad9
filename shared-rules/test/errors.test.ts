// Every error code the rules answer, reached once each from a minimal scenario (the rule tests go deeper).
// A new ERR code without a scenario here fails the last test, so no error goes untested.
import assert from "node:assert/strict";
import { ERR, applyCommand, newGame, type CardColor, type Command, type GameState, type Hand, type RulesErrorCode } from "../src/index.js";
import { giveRoutes, ok, opening, routeId, turnOf } from "./kit.js";

const buy = (routeIndex: number, trainColor: CardColor, numberOfWilds = 0): Command => ({ type: "buyRoute", routeIndex, trainColor, numberOfWilds });

const afterOneCard = () => ok(turnOf(0), 0, { type: "drawTrainCard", cardLocation: 5 }).state;
const choosing = () => ok(turnOf(0), 0, { type: "getDestinations" }).state;
const ended = (): GameState => ({ ...turnOf(0), phase: "ended" });
const europe = (hand: Partial<Hand> = {}) => turnOf(0, { map: "europe", hand });
const ferry = () => routeId("Amsterdam", "London", undefined, "europe");
const station = (cityIndex: number): Command => ({ type: "buildStation", cityIndex, trainColor: "red", numberOfWilds: 0 });
/** A Europe turn waiting for a tunnel's extra payment (Madrid–Pamplona, black, one black turned up). */
const tunnelPending = (): GameState => ({
  ...europe({ black: 3 }),
  turnStage: "tunnelPending",
  tunnel: { routeIndex: routeId("Madrid", "Pamplona", "black", "europe"), trainColor: "black", numberOfWilds: 0, revealed: ["black", "red", "blue"], extra: 1 },
});

const scenarios: [RulesErrorCode, () => GameState, number, Command][] = [
  [ERR.notYourTurn, () => turnOf(0), 1, { type: "getDestinations" }],
  [ERR.invalidRoute, () => turnOf(0), 0, buy(100, "red")],
  [ERR.insufficientTrains, () => turnOf(0, { hand: { blue: 5 }, trainsLeft: 4 }), 0, buy(1, "blue")],
  [ERR.invalidTrainColor, () => turnOf(0), 0, buy(1, "red")],
  [ERR.noMoreCards, () => ({ ...turnOf(0), trainDeck: [], trainDiscard: [] }), 0, { type: "drawTrainCard", cardLocation: 5 }],
  [ERR.drawAgainNotAllowed, afterOneCard, 0, { type: "getDestinations" }],
  [ERR.wildNotAllowedOnDrawAgain, () => ({ ...afterOneCard(), faceUp: ["locomotive", "red", "red", "red", "red"] }), 0, { type: "drawTrainCard", cardLocation: 0 }],
  [ERR.haveToSelectMore, () => opening(), 0, { type: "selectDestinations", destinationsSelected: [0] }],
  [ERR.notAValidIndex, () => opening(), 0, { type: "selectDestinations", destinationsSelected: [0, 5] }],
  [ERR.routeAlreadyClaimed, () => giveRoutes(turnOf(0), 1, [1]), 0, buy(1, "blue")],
  [ERR.notEnoughCards, () => turnOf(0, { hand: {} }), 0, buy(1, "blue")],
  [ERR.invalidNumberOfWilds, () => turnOf(0), 0, buy(1, "blue", 9)],
  [ERR.ownTwinRoute, () => giveRoutes(turnOf(0, { players: 4 }), 0, [5]), 0, buy(6, "red")],
  [ERR.twinLockedFewPlayers, () => giveRoutes(turnOf(0), 1, [5]), 0, buy(6, "red")],
  [ERR.wrongPhase, () => opening(), 0, { type: "getDestinations" }],
  [ERR.mustSelectTickets, choosing, 0, { type: "drawTrainCard", cardLocation: 5 }],
  [ERR.mustDrawSecondCard, afterOneCard, 0, buy(1, "blue")],
  [ERR.noTicketsLeft, () => ({ ...turnOf(0), ticketDeck: [] }), 0, { type: "getDestinations" }],
  [ERR.noTicketsToSelect, () => turnOf(0), 0, { type: "selectDestinations", destinationsSelected: [0] }],
  [ERR.cannotPass, () => turnOf(0), 0, { type: "pass" }],
  [ERR.gameOver, ended, 0, { type: "pass" }],
  [ERR.invalidCardLocation, () => turnOf(0), 0, { type: "drawTrainCard", cardLocation: 7 }],
  [ERR.invalidInput, () => turnOf(0), 9, { type: "pass" }],
  [ERR.notEnoughLocomotives, () => europe({ red: 2, locomotive: 1 }), 0, buy(ferry(), "red", 1)],
  [ERR.invalidCity, () => europe({ red: 1 }), 0, station(47)],
  [ERR.cityHasStation, () => ({ ...europe({ red: 1 }), stationOwners: [1, ...new Array<number>(46).fill(-1)] }), 0, station(0)],
  [ERR.noStationsLeft, () => turnOf(0, { hand: { red: 1 } }), 0, station(0)],
  [ERR.mustResolveTunnel, tunnelPending, 0, { type: "drawTrainCard", cardLocation: 5 }],
  [ERR.noTunnelPending, () => europe(), 0, { type: "declineTunnel" }],
  // Nordic Countries: locomotives only on tunnels and ferries; stand-ins only where a rule allows them
  [ERR.locomotiveNotAllowed, () => turnOf(0, { map: "nordic", hand: { red: 2, locomotive: 1 } }), 0, buy(routeId("Boden", "Umeå", "red", "nordic"), "red", 1)],
  [ERR.invalidStandIns, () => turnOf(0, { map: "nordic", hand: { red: 3, blue: 4 } }), 0, { type: "buyRoute", routeIndex: routeId("Boden", "Umeå", "red", "nordic"), trainColor: "red", numberOfWilds: 0, standIns: { blue: 3 } }],
];

const setupScenarios: [RulesErrorCode, Parameters<typeof newGame>[0]][] = [
  [ERR.insufficientPlayers, { seed: 1, colors: ["red"] }],
  [ERR.tooManyPlayers, { seed: 1, colors: ["red", "blue", "green", "yellow", "black", "red"] }],
  [ERR.duplicateColor, { seed: 1, colors: ["red", "red"] }],
  [ERR.unknownMap, { seed: 1, colors: ["red", "blue"], map: "mars" as "usa" }],
  [ERR.unknownVariant, { seed: 1, colors: ["red", "blue"], map: "nordic", variant: "mega" }],
];

describe("every rules error code", () => {
  for (const [error, build, player, command] of scenarios) {
    it(`"${error}"`, () => {
      const r = applyCommand(build(), player, command);
      assert.ok(!r.ok && r.error.code === error, r.ok ? "succeeded" : r.error.code);
    });
  }
  for (const [error, options] of setupScenarios) {
    it(`"${error}" (newGame)`, () => {
      const r = newGame(options);
      assert.ok(!r.ok && r.error.code === error);
    });
  }
  it("has a scenario for each ERR code", () => {
    const covered = new Set([...scenarios.map(([e]) => e), ...setupScenarios.map(([e]) => e)]);
    const missing = Object.values(ERR).filter((e) => !covered.has(e));
    assert.deepEqual(missing, []);
  });
});
