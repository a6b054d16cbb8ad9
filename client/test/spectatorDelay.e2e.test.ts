// Spectator delay in a browser: two people play a seeded game over the wire (colyseus.js, the rules'
// random-game kit) on a server that keeps spectators 3 moves behind; a third person clicks "Spectate" in the lobby,
// reads "Spectating — 3 moves behind" in the top bar and sees the board as it was 3 moves ago; when the game ends the
// end screen comes at once. Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { playerView, replay } from "../../shared-rules/src/index.js";
import { playRandomGame, SEAT_COLORS } from "../../shared-rules/test/kit.js";
import { accountClient, askRoom, Player, serverAndBrowser } from "./browserKit.js";

const SEED = 31;
const DELAY = 3;

describe("spectator delay (headless Chromium)", function () {
  this.timeout(600_000);
  let rooms: Room[] = [];
  // Before the server stops (hooks run in the order they are declared).
  after(async () => {
    await Promise.all(rooms.map((r) => r.leave(true).catch(() => {})));
  });
  const suite = serverAndBrowser(DELAY);

  it("tells a spectator the game is shown N moves behind, shows it so, and shows the end at once", async () => {
    const { baseUrl, browser } = suite;
    const { log } = playRandomGame(SEED, 2);
    const clients = await Promise.all(["delay_ann", "delay_ben"].map((n) => accountClient(baseUrl, n)));
    const host = await clients[0].create("ttr", { gameName: "Watched late", color: SEAT_COLORS[0], seed: SEED });
    const guest = await clients[1].joinById(host.roomId, { color: SEAT_COLORS[1] });
    rooms = [host, guest];
    for (const room of rooms) room.onMessage("*", () => undefined);
    assert.equal((await askRoom(host, { type: "startGame" })).code, "ok");
    /** The board a spectator of the game after `moves` moves sees. */
    const ownersAfter = (moves: number) => {
      const played = replay({ seed: SEED, colors: SEAT_COLORS.slice(0, 2) }, log.slice(0, moves));
      assert.ok(played.ok);
      return playerView(played.state, null).routeOwners;
    };
    // far enough in for routes to be claimed in the last DELAY moves, so that a live board would differ
    let played = 0;
    const playTo = async (moves: number) => {
      for (; played < moves; played++) assert.equal((await askRoom(rooms[log[played].player], log[played].command)).code, "ok");
    };
    let upTo = 10;
    while (JSON.stringify(ownersAfter(upTo)) === JSON.stringify(ownersAfter(upTo - DELAY))) upTo += 1;
    await playTo(upTo);

    const carol = await Player.open(browser, "carol", baseUrl);
    await carol.scene("Login");
    await carol.register("delay_carol", "secret-3");
    await carol.page.locator(".ttr-game", { hasText: "Watched late" }).locator("button[id^='spectate-']").click();
    await carol.scene("Game");
    await carol.waitInfo(`i.spectating === "Spectating — ${DELAY} moves behind"`);
    await carol.waitInfo(`JSON.stringify(i.routeOwners) === ${JSON.stringify(JSON.stringify(ownersAfter(upTo - DELAY)))}`);
    const info = await carol.info();
    assert.equal(info.roomId, host.roomId, "the page keeps the game's id while it watches the mirror");
    assert.equal(info.spectator, true);
    await carol.shot("spectator-delay-01-behind.png");

    // the players move on; the spectator follows, still DELAY moves behind
    await playTo(upTo + DELAY);
    await carol.waitInfo(`JSON.stringify(i.routeOwners) === ${JSON.stringify(JSON.stringify(ownersAfter(upTo)))}`);

    // the last move: the end screen comes at once, not DELAY moves later
    await playTo(log.length);
    await carol.scene("GameOver", 120000);
    await carol.shot("spectator-delay-02-end.png");
    assert.deepEqual(carol.errors, [], "no console errors");
    // the hand-off to the mirror is a refusal at matchmaking, not an error of a room connection colyseus.js warns about
    assert.deepEqual(carol.warnings, [], "no console warnings");

    // A reload after the end joins again at once: nobody's connection waits for a reconnection now, and Colyseus logs
    // every reconnection try that finds none ("Did you miss .allowReconnection()?").
    const logged: string[] = [];
    const consoleInfo = console.info;
    console.info = (...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
      consoleInfo(...args);
    };
    try {
      await carol.page.reload();
      await carol.scene("GameOver", 120000);
    } finally {
      console.info = consoleInfo;
    }
    assert.deepEqual(logged.filter((line) => line.includes("allowReconnection")), [], "no reconnection was tried");
    assert.deepEqual(carol.errors, [], "no console errors after the reload");
    assert.deepEqual(carol.warnings, [], "no console warnings after the reload");
    await carol.context.close();
  });
});
