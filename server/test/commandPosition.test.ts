// A game command may name the position it was sent at (`at`: the stateVersion its sender was shown). The server
// refuses one sent at another position as "stale" and changes nothing; at the game's position it applies once, and
// the same command sent again (a client resending after a lost connection) is stale. A command without a position is
// judged by the rules as before (bots, load tests). A person plays against a bot over colyseus.js on a real server.
import assert from "node:assert/strict";
import type { Command } from "../../shared-rules/src/index.js";
import { startServer, type TestServer } from "../../test-kit/index.js";
import { serverRoom } from "./autoplay.js";
import { PersonAgainstBots } from "./outageGame.js";

describe("server: a game command sent at a position applies only there", function () {
  this.timeout(60_000);
  let ts: TestServer;
  let person: PersonAgainstBots | null = null;

  before(async () => {
    ts = await startServer();
  });

  after(async () => {
    person?.leave();
    await ts?.server.shutdown();
  });

  /** The server's own record of the game: its position and how many commands its log holds. */
  const onServer = () => {
    const game = serverRoom(person!.gameId).game;
    return { version: game.version, logged: game.record.log.length, rules: JSON.stringify(game.rules) };
  };

  it("refuses a stale position without a change, applies the right one once, and refuses its duplicate", async () => {
    person = await PersonAgainstBots.create(ts, "position_person", 31, {}, ["easy"]);
    // The opening tickets, then the person's first turn of play (seat 0 plays first).
    await person.finishTurn();
    assert.ok(await person.awaitTurn());
    const at = person.stateVersion;
    const before = onServer();
    assert.equal(before.version, at, "the client is shown the server's position");
    // A card from the deck: the turn stays the person's (a second card is owed), so no bot moves meanwhile.
    const move: Command = { type: "drawTrainCard", cardLocation: 5 };

    for (const stale of [at - 1, at + 1, 0]) {
      const refused = await person.send(move, stale);
      assert.equal(refused.code, "stale", `sent at ${stale} while the game is at ${at}`);
      assert.deepEqual(onServer(), before, "a stale command changes nothing");
    }

    const applied = await person.send(move, at);
    assert.equal(applied.code, "ok", applied.description);
    assert.equal(onServer().logged, before.logged + 1, "applied once");
    const afterOne = onServer();

    const duplicate = await person.send(move, at);
    assert.equal(duplicate.code, "stale", "the same command at the same position again is stale");
    assert.deepEqual(onServer(), afterOne, "the duplicate changes nothing");

    // No position: the rules judge it against the state it finds, as before (the second card of the turn).
    // It ends the person's turn, so a bot may already have moved after it: read the person's two entries, not the count.
    const unpositioned = await person.send(move);
    assert.equal(unpositioned.code, "ok", unpositioned.description);
    const log = serverRoom(person.gameId).game.record.log;
    assert.deepEqual(
      log.slice(before.logged, before.logged + 2).map((entry) => [entry.player, entry.command.type]),
      [[0, "drawTrainCard"], [0, "drawTrainCard"]],
      "the positioned draw and the unpositioned one, each once",
    );
    assert.notEqual(log[before.logged + 2]?.player, 0, "no third draw of the person's");
  });
});
