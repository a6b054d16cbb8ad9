// The claimable glow in a browser stays readable: by default only the claimable routes that serve the player's
// unfinished tickets glow (the rules' cheapest paths, as the server's state gives them), the A key shows all of them,
// again none, and the top bar's switch steps back to the tickets. A person plays against a bot, drawing from the deck
// until a route can be claimed; then a drawn card's flight to the hand is seen running and a key finishes it.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import { matchMaker } from "@colyseus/core";
import type { TtrRoom } from "../../server/src/room/TtrRoom.js";
import { USA_MAP, ticketProgress } from "../../shared-rules/src/index.js";
import { glowingRoutes } from "../src/map/claimHints.js";
import { MOTION_KEY } from "../src/ui/motion.js";
import { Player, serverAndBrowser } from "./browserKit.js";

type Info = { seat: number; currentPlayer: number; turnStage: string; animations: number; claimable: number[]; claimableGlow: number[]; claimHints: string; routeOwners: number[] };

/** The one game this server holds, as the server sees it. */
async function serverRules() {
  const [listing] = await matchMaker.query({ name: "ttr" });
  return (matchMaker.getLocalRoomById(listing.roomId) as TtrRoom).game.rules!;
}

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

describe("claimable glow in the browser", function () {
  this.timeout(900_000);
  const suite = serverAndBrowser();

  it("glows the routes serving the tickets by default; A shows all, then none; the switch steps on; a card's flight is skippable", async () => {
    const alice = await Player.open(suite.browser, "alice", `${suite.baseUrl}/?seed=11`, { width: 1280, height: 800 });
    const info = async () => (await alice.info()) as unknown as Info;
    await alice.scene("Login");
    await alice.register("alice_glow", "secret-1");
    await alice.createGame("Glow", "red");
    await alice.page.selectOption("#bot-difficulty", "easy");
    await alice.page.click("#add-bot");
    await alice.page.waitForFunction(() => document.querySelectorAll("#waiting-players li").length === 2);
    await alice.page.click("#start-game");
    await alice.scene("Game");
    await alice.waitInfo("i.modal === 'destinations'");
    await alice.click("modal:ticket:0");
    await alice.click("modal:ticket:1");
    await alice.click("modal:confirm");
    await alice.waitInfo("i.phase === 'playing' && i.modal === null");
    await alice.click("tab:board");

    // draw from the deck until a route serving a ticket can be claimed
    let now: Info | null = null;
    for (let turn = 0; turn < 40; turn++) {
      await alice.waitInfo("i.currentPlayer === i.seat && i.turnStage === 'start'", 120_000);
      const seen = await info();
      if (seen.claimableGlow.length > 0) {
        now = seen;
        break;
      }
      await alice.page.keyboard.press("d");
      await alice.waitInfo("i.turnStage === 'drewOneCard'");
      await alice.page.keyboard.press("d");
      await alice.waitInfo("i.currentPlayer !== i.seat");
    }
    assert.ok(now, "a route serving a ticket became claimable");
    assert.equal(now.claimHints, "tickets", "the tickets' routes glow by default");
    const rules = await serverRules();
    const progress = ticketProgress(now.routeOwners, 2, now.seat, rules.players[now.seat].tickets);
    const expected = glowingRoutes("tickets", now.claimable, progress, (id) => USA_MAP.routes[id].double);
    assert.deepEqual(sorted(now.claimableGlow), sorted(expected), "exactly the claimable routes on the tickets' cheapest paths");
    assert.ok(now.claimableGlow.every((id) => now.claimable.includes(id)));
    await alice.shot("claimable-tickets.png", 0);

    await alice.page.keyboard.press("a");
    await alice.waitInfo("i.claimHints === 'all'");
    const all = await info();
    assert.deepEqual(sorted(all.claimableGlow), sorted(all.claimable), "A: every claimable route glows");
    await alice.shot("claimable-all.png", 0);
    await alice.page.keyboard.press("a");
    await alice.waitInfo("i.claimHints === 'off'");
    assert.deepEqual((await info()).claimableGlow, [], "then none");
    await alice.click("toggle:claimable");
    await alice.waitInfo("i.claimHints === 'tickets'");
    assert.deepEqual(sorted((await info()).claimableGlow), sorted(expected), "the switch steps back to the tickets' routes");

    // A drawn card flies to the hand; held at its first frame here ("hold"), so it is seen running; a key lands it.
    await alice.page.evaluate((k) => localStorage.setItem(k, "hold"), MOTION_KEY);
    await alice.page.keyboard.press("d");
    await alice.waitInfo("i.turnStage === 'drewOneCard' && i.animations > 0");
    await alice.page.keyboard.press("Shift");
    await alice.waitInfo("i.animations === 0");
    assert.deepEqual(alice.errors, [], "no console errors");
  });
});
