// Browser: the lobby shows the server's listing a page at a time. With more waiting games than a page holds, a
// newcomer sees the first page and the total, Next / Previous move through the pages, and the search box narrows
// the listing; a lobby connection that dies is rejoined on the same search. A login of the same account elsewhere
// sends the tab back to the login form, saying why.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import type { Client, Room } from "colyseus.js";
import type { Browser } from "playwright-core";
import type { GameServer } from "../../server/src/createGameServer.js";
import { LOBBY_PAGE_SIZE, SESSION_END_TEXT } from "../../shared-rules/protocol/index.js";
import { matchMaker } from "@colyseus/core";
import { logIn, serverAt } from "../../test-kit/index.js";
import { accountClient, dropConnections, launchBrowser, Player, PUBLIC_DIR, startServerWithClient } from "./browserKit.js";

/** Waiting games listed: more than one page. Three hosts' worth each (MAX_WAITING_GAMES_PER_USER). */
const HOSTS = 9;
const GAMES_PER_HOST = 3;
const GAMES = HOSTS * GAMES_PER_HOST;

describe("browser lobby: pages and search", function () {
  this.timeout(300_000);
  let server: GameServer;
  let baseUrl = "";
  let browser: Browser;
  const rooms: Room[] = [];

  before(async () => {
    if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html"))) throw new Error("public/index.html is missing: run `npm run build` first");
    ({ server, baseUrl } = await startServerWithClient());
    for (let h = 0; h < HOSTS; h++) {
      const client = await host(`host${h}`);
      for (let g = 0; g < GAMES_PER_HOST; g++) {
        const room = await client.create("ttr", { gameName: `Listed game ${h * GAMES_PER_HOST + g}`, color: "red" });
        room.onMessage("*", () => {});
        rooms.push(room);
      }
    }
    browser = await launchBrowser();
  });

  /** A registered user's colyseus.js client. */
  const host = (username: string): Promise<Client> => accountClient(baseUrl, username);

  after(async () => {
    await browser?.close();
    await server?.shutdown();
  });

  it("pages through every game, finds one by name, and keeps the search across a dropped lobby connection", async () => {
    const lucy = await Player.open(browser, "lucy", baseUrl, { width: 1280, height: 900 });
    await lucy.scene("Login");
    await lucy.register("lucy1", "secret-1");
    const range = lucy.page.locator("#lobby-range");
    const listed = () => lucy.page.locator("#lobby-list .ttr-game .name").allTextContents();

    await range.filter({ hasText: `Games 1–${LOBBY_PAGE_SIZE} of ${GAMES}` }).waitFor();
    assert.equal((await listed()).length, LOBBY_PAGE_SIZE);
    assert.equal((await listed())[0], "Listed game 0", "the longest-waiting game first");
    assert.ok(await lucy.page.locator("#lobby-previous").isDisabled());
    await lucy.shot("lobby-page-1.png");

    await lucy.page.click("#lobby-next");
    await range.filter({ hasText: `Games ${LOBBY_PAGE_SIZE + 1}–${GAMES} of ${GAMES}` }).waitFor();
    assert.equal((await listed()).length, GAMES - LOBBY_PAGE_SIZE);
    assert.ok(await lucy.page.locator("#lobby-next").isDisabled());

    await lucy.page.click("#lobby-previous");
    await range.filter({ hasText: `Games 1–${LOBBY_PAGE_SIZE} of ${GAMES}` }).waitFor();

    await lucy.page.fill("#lobby-search", "game 26");
    await range.filter({ hasText: "of 1 matching" }).waitFor();
    assert.deepEqual(await listed(), ["Listed game 26"]);
    await lucy.shot("lobby-search.png");

    // The lobby's connection dies (as when the heartbeat gives up on a silent peer): the tab rejoins by itself, on
    // the same search, and hears of a game created after the drop.
    // (Lucy was the lobby's only client: the lobby room closes with her, and her tab's rejoin opens a new one.)
    const lucysLobbySessions = async () => {
      const lobbies = (await matchMaker.query({ name: "lobby" })).map((l) => matchMaker.getLocalRoomById(l.roomId));
      return lobbies.flatMap((room) => room?.clients ?? []).filter((c) => (c.auth as { username?: string } | undefined)?.username === "lucy1").map((c) => c.sessionId);
    };
    const [dropped] = await lucysLobbySessions();
    for (const lobby of await matchMaker.query({ name: "lobby" })) dropConnections(lobby.roomId, "lucy1");
    let back = false;
    while (!back) {
      back = (await lucysLobbySessions()).some((id) => id !== dropped);
      await new Promise((resolve) => setTimeout(resolve, 50)); // polling the server's own rooms (no timing asserted)
    }
    const late = await host("late1");
    const lateRoom = await late.create("ttr", { gameName: "Listed game 26 (late)", color: "red" });
    lateRoom.onMessage("*", () => {});
    rooms.push(lateRoom);
    await range.filter({ hasText: "Games 1–2 of 2 matching" }).waitFor();
    assert.deepEqual((await listed()).sort(), ["Listed game 26", "Listed game 26 (late)"]);
    // The listed game is still one click away from joining.
    await lucy.page.click(`#join-${rooms[26].roomId}-blue`);
    await lucy.scene("WaitingRoom");
    assert.deepEqual(lucy.errors, []);
  });

  it("sends a tab back to the login form, saying why, when its account signs in somewhere else", async () => {
    const sam = await Player.open(browser, "sam", baseUrl, { width: 1280, height: 800 });
    await sam.scene("Login");
    // a name already in use: the server's reason ("username is already taken") reads in sentence case beside the field
    await sam.page.fill("#register-username", "host0");
    await sam.page.fill("#register-password", "secret-1");
    await sam.page.fill("#register-confirm", "secret-1");
    await sam.page.press("#register-confirm", "Enter");
    await sam.page.locator("#register-username-error").filter({ hasText: /\S/ }).waitFor();
    assert.equal(await sam.page.textContent("#register-username-error"), "Username is already taken");
    await sam.shot("register-name-taken.png");
    await sam.register("sam_elsewhere", "secret-1");
    await sam.page.locator("#lobby-range").filter({ hasText: "of" }).waitFor();

    // every join button names its colour, on the button and as its accessible name
    const joins = sam.page.locator("#lobby-list button[id^='join-']");
    await joins.first().waitFor();
    const named = await joins.evaluateAll((buttons) => buttons.map((b) => ({ id: b.id, text: (b as HTMLElement).innerText.trim(), label: b.getAttribute("aria-label"),
      fits: b.scrollWidth <= b.clientWidth })));
    assert.ok(named.length > 0);
    const LABEL: Record<string, string> = { red: "Red", orange: "Orange", yellow: "Yellow", green: "Green", blue: "Blue", purple: "Pink", black: "Black", white: "White" };
    for (const b of named) {
      const name = LABEL[b.id.split("-").at(-1)!];
      assert.ok(b.text.endsWith(name), `${b.id} shows "${b.text}"`);
      assert.equal(b.label, `Join as ${name}`);
      assert.ok(b.fits, `${b.id}: its name is not cut`);
    }
    assert.equal(await sam.page.getByRole("button", { name: "Join as Blue" }).count(), named.filter((b) => b.id.endsWith("-blue")).length);
    await sam.shot("lobby-join-names.png");
    await logIn(serverAt(baseUrl), "sam_elsewhere", "secret-1");
    await sam.scene("Login");
    await sam.page.locator(".ttr-status").filter({ hasText: SESSION_END_TEXT.signedInElsewhere }).waitFor();
    assert.equal(await sam.page.evaluate(() => localStorage.getItem("ttr.session")), null, "the ended login is forgotten");
    await sam.page.locator("#login-form").waitFor();
    assert.deepEqual(sam.errors.filter((e) => /page error/.test(e)), []);
  });
});
