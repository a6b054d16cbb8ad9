// Browser test of the buy-route modal's payments: two people play by clicking until one can pay a
// coloured route with locomotives only and claims it through the modal's + button, and
// until one pays a gray route with locomotives only by picking the locomotive card. The hook gives coordinates only.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import { USA_MAP } from "../../shared-rules/src/index.js";
import { Player, serverAndBrowser } from "./browserKit.js";

type Info = Record<string, unknown> & { seat: number; currentPlayer: number; hand: Record<string, number>; routeOwners: number[]; faceUp: (string | null)[]; turnStage: string; players: { trainsLeft: number }[] };

/**
 * A free route (twin free too) this hand can pay with locomotives only. Coloured routes are not limited to colours the
 * hand lacks: after a few dozen draws a hand holds every colour, and an unlucky deal then never offered one (the test
 * drew until the deck ran out). The modal's wild + buttons make any coloured payment all-locomotive.
 */
function allLocoRoute(info: Info, gray: boolean): number | null {
  const hand = info.hand;
  const r = USA_MAP.routes
    .filter((r) => info.routeOwners[r.id] === -1 && (r.double === null || info.routeOwners[r.double] === -1))
    .filter((r) => r.length <= hand.locomotive && r.length <= info.players[info.seat].trainsLeft)
    .filter((r) => (gray ? r.color === "gray" : r.color !== "gray"))
    .sort((a, b) => a.length - b.length)[0];
  return r ? r.id : null;
}

describe("buy-route modal in the browser (all-locomotive payments)", function () {
  this.timeout(900000);
  const suite = serverAndBrowser();

  it("claims a coloured and a gray route with locomotives only, through clicks", async () => {
    const alice = await Player.open(suite.browser, "alice", suite.baseUrl, { width: 1440, height: 900 });
    const bob = await Player.open(suite.browser, "bob", suite.baseUrl, { width: 1440, height: 900 });
    await alice.scene("Login");
    await alice.register("alice_buy", "secret-1");
    await bob.scene("Login");
    await bob.register("bob_buy", "secret-2");
    await alice.createGame("Locomotives", "red");
    const join = bob.page.locator("button[id^='join-'][id$='-blue']");
    await join.waitFor({ timeout: 60000 });
    await join.click();
    await bob.scene("WaitingRoom");
    await alice.page.waitForSelector("#start-game:not([disabled])", { timeout: 60000 });
    await alice.page.click("#start-game");
    for (const p of [alice, bob]) {
      await p.scene("Game");
      await p.waitInfo("i.modal === 'destinations'");
      await p.click("modal:ticket:0");
      await p.click("modal:ticket:1");
      await p.click("modal:confirm");
    }
    for (const p of [alice, bob]) await p.waitInfo("i.phase === 'playing' && i.modal === null");

    const seatOf = async (p: Player) => ((await p.info()) as Info).seat;
    // The next turn is read from alice's view: both views must have moved on (the other's patch may still be on its way).
    const turnPassed = (from: number) => Promise.all([alice, bob].map((p) => p.waitInfo(`i.currentPlayer !== ${from}`)));
    const seats = new Map([[await seatOf(alice), alice], [await seatOf(bob), bob]]);
    const done = { coloured: false, gray: false };
    for (let turn = 0; turn < 120 && !(done.coloured && done.gray); turn++) {
      const cur = ((await alice.info()) as Info).currentPlayer;
      const mover = seats.get(cur)!;
      await mover.waitInfo(`i.currentPlayer === i.seat && i.turnStage === 'start' && i.modal === null`);
      const info = (await mover.info()) as Info;
      const gray = done.coloured;
      const id = allLocoRoute(info, gray);
      if (id !== null) {
        const length = USA_MAP.routes[id].length;
        await mover.click(`route:${id}`);
        await mover.waitInfo("i.modal === 'buyRoute'");
        if (gray) await mover.click("modal:color:locomotive");
        else for (let k = 0; k < length; k++) await mover.click("modal:wild+"); // the modal may already start at all-wild
        await mover.shot(`buy-all-loco-${gray ? "gray" : "coloured"}.png`);
        await mover.click("modal:confirm");
        await mover.waitInfo(`i.routeOwners[${id}] === i.seat && i.modal === null`);
        const after = (await mover.info()) as Info;
        assert.equal(after.hand.locomotive, info.hand.locomotive - length, "paid with locomotives");
        for (const c of Object.keys(info.hand).filter((c) => c !== "locomotive")) assert.equal(after.hand[c], info.hand[c], `no ${c} card spent`);
        done[gray ? "gray" : "coloured"] = true;
        await turnPassed(cur);
        continue;
      }
      // collect locomotives: a face-up one is the whole turn, else two from the deck
      await mover.click("tab:board");
      await mover.waitInfo("i.tab === 'board'");
      const loco = info.faceUp.indexOf("locomotive");
      if (loco >= 0) await mover.click(`faceUp:${loco}`);
      else {
        await mover.click("deck");
        await mover.waitInfo("i.turnStage === 'drewOneCard'");
        await mover.click("deck");
      }
      await turnPassed(cur);
    }
    assert.ok(done.coloured, "a coloured route was paid with locomotives only");
    assert.ok(done.gray, "a gray route was paid with locomotives only");
    const errors = [...alice.errors, ...bob.errors];
    assert.deepEqual(errors, []);
  });
});
