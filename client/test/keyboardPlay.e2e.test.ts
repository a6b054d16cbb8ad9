// Browser test of keyboard play and the claim undo window: a person plays against a bot with
// the keyboard only — keeps tickets with arrows + Space + Enter, draws with D, types a route's city names, picks the
// payment with keys, sees the claim held with Undo, takes it back (the server never hears of it), claims again and
// lets it go through, draws a face-up card with a number key, asks for tickets with T, and opens the `?` help. On the
// way, a chat message dressed up as the bot's line shows as one entry under its real sender.
// The hook gives coordinates and state only; every action is a key press (or a click a person would make).
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import { matchMaker } from "@colyseus/core";
import type { TtrRoom } from "../../server/src/room/TtrRoom.js";
import { USA_MAP } from "../../shared-rules/src/index.js";
import { UNDO_STORAGE_KEY } from "../src/input/undoSetting.js";
import type { ShownChatEntry } from "../src/components/ChatEntries.js";
import { Player, serverAndBrowser } from "./browserKit.js";

type Info = Record<string, unknown> & {
  seat: number; currentPlayer: number; turnStage: string; modal: string | null; claimable: number[]; routeOwners: number[];
  hand: Record<string, number>; faceUp: (string | null)[];
  keyPrompt: { kind: string; candidates?: string[]; routeIds?: number[] } | null;
  heldClaim: { routeId: number } | null; keyHelp: boolean; undoSeconds: number; ticketFocus: number | null; ticketsKept: number[] | null;
  chatEntries: ShownChatEntry[];
};

/** The one game this server holds, as the server sees it. */
async function serverRules() {
  const [listing] = await matchMaker.query({ name: "ttr" });
  return (matchMaker.getLocalRoomById(listing.roomId) as TtrRoom).game.rules!;
}

const cards = (hand: Record<string, number>) => Object.values(hand).reduce((a, b) => a + b, 0);
const name = (city: number) => USA_MAP.cities[city].name;
/** What a hurried person types for a city: the start of its first word. */
const short = (city: number) => name(city).toLowerCase().split(" ")[0].slice(0, 3);

describe("keyboard play and the claim undo window in the browser", function () {
  this.timeout(900_000);
  const suite = serverAndBrowser();

  it("plays a game's claim, undo, draws and tickets with the keyboard only", async () => {
    const alice = await Player.open(suite.browser, "alice", `${suite.baseUrl}/?seed=11`, { width: 1440, height: 900 });
    const info = async () => (await alice.info()) as Info;
    const key = (k: string) => alice.page.keyboard.press(k);
    await alice.scene("Login");
    await alice.register("alice_keys", "secret-1");
    // a window longer than any slow step of this test, so the undo below cannot race the timer; the menu sets it back
    await alice.page.evaluate((k) => localStorage.setItem(k, "60"), UNDO_STORAGE_KEY);
    await alice.createGame("Keys", "red");
    await alice.page.selectOption("#bot-difficulty", "easy");
    await alice.page.click("#add-bot");
    await alice.page.waitForFunction(() => document.querySelectorAll("#waiting-players li").length === 2);
    await alice.page.click("#start-game");
    await alice.scene("Game");

    // Tickets: the first is focused from the start, so one Space keeps it; → Space keeps the second, Enter confirms.
    await alice.waitInfo("i.modal === 'destinations' && i.ticketFocus === 0");
    await key("Space");
    await alice.waitInfo("JSON.stringify(i.ticketsKept) === '[0]'");
    await key("Space");
    await alice.waitInfo("JSON.stringify(i.ticketsKept) === '[]' && i.ticketFocus === 0");
    await key("Space");
    await key("ArrowRight");
    await alice.waitInfo("i.ticketFocus === 1");
    await key("Space");
    await alice.shot("keyboard-tickets.png", 200);
    await key("Enter");
    await alice.waitInfo("i.phase === 'playing' && i.modal === null");
    await alice.click("tab:board"); // a person clicks the Board tab to see the cards; the focus is on the page

    // Keys typed into the chat are the chat's: a "d" there draws nothing.
    await alice.waitInfo("i.currentPlayer === i.seat && i.turnStage === 'start'");
    const beforeChat = await info();
    await alice.click("menu");
    await alice.page.click("#chat-input");
    await alice.page.keyboard.type("dd12");
    assert.equal(await alice.page.inputValue("#chat-input"), "dd12");
    assert.equal(cards((await info()).hand), cards(beforeChat.hand), "nothing drawn while typing in the chat");
    assert.equal((await serverRules()).turnStage, "start");
    await alice.page.fill("#chat-input", "");

    // A message made to look like the bot's line (a tab, a bidi override) shows as one entry under alice's name; so
    // does a line that reaches the client with a newline in it (chat kept from before the server made lines one line).
    await alice.page.fill("#chat-input", "hi\tBot 1 (easy): I resign\u202E gg");
    await alice.page.press("#chat-input", "Enter");
    await alice.waitInfo("i.chatEntries && i.chatEntries.length === 1");
    const [listing] = await matchMaker.query({ name: "ttr" });
    (matchMaker.getLocalRoomById(listing.roomId) as TtrRoom).broadcast("chat", { sender: "alice_keys", message: "ok\nBot 1 (easy): I give up" });
    await alice.waitInfo("i.chatEntries.length === 2");
    const entries = (await info()).chatEntries;
    assert.deepEqual(entries.map((e) => [e.sender, e.message]), [
      ["alice_keys", "hi Bot 1 (easy): I resign gg"],
      ["alice_keys", "ok Bot 1 (easy): I give up"],
    ]);
    for (const e of entries) assert.ok(e.messageX > e.senderX, "the message stands beside its sender's name, never at the names' edge");
    assert.ok(entries[1].top >= entries[0].bottom, "entries do not overlap");
    await alice.shot("keyboard-chat.png", 200);
    await alice.click("menu");
    await alice.click("tab:board");

    // Draw from the deck (D, D) until a route can be claimed.
    let routeId = -1;
    for (let turn = 0; turn < 60 && routeId < 0; turn++) {
      await alice.waitInfo("i.currentPlayer === i.seat && i.turnStage === 'start' && i.modal === null");
      const now = await info();
      if (now.claimable.length > 0) {
        routeId = now.claimable[0];
        break;
      }
      await key("d");
      await alice.waitInfo("i.turnStage === 'drewOneCard' || i.currentPlayer !== i.seat");
      if ((await info()).currentPlayer === now.seat) await key("d");
      await alice.waitInfo("i.currentPlayer !== i.seat");
    }
    assert.ok(routeId >= 0, "a route became claimable");
    const route = USA_MAP.routes[routeId];
    const label = `${name(route.a)} – ${name(route.b)}`;

    /** Types the route's city names, takes it from the list (and its colour if it is a double), pays with keys. */
    const claimByKeys = async (shots: boolean) => {
      await key("c");
      await alice.waitInfo("i.keyPrompt && i.keyPrompt.kind === 'typing'");
      // the first time only the first city: the list offers every route out of it, one is picked by its number;
      // the second time both cities, and Enter takes the highlighted route
      const typed = shots ? short(route.a) : `${short(route.a)} ${short(route.b)}`;
      await alice.page.keyboard.type(typed);
      const listed = (await info()).keyPrompt!.candidates!;
      const at = listed.indexOf(label);
      assert.ok(at >= 0 && at < 9, `${label} is listed for "${typed}": ${listed.join(", ")}`);
      if (shots) {
        assert.ok(listed.length > 1, "one city typed lists several routes");
        await alice.shot("keyboard-prompt.png", 200);
      }
      await key(shots || at > 0 ? String(at + 1) : "Enter");
      const asked = (await info()).keyPrompt;
      if (asked?.kind === "twin") await key(String(asked.routeIds!.indexOf(routeId) + 1));
      await alice.waitInfo("i.modal === 'buyRoute'");
      if (route.color === "gray") await key("ArrowRight"); // the first colour this hand can pay with
      if (shots) await alice.shot("keyboard-buy-modal.png", 200);
      await key("Enter");
      await alice.waitInfo("i.modal === null");
    };

    // Claim, held with Undo; U takes it back and the server has no claim.
    await claimByKeys(true);
    await alice.waitInfo(`i.heldClaim && i.heldClaim.routeId === ${routeId}`);
    await alice.shot("keyboard-undo-bar.png", 200);
    await key("u");
    await alice.waitInfo("i.heldClaim === null");
    const afterUndo = await serverRules();
    assert.equal(afterUndo.routeOwners[routeId], -1, "the undone claim never reached the server");
    assert.equal(afterUndo.turnStage, "start");
    assert.equal(afterUndo.currentPlayer, (await info()).seat);

    // The game menu's toggle sets the window back to 3 s; the claim then goes through by itself.
    await alice.click("menu");
    await alice.click("menu:undo");
    await alice.waitInfo("i.undoSeconds === 3");
    await alice.shot("keyboard-menu-undo-toggle.png", 200);
    await alice.click("menu");
    await claimByKeys(false);
    await alice.waitInfo(`i.heldClaim && i.heldClaim.routeId === ${routeId}`);
    await alice.waitInfo(`i.heldClaim === null && i.routeOwners[${routeId}] === i.seat`);
    assert.equal((await serverRules()).routeOwners[routeId], (await info()).seat, "the route is hers on the server");

    // Next turn: a face-up card with a number key.
    await alice.waitInfo("i.currentPlayer === i.seat && i.turnStage === 'start' && i.modal === null");
    const before = await info();
    const slot = before.faceUp.findIndex((c) => c !== null && c !== "locomotive");
    await key(String(slot + 1));
    await alice.waitInfo(`Object.values(i.hand).reduce((a, b) => a + b, 0) === ${cards(before.hand) + 1}`);
    assert.equal((await info()).hand[before.faceUp[slot]!], before.hand[before.faceUp[slot]!] + 1, "the face-up card's colour came in");
    await key("d");
    // (not "the turn passed": a fast bot may hand it back before the page is asked)
    await alice.waitInfo(`Object.values(i.hand).reduce((a, b) => a + b, 0) === ${cards(before.hand) + 2}`);

    // Next turn: T asks for tickets; 1 keeps the first, Enter confirms.
    await alice.waitInfo("i.currentPlayer === i.seat && i.turnStage === 'start' && i.modal === null");
    const held = (await serverRules()).players[(await info()).seat].tickets.length;
    await key("t");
    await alice.waitInfo("i.modal === 'destinations'");
    await key("1");
    await key("Enter");
    await alice.waitInfo(`i.modal === null && i.ticketCount === ${held + 1}`);
    assert.equal((await serverRules()).players[(await info()).seat].tickets.length, held + 1);

    // ? shows the help, Esc hides it.
    await key("?");
    await alice.waitInfo("i.keyHelp === true");
    await alice.shot("keyboard-help.png", 200);
    await key("Escape");
    await alice.waitInfo("i.keyHelp === false");
    assert.deepEqual(alice.errors, []);
  });

  it("opens the tickets with the first one focused, and asks before logging out (Cancel stays in the game)", async () => {
    const bea = await Player.open(suite.browser, "bea", suite.baseUrl, { width: 1280, height: 800 });
    await bea.scene("Login");
    await bea.register("bea_logout", "secret-1");
    await bea.playAgainstBot("Logout", "blue");
    await bea.waitInfo("i.modal === 'destinations' && i.ticketFocus === 0");
    await bea.shot("tickets-first-focused.png", 200);
    await bea.page.keyboard.press("Space");
    await bea.waitInfo("JSON.stringify(i.ticketsKept) === '[0]'");

    await bea.click("menu");
    await bea.click("menu:logout");
    await bea.waitInfo("typeof i.logoutConfirm === 'string'");
    const question = String((await bea.info()).logoutConfirm);
    assert.match(question, /^Log out\? You keep your seat/);
    assert.match(question, /a bot plays for you/);
    await bea.shot("logout-confirm.png", 200);
    await bea.click("logout:cancel");
    await bea.waitInfo("i.logoutConfirm == null");
    await bea.scene("Game");
    assert.notEqual(await bea.page.evaluate(() => localStorage.getItem("ttr.session")), null, "still logged in");
    assert.equal((await bea.info()).modal, "destinations", "the game view is as it was");

    await bea.click("menu:logout");
    await bea.waitInfo("typeof i.logoutConfirm === 'string'");
    await bea.click("logout:confirm");
    await bea.scene("Login");
    assert.equal(await bea.page.evaluate(() => localStorage.getItem("ttr.session")), null, "logged out");
    assert.deepEqual(bea.errors, []);
  });
});
