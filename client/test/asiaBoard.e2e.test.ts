// Browser test: Legendary Asia and the table options in the create form, short. The form lists the USA's table
// options (1910, Mega Game, Big Cities) with the option's deal read from the rules, and hides the field on a board
// without options; an Asia game with a bot starts, the opening offer is one long and three regular tickets, and the
// board is drawn at 1280×800 and 390×844 (asia-1280.png, asia-390.png) with no canvas text overlapping another.
// Needs `npm run build` and Chromium.
import assert from "node:assert/strict";
import { ASIA_MAP, type GameState } from "../../shared-rules/src/index.js";
import { Player, startWithABot, untilOnServer, wholeGameServerAndBrowser } from "./browserKit.js";
import { layoutProblems, resizeAndSettle } from "./textLayout.js";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describe("Legendary Asia and the table options in the browser", function () {
  this.timeout(600_000);
  const env = wholeGameServerAndBrowser();

  it("offers the USA's table options in the create form, and starts and draws a Legendary Asia game", async () => {
    const alice = await Player.open(env.browser, "alice-asia", `${env.baseUrl}/?seed=44`, DESKTOP);
    await alice.scene("Login");
    await alice.register("alice_asia", "secret-1");
    await alice.page.click("#create-game");
    // the USA (the default): its three options, Mega Game's deal from the rules
    const options = await alice.page.$$eval("#create-variant option", (os) => os.map((o) => (o as HTMLOptionElement).value));
    assert.deepEqual(options, ["", "1910", "mega", "bigCities"]);
    await alice.page.selectOption("#create-variant", "mega");
    assert.match(await alice.page.innerText("#create-variant-facts"), /69 tickets · deal 5, keep at least 3 · draw 4/);
    await alice.shot("asia-create-form-mega.png", 100);
    // Legendary Asia has none: the field is hidden and no option is sent
    await alice.page.selectOption("#create-map", "asia");
    assert.equal(await alice.page.isHidden("#create-variant-field"), true);
    await alice.page.fill("#create-title", "Asia by clicks");
    await alice.page.click("#create-color-red");
    await alice.page.press("#create-title", "Enter");
    await alice.scene("WaitingRoom");
    const game = await startWithABot(alice);
    const rules = (): GameState => game.rules!;
    assert.equal(rules().map, "asia");
    assert.equal(game.record.variant, undefined);
    const seat = game.seats.findIndex((s) => s.username === "alice_asia");
    await alice.waitInfo("i.modal === 'destinations'");
    const offered = rules().players[seat].pendingTickets;
    assert.deepEqual(offered.map((id) => ASIA_MAP.tickets[id].kind).sort(), ["long", "regular", "regular", "regular"]);
    await alice.click("modal:ticket:0");
    await alice.click("modal:ticket:1");
    await alice.click("modal:confirm");
    await untilOnServer(() => rules().phase === "playing");
    await alice.waitInfo("i.scene === 'Game' && i.modal === null");
    await alice.click("tab:board");
    await resizeAndSettle(alice.page, DESKTOP);
    await alice.shot("asia-1280.png");
    const desktop = (await layoutProblems(alice.page)).filter((p) => !/chat|ticker/i.test(p));
    await resizeAndSettle(alice.page, PHONE);
    await alice.shot("asia-390.png");
    const phone = (await layoutProblems(alice.page)).filter((p) => !/chat|ticker/i.test(p));
    assert.deepEqual({ desktop, phone }, { desktop: [], phone: [] }, "Legendary Asia: texts overlapping or cut");
    await alice.context.close();
  });
});
