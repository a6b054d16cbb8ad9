// The banner a player sees while the server cannot save the game: a person plays against a bot in Chromium; on the
// person's turn the game store's saves start failing (as they do when the disk is full or the database is down:
// server/test/diskFull.test.ts and postgresDown.test.ts drive the real outages), the person draws a card, and the page
// shows "Saving is paused" with what became of the move (it waits). When saves succeed again the move goes through
// and the banner says saving resumed. Screenshot: test-artifacts/screenshots/saving-paused.png.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import { matchMaker } from "@colyseus/core";
import type { TtrRoom } from "../../server/src/room/TtrRoom.js";
import { Player, serverAndBrowser, untilOnServer } from "./browserKit.js";

async function gameNamed(gameName: string): Promise<TtrRoom> {
  const listings = await matchMaker.query({ name: "ttr" });
  const room = listings.map((l) => matchMaker.getLocalRoomById(l.roomId) as TtrRoom).find((r) => r.game.record.gameName === gameName);
  assert.ok(room, `no game named ${gameName}`);
  return room;
}

const bannerText = (p: Player) => p.page.evaluate(`document.querySelector(".ttr-saving-banner")?.textContent ?? ""`) as Promise<string>;

describe("the saving banner in the game view", function () {
  this.timeout(600_000);
  const suite = serverAndBrowser();

  it("says saving is paused and that the move waits, then that saving resumed once the move went through", async () => {
    const alice = await Player.open(suite.browser, "alice", suite.baseUrl, { width: 1440, height: 900 });
    await alice.scene("Login");
    await alice.register("alice_saving", "secret-1");
    await alice.playAgainstBot("Saving paused", "red");
    await alice.waitInfo("i.modal === 'destinations'");
    await alice.click("modal:ticket:0");
    await alice.click("modal:ticket:1");
    await alice.click("modal:confirm");
    const room = await gameNamed("Saving paused");
    const seat = room.game.seats.findIndex((s) => s.username === "alice_saving");
    await untilOnServer(() => room.game.rules?.phase === "playing" && room.game.rules.currentPlayer === seat && room.game.rules.turnStage === "start");
    await alice.waitInfo("i.phase === 'playing' && i.modal === null", 120_000);

    // The store stops saving: the in-process server's game store answers every save with a full disk's error.
    const store = suite.server.services.games;
    const save = store.save.bind(store);
    store.save = () => Promise.reject(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }));
    const version = room.game.version;
    if ((await alice.info()).tab !== "board") await alice.click("tab:board");
    await alice.click("deck");
    await alice.page.waitForSelector(".ttr-saving-banner.paused", { timeout: 60_000 });
    const paused = await bannerText(alice);
    assert.match(paused, /Saving is paused/);
    assert.match(paused, /Your move is waiting/);
    assert.equal(room.game.version, version + 1, "the move is in the server's memory");
    await alice.shot("saving-paused.png");

    store.save = save;
    await alice.page.waitForSelector(".ttr-saving-banner.resumed", { timeout: 60_000 });
    assert.match(await bannerText(alice), /Saving resumed/);
    await alice.waitInfo(`i.turnStage === 'drewOneCard' || i.currentPlayer !== ${seat}`, 60_000);
  });
});
