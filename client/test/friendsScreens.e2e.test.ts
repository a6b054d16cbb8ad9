// Browser test: the social pages as a person sees them, on a desktop (1280×800) and a phone (390×844, touch), and
// the friends list in a phone game's menu drawer. Ann has finished a USA and a Switzerland game (over the wire,
// seeded, few trains: the quickest real way), has two friends (Ben waiting at a table he invited her to, Cy playing
// a game with a bot) and a request from Dee. Each page is checked for text running over text or out of the window
// (textLayout.ts), then photographed: social-friends-*, social-account-*, social-profile-* (.png, -1280 and -390).
// Then Ann plays a game against a bot on the phone: the drawer's Friends button opens the list over the board
// (social-drawer-friends-390.png, and 844×390 landscape), and its Join seats her at Ben's table.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { TEST_PASSWORD, ask, post, registerUser, serverAt, type User } from "../../test-kit/index.js";
import { playToEnd } from "../../server/test/autoplay.js";
import { Player, serverAndBrowser, serverRoom, untilOnServer } from "./browserKit.js";
import { layoutProblems, resizeAndSettle } from "./textLayout.js";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PHONE_LANDSCAPE = { width: 844, height: 390 };

/** Nothing scrolls sideways: the page is no wider than the window (a table keeps its overflow in its own box). */
async function pageWidthProblems(p: Player): Promise<string[]> {
  const { scroll, inner } = await p.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  return scroll > inner ? [`the page is ${scroll} px wide in a ${inner} px window`] : [];
}

/** The in-game list: the dialog inside the window, and no text of it over another (the board beneath is covered). */
async function dialogFits(p: Player, what: string): Promise<void> {
  const problems = await p.page.evaluate(() => {
    // (a dialog taller than the window scrolls inside its backdrop)
    const backdrop = document.querySelector("#friends-backdrop")!;
    const dialog = document.querySelector("#friends-dialog")!.getBoundingClientRect();
    const out = dialog.left < 0 || dialog.top < 0 || dialog.right > window.innerWidth || dialog.bottom > backdrop.scrollHeight;
    return out ? [`the dialog (${Math.round(dialog.left)}, ${Math.round(dialog.top)})–(${Math.round(dialog.right)}, ${Math.round(dialog.bottom)}) leaves the window`] : [];
  });
  const overlaps = (await layoutProblems(p.page)).filter((line) => !line.includes("(canvas)"));
  assert.deepEqual([...problems, ...overlaps, ...(await pageWidthProblems(p))], [], what);
}

async function looksRight(p: Player, what: string): Promise<void> {
  const problems = [...(await layoutProblems(p.page)), ...(await pageWidthProblems(p))];
  assert.deepEqual(problems, [], `${what}: ${problems.join("; ")}`);
}

describe("friends, the profile and the account on a desktop and a phone, and the friends list in a phone game (headless Chromium)", function () {
  this.timeout(300_000);
  const suite = serverAndBrowser();

  it("shows each page whole and readable, and Join in the drawer's friends list seats her at a friend's table", async () => {
    const at = serverAt(suite.baseUrl);
    const [ann, ben, cy, dee] = [await registerUser(at, "social_ann"), await registerUser(at, "social_ben"), await registerUser(at, "social_cy"), await registerUser(at, "social_dee")];
    const keep = (r: Room) => {
      r.onMessage("*", () => undefined);
      return r;
    };
    for (const [map, seed] of [["usa", 3], ["switzerland", 4]] as const) {
      const ra = keep(await ann.client.create("ttr", { gameName: `Warm-up ${map}`, color: "red", map, trainsPerPlayer: 6, seed }));
      const rb = keep(await ben.client.joinById(ra.roomId, { color: "blue" }));
      assert.equal((await ask(ra, "startGame")).code, "ok");
      await playToEnd(ra.roomId, new Map([[0, ra], [1, rb]]));
      await Promise.all([ra.leave(true), rb.leave(true)]);
    }
    const act = (from: User, action: string, to: User) => post(at, `/api/friends/${action}`, { username: to.username }, from.token);
    for (const friend of [ben, cy]) {
      await act(ann, "request", friend);
      assert.equal((await act(friend, "accept", ann)).body.changed, true);
    }
    await act(dee, "request", ann);
    const benTable = keep(await ben.client.create("ttr", { gameName: "Ben's Tuesday table", color: "blue" }));
    assert.equal((await post(at, "/api/friends/invite", { gameId: benTable.roomId, username: ann.username }, ben.token)).status, 200);
    const cyGame = keep(await cy.client.create("ttr", { gameName: "Cy against the bot", color: "green" }));
    assert.equal((await ask(cyGame, "addAI", { difficulty: "easy" })).code, "ok");
    assert.equal((await ask(cyGame, "startGame")).code, "ok");

    for (const [viewport, touch] of [[DESKTOP, false], [PHONE, true]] as const) {
      const me = await Player.open(suite.browser, `social-${viewport.width}`, suite.baseUrl, viewport, 1, touch);
      await me.logIn(ann.username, TEST_PASSWORD);
      await me.page.waitForSelector(`#invitation-join-${benTable.roomId}`);
      await me.page.waitForSelector("#friend-social_ben.ttr-friend-waiting #friend-join-social_ben");
      await me.page.waitForSelector("#friend-social_cy.ttr-friend-playing #friend-watch-social_cy");
      await me.page.waitForSelector("#request-accept-social_dee");
      await me.page.locator("#friends-panel").scrollIntoViewIfNeeded();
      await looksRight(me, `friends list at ${viewport.width}`);
      await me.shot(`social-friends-${viewport.width}.png`);

      await me.page.click("#open-account");
      await me.page.waitForSelector("#account-dialog");
      await looksRight(me, `account dialog at ${viewport.width}`);
      await me.shot(`social-account-${viewport.width}.png`);
      await me.page.click("#account-close");

      await me.page.click("#open-ratings");
      await me.page.waitForSelector("#map-stats tbody tr");
      await me.page.locator("#map-stats-box").scrollIntoViewIfNeeded();
      await looksRight(me, `profile at ${viewport.width}`);
      // the statistics stay inside their column: wider than it, they scroll sideways in their own box
      const [box, column] = await Promise.all([".ttr-map-stats-wrap", "#profile"].map((s) => me.page.locator(s).boundingBox()));
      assert.ok(box && column && box.x + box.width <= column.x + column.width + 1, `the statistics (${JSON.stringify(box)}) inside their column (${JSON.stringify(column)})`);
      await me.shot(`social-profile-${viewport.width}.png`);
      assert.deepEqual(me.errors, []);
      if (viewport === DESKTOP) await me.context.close();
      else {
        // The phone, in a game: the drawer's Friends button, the list over the board, Join from there.
        await me.page.click("#ratings-back");
        await me.playAgainstBot("Ann's warm-up", "red");
        await me.waitInfo("i.modal === 'destinations'");
        for (const choice of ["modal:ticket:0", "modal:ticket:1", "modal:confirm"]) await me.tap(choice);
        await me.waitInfo("i.modal === null");
        await me.tap("menu");
        await me.waitInfo("i.menuOpen");
        await me.tap("menu:friends");
        await me.page.waitForSelector("#friends-dialog #friend-social_ben #friend-join-social_ben");
        await dialogFits(me, "friends list in the phone's drawer");
        await me.shot("social-drawer-friends-390.png");
        await resizeAndSettle(me.page, PHONE_LANDSCAPE);
        // turning the phone draws the game again: the list opens again with it
        await me.page.waitForSelector("#friends-dialog #friend-join-social_ben");
        await dialogFits(me, "friends list in the phone's drawer, landscape");
        await me.shot("social-drawer-friends-844.png");
        await me.page.tap("#friends-dialog-close");
        await me.waitInfo("i.menuOpen");
        await me.shot("social-drawer-844.png");
        await resizeAndSettle(me.page, PHONE);
        await me.tap("menu:friends");
        await me.page.tap("#friend-join-social_ben");
        await me.scene("WaitingRoom");
        await untilOnServer(() => serverRoom(benTable.roomId).game.seats.some((s) => s.username === ann.username));
        assert.deepEqual(me.errors, []);
        await me.context.close();
      }
    }
  });
});
