// Browser test at 1024×768: long ticket names ("Sault St. Marie – Oklahoma City") are never cut —
// in the ticket modal, in the hand tab and on the end screen, each name is shown whole and its measured width fits
// the room it has. The seeds deal that ticket: seed 18 offers it to the first seat of two; with seed 7 a medium bot
// keeps it in a game of four bots. Screenshots at 1024×768 and 1920×1080 go to test-artifacts/screenshots.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import { matchMaker } from "@colyseus/core";
import type { TtrRoom } from "../../server/src/room/TtrRoom.js";
import { USA_MAP, ticketProgress } from "../../shared-rules/src/index.js";
import { Player, serverAndBrowser } from "./browserKit.js";

interface ShownText { text: string; width: number; maxWidth: number; fontSize: number }

const LONG = "Sault St. Marie – Oklahoma City";
const TICKET_NAMES = new Set(USA_MAP.tickets.map((t) => `${USA_MAP.cities[t.a].name} – ${USA_MAP.cities[t.b].name}`));

/** The ticket names of a group as the page shows them, one line each ("A –\nB" and "A\n→ B" read as "A – B"). */
async function shownNames(p: Player, group: string): Promise<ShownText[]> {
  const texts = await p.page.evaluate((g) => (window as unknown as { __ttr: { texts(g: string): ShownText[] } }).__ttr.texts(g), group);
  return texts.map((t) => ({ ...t, text: t.text.replace(/\s*(–|→)?\s*\n\s*(→\s*)?/, " – ") }));
}

/** Every name is a whole ticket name and fits its room. */
function assertWhole(texts: ShownText[], where: string): void {
  assert.ok(texts.length > 0, `${where}: some ticket names are shown`);
  for (const t of texts) {
    assert.ok(TICKET_NAMES.has(t.text), `${where}: "${t.text}" is a whole ticket name`);
    assert.ok(t.width <= t.maxWidth + 0.5, `${where}: "${t.text}" is ${t.width.toFixed(1)} px wide in a room of ${t.maxWidth.toFixed(1)} px`);
  }
}

/**
 * Each kept ticket's meter in the hand tab shows what the rules' ticketProgress gives for the
 * server's board (✓, the trains still needed with their words, "8 to go", or ✗). The bot keeps playing, so both sides are read again until they
 * agree (the page follows the server a patch behind), within a bounded wait.
 */
async function checkProgressMeters(me: Player): Promise<void> {
  const [listing] = await matchMaker.query({ name: "ttr" });
  const room = matchMaker.getLocalRoomById(listing!.roomId) as unknown as TtrRoom;
  const expected = () => {
    const rules = room.game.rules!;
    return ticketProgress(rules.routeOwners, rules.players.length, 0, rules.players[0]!.tickets)
      .map((p) => `${p.ticketId}:${p.status === "done" ? "✓" : p.status === "impossible" ? "✗" : `${p.trainsNeeded} to go`}`)
      .sort();
  };
  const shown = async () => (await me.page.evaluate(() => (window as unknown as { __ttr: { texts(g: string): { text: string }[] } }).__ttr.texts("hand:progress"))).map((t) => t.text).sort();
  let last: string[] = [];
  for (let i = 0; i < 300; i++) {
    last = await shown();
    if (last.length === 3 && JSON.stringify(last) === JSON.stringify(expected())) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  assert.deepEqual(last, expected(), "the hand tab's progress meters show the rules' ticketProgress for the server's board");
}

describe("ticket names are never cut at 1024×768", function () {
  this.timeout(900_000);
  const suite = serverAndBrowser();

  it("in the ticket modal and the hand tab", async () => {
    const me = await Player.open(suite.browser, "dana", `${suite.baseUrl}/?seed=18`, { width: 1024, height: 768 });
    await me.scene("Login");
    await me.register("dana_names", "secret-1");
    await me.createGame("Long names", "red");
    await me.page.click("#add-bot");
    await me.page.waitForSelector("#start-game:not([disabled])");
    await me.page.click("#start-game");
    await me.scene("Game");
    await me.waitInfo("i.modal === 'destinations'");
    const offered = await shownNames(me, "modal:tickets");
    assertWhole(offered, "ticket modal");
    assert.ok(offered.some((t) => t.text === LONG), `the modal offers ${LONG}: ${offered.map((t) => t.text).join(", ")}`);
    await me.shot("names-ticket-modal-1024.png");
    for (const i of [0, 1, 2]) await me.click(`modal:ticket:${i}`);
    await me.click("modal:confirm");
    await me.waitInfo("i.phase === 'playing' && i.modal === null && i.ticketCount === 3");
    if ((await me.info()).tab !== "hand") await me.click("tab:hand");
    await me.waitInfo("i.tab === 'hand'");
    const held = await shownNames(me, "hand:tickets");
    assertWhole(held, "hand tab");
    assert.deepEqual(held.map((t) => t.text).sort(), offered.map((t) => t.text).sort(), "all three kept tickets are listed");
    await checkProgressMeters(me);
    await me.shot("names-hand-1024.png");
    await me.page.setViewportSize({ width: 1920, height: 1080 });
    await me.click("tab:hand");
    await me.waitInfo("i.tab === 'hand'");
    assertWhole(await shownNames(me, "hand:tickets"), "hand tab at 1920×1080");
    await me.shot("names-hand-1920.png", 800);
    assert.deepEqual(me.errors, []);
    await me.context.close();
  });

  it("on the end screen", async () => {
    const me = await Player.open(suite.browser, "erik", `${suite.baseUrl}/?seed=7`, { width: 1024, height: 768 });
    await me.scene("Login");
    await me.register("erik_names", "secret-2");
    await me.createGame("Long names, bots", "red");
    for (const [n, difficulty] of ["easy", "medium", "hard", "easy"].entries()) {
      await me.page.selectOption("#bot-difficulty", difficulty);
      await me.page.click("#add-bot");
      await me.page.waitForFunction((k) => document.querySelectorAll("#waiting-players li").length === k, n + 2);
    }
    await me.page.click("#start-and-watch");
    await me.scene("GameOver", 600_000);
    await me.page.waitForFunction(() => (window as unknown as { __ttr: { texts(g: string): unknown[] } }).__ttr.texts("end:tickets").length > 0);
    const revealed = await shownNames(me, "end:tickets");
    assertWhole(revealed, "end screen");
    assert.ok(revealed.some((t) => t.text === LONG), `the end screen reveals ${LONG}`);
    await me.shot("names-end-1024.png");
    await me.page.setViewportSize({ width: 1920, height: 1080 });
    await me.shot("names-end-1920.png", 800);
    assertWhole(await shownNames(me, "end:tickets"), "end screen at 1920×1080");
    assert.deepEqual(me.errors, []);
  });
});
