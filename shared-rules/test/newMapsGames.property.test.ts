// Property tests over random legal games on the second wave's boards (Nordic Countries, Switzerland, India), every
// invariant after every action: train cards (the deck's total, a pending tunnel's table included), tickets (deck,
// hands, offers, out of the game: each exactly once), trains (left + placed), route owners; tickets not kept never go
// back under the deck where the board says they leave the game; no locomotive is ever paid where the board forbids
// it; a country ticket scores exactly once, as its best joined destination; a refused command changes nothing.
import assert from "node:assert/strict";
import fc from "fast-check";
import { applyCommand, mapById, routePoints, scoreGame, type Command, type GameMap, type GameState, type MapId } from "../src/index.js";
import { cityGroups } from "../src/network.js";
import { locomotivesAllowedOn } from "../src/rules/locomotivesOnlyOn.js";
import { cardCount, playRandomGame } from "./kit.js";

const NEW_MAPS: MapId[] = ["nordic", "switzerland", "india"];

function totalCards(m: GameMap): number {
  return Object.values(m.trainCards).reduce((a, b) => a + b, 0);
}

function checkInvariants(m: GameMap, s: GameState): void {
  assert.equal(cardCount(s), totalCards(m), "every train card accounted for");
  const tickets = [...s.ticketDeck, ...(s.ticketsOutOfGame ?? []), ...s.players.flatMap((p) => [...p.tickets, ...p.pendingTickets])];
  assert.equal(tickets.length, m.tickets.length, "every ticket accounted for");
  assert.equal(new Set(tickets).size, m.tickets.length, "each ticket exactly once");
  const owners = m.routes.map(() => -1);
  s.players.forEach((p, i) => {
    for (const c of Object.values(p.hand)) assert.ok(c >= 0, "no negative hand");
    assert.equal(p.trainsLeft + p.routes.reduce((n, r) => n + m.routes[r].length, 0), m.trainsPerPlayer, "trains + placed cars");
    assert.equal(p.routePoints, p.routes.reduce((n, r) => n + routePoints(m.routes[r].length, m), 0), "route points recomputed");
    for (const r of p.routes) {
      assert.equal(owners[r], -1, `route ${r} owned twice`);
      owners[r] = i;
    }
  });
  assert.deepEqual(s.routeOwners, owners, "routeOwners matches the players' routes");
}

/** The rule-specific checks of one applied command. */
function checkRules(m: GameMap, before: GameState, command: Command, after: GameState): void {
  if (command.type === "buyRoute" && command.numberOfWilds > 0) {
    assert.ok(locomotivesAllowedOn(m, m.routes[command.routeIndex].kind), "a locomotive paid only where the board allows it");
  }
  if (command.type === "selectDestinations" && m.rules.unkeptTicketsLeaveGame) {
    assert.ok(after.ticketDeck.length <= before.ticketDeck.length, "tickets not kept never go back under the deck");
  }
}

function checkCountryTickets(m: GameMap, s: GameState): void {
  const result = s.result!;
  for (const score of result.scores) {
    const p = s.players[score.playerIndex];
    const groups = cityGroups(p.routes, m);
    const country = p.tickets.filter((t) => m.tickets[t].kind === "country");
    assert.deepEqual(score.countryTickets?.map((c) => c.ticketId) ?? [], country, "each country ticket scored exactly once");
    let points = 0;
    for (const t of p.tickets) {
      const ticket = m.tickets[t];
      const joined = (ticket.destinations ?? [{ to: ticket.b, points: ticket.points }]).filter((d) => groups[ticket.a] === groups[d.to]);
      points += joined.length > 0 ? Math.max(...joined.map((d) => d.points)) : -Math.min(...(ticket.destinations ?? [ticket]).map((d) => d.points));
    }
    assert.equal(score.ticketPoints, points, "ticket points: the best destination joined, else the lowest lost");
  }
}

function deepFreeze<T>(x: T): T {
  if (x && typeof x === "object") {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

/** Commands wrong in most states (a locomotive on the first plain route, a stand-in bundle where none is allowed). */
function probes(m: GameMap, s: GameState, player: number): [number, Command][] {
  const plain = Math.max(0, m.routes.findIndex((r) => r.kind === "normal" && r.anyCardsPerColoredCard === 0));
  const other = (player + 1) % s.players.length;
  return [
    [player, { type: "buyRoute", routeIndex: plain, trainColor: "locomotive", numberOfWilds: m.routes[plain].length }],
    [player, { type: "buyRoute", routeIndex: plain, trainColor: m.routes[plain].color === "gray" ? "red" : m.routes[plain].color, numberOfWilds: 0, standIns: { red: 3 } }],
    [player, { type: "drawTrainCard", cardLocation: 5 }],
    [player, { type: "declineTunnel" }],
    [other, { type: "getDestinations" }],
  ];
}

describe("random legal games on Nordic Countries, Switzerland and India (fast-check)", function () {
  this.timeout(120_000);
  for (const id of NEW_MAPS) {
    const m = mapById(id);
    it(`${m.name}: every invariant after every action; the end's result is the scoring's`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.integer({ min: m.minPlayers, max: m.maxPlayers }),
          fc.constantFrom("uniform" as const, "byType" as const),
          (seed, players, style) => {
            const { state } = playRandomGame(
              seed,
              players,
              (before, _player, command, after) => {
                checkInvariants(m, after);
                checkRules(m, before, command, after);
              },
              style,
              20_000,
              id,
            );
            assert.equal(state.phase, "ended");
            assert.deepEqual(state.result, scoreGame(state));
            checkCountryTickets(m, state);
          },
        ),
        { numRuns: 6, seed: 4300 + id.length },
      );
    });

    it(`${m.name}: a refused command changes nothing, and no command writes to its input (deeply frozen states)`, () => {
      playRandomGame(
        71,
        m.minPlayers,
        (before, player, command) => {
          const frozen = deepFreeze(structuredClone(before));
          const text = JSON.stringify(frozen);
          for (const [seat, probe] of probes(m, frozen, player)) applyCommand(frozen, seat, probe);
          assert.ok(applyCommand(frozen, player, command).ok);
          assert.equal(JSON.stringify(frozen), text);
        },
        "byType",
        20_000,
        id,
      );
    });
  }
});
