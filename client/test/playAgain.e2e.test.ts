// Browser test: Play again. Alice (desktop) and Bob (a phone, a second browser context) play a short game with a bot
// (a seeded deal, 2 trains each: `?seed=&trains=`, the test-mode create options); the end screen's *Play again* is
// pressed by Alice, Bob accepts on his end screen, and both pages are taken into the new game, whose seats are the
// old ones turned by one (Alice, the first player, plays last). The moves of the short game itself are not what is
// checked here: they go through the server's own commit path (the rules' legal moves), the quickest real way to its
// end. Screenshots: the proposal on Bob's phone, Alice's desktop end screen. Needs `npm run build` and Chromium.
import assert from "node:assert/strict";
import { matchMaker, type Client } from "@colyseus/core";
import { legalActions } from "../../shared-rules/src/index.js";
import { pickMove } from "../../server/test/autoplay.js";
import type { GameMaster } from "../../server/src/game/GameMaster.js";
import { Player, serverAndBrowserWith, serverRoom, untilOnServer } from "./browserKit.js";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Plays every person's seat from the server's side until the game ends (the bot plays itself). */
async function playPeopleToEnd(roomId: string, people: number[]): Promise<void> {
  const room = serverRoom(roomId);
  const master = (room as unknown as { master: GameMaster<Client> }).master;
  for (let moves = 0; room.game.rules!.phase !== "ended"; ) {
    const rules = room.game.rules!;
    const seat = people.find((s) => legalActions(rules, s).length > 0);
    if (seat === undefined) {
      await untilOnServer(() => room.game.rules!.phase === "ended" || people.some((s) => legalActions(room.game.rules!, s).length > 0));
      continue;
    }
    const result = master.play(seat, pickMove(legalActions(rules, seat)));
    assert.ok(result.ok, "a legal move");
    if (++moves > 500) throw new Error("the short game did not end");
  }
}

describe("play again in the browser: the end screen's proposal, accepted in a second browser, starts the game with the seats turned", function () {
  this.timeout(240_000);
  const env = serverAndBrowserWith({ reconnectSeconds: 600 });

  it("Alice proposes, Bob accepts, and both are taken into the new game with Alice last", async () => {
    const alice = await Player.open(env.browser, "again-alice", `${env.baseUrl}/?seed=5&trains=2`, DESKTOP);
    const bob = await Player.open(env.browser, "again-bob", `${env.baseUrl}/`, PHONE);
    await alice.scene("Login");
    await alice.register("again_alice", "secret-1");
    await bob.scene("Login");
    await bob.register("again_bob", "secret-1");
    await alice.createGame("Again please", "red");
    const tables = await matchMaker.query({ name: "ttr" });
    const roomId = tables.find((r) => serverRoom(r.roomId)?.game.seats.some((s) => s.username === "again_alice"))!.roomId;
    await bob.page.click(`#join-${roomId}-blue`);
    await bob.scene("WaitingRoom");
    await alice.page.click("#add-bot");
    await alice.page.waitForSelector("#start-game:not([disabled])");
    await alice.page.click("#start-game");
    const game = serverRoom(roomId).game;
    await untilOnServer(() => game.rules !== null);
    assert.deepEqual(game.seats.map((s) => s.username.replace(/ \(.*/, "")), ["again_alice", "again_bob", "Bot 1"]);
    await playPeopleToEnd(roomId, [0, 1]);
    await alice.scene("GameOver");
    await bob.scene("GameOver");

    await alice.page.click("#play-again");
    await bob.page.waitForSelector("#play-again-accept");
    assert.match(await bob.page.innerText("#play-again-status"), /again_alice proposes a new game/);
    await bob.shot("playagain-proposal-390.png");
    await alice.shot("playagain-waiting-1280.png");
    await bob.page.click("#play-again-accept");

    // both pages end up in the new game, seated
    await alice.waitInfo(`i.scene === 'Game' && i.roomId !== '${roomId}'`);
    await bob.waitInfo(`i.scene === 'Game' && i.roomId !== '${roomId}'`);
    const next = String((await alice.info()).roomId);
    assert.equal(String((await bob.info()).roomId), next);
    const seats = serverRoom(next).game.seats;
    assert.deepEqual(seats.map((s) => [s.username, s.bot !== null]), [["again_bob", false], [game.seats[2].username, true], ["again_alice", false]], "turned by one: the first player plays last");
    assert.equal(serverRoom(next).game.record.trainsPerPlayer, 2, "the same options");
    await alice.shot("playagain-newgame-1280.png");
    for (const p of [alice, bob]) assert.deepEqual(p.errors, [], `${p.name}: no page errors`);
  });
});
