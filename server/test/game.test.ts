// A whole 2-player game with a fixed seed, played over the wire by two colyseus.js clients, with a spectator
// watching: every move comes from the rules' legal-move list; hidden information is checked on the way.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { Client } from "colyseus.js";
import { CARD_COLORS, scoreGame } from "../../shared-rules/src/index.js";
import { GAME_HAS_STARTED, historyText } from "../../shared-rules/protocol/index.js";
import { ask, nextMessage, recordMessages, registerUser, startServer, until, type TestServer, type User } from "../../test-kit/index.js";
import { playOneMove, rulesOf, serverRoom } from "./autoplay.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- colyseus.js decodes the state by reflection: untyped */

const SECRET_KEYS = ["cardDrawn", "ticketIds", "destinationCards", "initialTrainCards", "initialDestination", "snapshot"];

function keysDeep(value: unknown, out = new Set<string>()): Set<string> {
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysDeep(v, out);
    }
  }
  return out;
}

describe("server: a whole 2-player game over the wire", function () {
  this.timeout(60_000);
  let ts: TestServer;
  let alice: User;
  let bobby: User;
  let ra: Room;
  let rb: Room;
  let spectator: Room;
  let bobLog: ReturnType<typeof recordMessages>;
  let spectatorLog: ReturnType<typeof recordMessages>;
  let aliceLog: ReturnType<typeof recordMessages>;

  before(async () => {
    ts = await startServer();
    alice = await registerUser(ts, "alice");
    bobby = await registerUser(ts, "bobby");
    ra = await alice.client.create("ttr", { gameName: "Fixed seed", color: "red", seed: 37 });
    rb = await bobby.client.joinById(ra.roomId, { color: "blue" });
    spectator = await new Client(ts.wsUrl).joinById(ra.roomId, { spectator: true });
    aliceLog = recordMessages(ra);
    bobLog = recordMessages(rb);
    spectatorLog = recordMessages(spectator);
    await until(() => (spectator.state as any).players?.length === 2, "two players in the spectator's state");
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("starts with the host's startGame: the design's answer plus the host's opening cards", async () => {
    const reply = await ask<any>(ra, "startGame");
    assert.equal(reply.code, "ok");
    assert.equal(reply.description, GAME_HAS_STARTED);
    assert.equal(reply.initialTrainCards.length, 4);
    assert.equal(reply.initialDestination.length, 3);
    await until(() => (rb.state as any).phase === "choosingTickets", "choosingTickets on bobby's client");
  });

  it("keeps each player's private part on their own client only", () => {
    const a = ra.state as any;
    const b = rb.state as any;
    const s = spectator.state as any;
    assert.ok(a.players[0].private, "alice sees her own private part");
    assert.equal(a.players[0].private.pendingTickets.length, 3);
    assert.equal(a.players[1].private, undefined, "alice does not hold bobby's private part");
    assert.ok(b.players[1].private);
    assert.equal(b.players[0].private, undefined, "bobby does not hold alice's private part");
    for (const p of s.players) assert.equal(p.private, undefined, "the spectator holds nobody's private part");
    // The public counts are there for everybody.
    assert.equal(s.players[0].handCount, 4);
    assert.equal(s.players[0].pendingTicketCount, 3);
    // Nothing in the decoded JSON of the opponent or spectator mentions a hand count or tickets.
    for (const json of [JSON.stringify(s.toJSON()), JSON.stringify(b.players[0].toJSON())]) {
      assert.ok(!json.includes('"locomotive"') && !json.includes('"pendingTickets"') && !json.includes('"tickets"'), json);
    }
  });

  it("plays to gameEnded with the state in sync after every reply, and scores as scoreGame does", async () => {
    const ended = [nextMessage<any>(ra, "gameEnded", 50_000), nextMessage<any>(spectator, "gameEnded", 50_000)];
    const rooms = new Map([
      [0, ra],
      [1, rb],
    ]);
    let moves = 0;
    while (rulesOf(ra.roomId).phase !== "ended") {
      assert.ok(await playOneMove(ra.roomId, rooms), "some human seat must be able to act");
      moves += 1;
      // Only the mover's reply was awaited: every client must have the move's patch before its state is compared.
      const version = serverRoom(ra.roomId).state.stateVersion;
      await until(() => [ra, rb, spectator].every((r) => (r.state as any).stateVersion === version), `every client at version ${version}`);
      const rules = rulesOf(ra.roomId);
      for (const [seat, room] of rooms) {
        const mine = (room.state as any).players[seat];
        for (const color of CARD_COLORS) assert.equal(mine.private[color], rules.players[seat].hand[color]);
        assert.deepEqual([...mine.private.tickets], rules.players[seat].tickets);
        assert.deepEqual([...mine.private.pendingTickets], rules.players[seat].pendingTickets);
        assert.equal(mine.handCount, CARD_COLORS.reduce((n, c) => n + rules.players[seat].hand[c], 0));
        // A client's decoder applies every byte its socket carried: another seat's part never arrived.
        assert.equal((room.state as any).players[1 - seat].private, undefined, `seat ${seat} holds the other seat's part`);
      }
      const s = spectator.state as any;
      for (const p of s.players) assert.equal(p.private, undefined, "the spectator holds a private part");
      assert.deepEqual([...s.faceUp], rules.faceUp.map((c) => c ?? ""));
      assert.equal(s.currentPlayer, rules.currentPlayer);
      assert.deepEqual([...s.routeOwners], rules.routeOwners);
    }
    assert.ok(moves > 20, `a real game takes many moves (${moves})`);

    const expected = scoreGame(rulesOf(ra.roomId));
    for (const message of await Promise.all(ended)) {
      assert.deepEqual(
        message.players.map((p: any) => p.points),
        expected.scores.map((s) => s.total),
      );
      assert.deepEqual(message.ranking, expected.ranking);
      assert.deepEqual(message.players.map((p: any) => p.username), ["alice", "bobby"]);
      assert.deepEqual(
        message.players.map((p: any) => p.longestRouteRecipient),
        expected.scores.map((s) => s.longestRouteRecipient),
      );
    }
    // Each completed ticket was announced to its owner (and only to them) as it got completed.
    const announced = (log: typeof aliceLog) =>
      log.filter((m) => m.type === "notifyDestinationRouteCompleted").map((m) => (m.message as any).route.id).sort();
    assert.deepEqual(announced(aliceLog), [...expected.scores[0].ticketsWon].sort());
    assert.deepEqual(announced(bobLog), [...expected.scores[1].ticketsWon].sort());
    assert.ok(expected.scores[0].ticketsWon.length + expected.scores[1].ticketsWon.length > 0, "with this seed both players complete a ticket");
    await until(() => (rb.state as any).phase === "ended", "ended phase on bobby's client");
    assert.deepEqual(
      [...(rb.state as any).players].map((p: any) => p.points),
      expected.scores.map((s) => s.total),
    );
  });

  it("never sent a secret to the opponent or the spectator", () => {
    for (const [who, log] of [
      ["bobby (about alice)", bobLog],
      ["spectator", spectatorLog],
    ] as const) {
      for (const { type, message } of log) {
        if (who === "spectator") {
          assert.ok(!["drawTrainCard", "getDestinations", "notifyDestinationRouteCompleted"].includes(String(type)), `${who} got ${type}`);
          for (const key of SECRET_KEYS) assert.ok(!keysDeep(message).has(key), `${who} got ${key} in ${type}`);
        } else if (type === "notifyDestinationRouteCompleted") {
          assert.equal((message as any).playerId, 1, "bobby only hears about his own tickets");
        }
      }
    }
    // Bobby's own replies carry his secrets, but nothing he got was alice's deck draw.
    const aliceDeckDraws = aliceLog.filter((m) => m.type === "drawTrainCard");
    assert.ok(aliceDeckDraws.length > 0);
    assert.ok(bobLog.every((m) => m.type !== "drawTrainCard" || (m.message as any).playerId === 1));
    // The history is public: it never names the colour of a face-down card.
    const names = ((spectator.state as any).players as { username: string }[]).map((p) => p.username);
    for (const code of (spectator.state as any).history as number[]) {
      const line = historyText(code, (seat) => names[seat]);
      if (line.includes("from the deck")) assert.doesNotMatch(line, /red|orange|yellow|green|blue|purple|black|white|locomotive/);
    }
    assert.ok((spectator.state as any).history.length > 10, "the spectator holds the history");
  });
});
