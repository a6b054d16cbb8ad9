// The rules page and the help on every turn, through the real client: the rules page opens from the lobby (each
// board's page shot at 1280×800 and 390×844, German and Polish for length, no text overlapping or cut at 360×740 and
// 1440×900), from the create form (the chosen board's) and from the game menu (the game's board); at the first "Your
// turn!" the yard and the turn's help line are in sight at 1280×800 (a Europe game: the Board tab comes up by
// itself, a city that can take a station answers the pointer, each player box shows its stations left) and at
// 390×844 (a USA game on a phone: the sheet with the yard and the help line, the drawer's Rules button).
import assert from "node:assert/strict";
import { Player, serverAndBrowser } from "./browserKit.js";
import { layoutProblems, resizeAndSettle } from "./textLayout.js";
import { MAP_IDS } from "../../shared-rules/src/index.js";
import { tIn } from "../src/i18n/i18n.js";

interface TurnHelp { text: string; x: number; y: number; width: number; height: number }

/** The rules page's board, once it is open. */
async function rulesPageMap(p: Player): Promise<string> {
  await p.page.waitForSelector("#rules-page");
  return (await p.page.getAttribute("#rules-page", "data-map")) ?? "";
}

async function closeRules(p: Player): Promise<void> {
  await p.page.click("#rules-close");
  await p.page.waitForSelector("#rules-page", { state: "detached" });
}

/**
 * Every board's page looked at: RULES_SCREENSHOTS=all shoots each board at each size and German and Polish (what a
 * person looks at after a change of the page); a plain run shoots Europe's only, to keep the file short.
 */
const EVERY_SHOT = process.env.RULES_SCREENSHOTS === "all";

/** The boards' pages, one after the other through the page's own select, shot under `tag`. */
async function shootEveryMap(p: Player, tag: string): Promise<void> {
  for (const id of EVERY_SHOT ? MAP_IDS : (["europe"] as const)) {
    await p.page.selectOption("#rules-map", id);
    await p.page.waitForSelector(`#rules-page[data-map="${id}"]`);
    await p.shot(`rules-${id}-${tag}.png`, 0);
  }
}

/** Accepts the opening tickets (the first two) and waits for this seat's first turn. */
async function firstTurn(p: Player, tap = false): Promise<void> {
  await p.waitInfo("i.modal === 'destinations'");
  for (const name of ["modal:ticket:0", "modal:ticket:1", "modal:confirm"]) await (tap ? p.tap(name) : p.click(name));
  await p.waitInfo("i.phase === 'playing' && i.currentPlayer === i.seat && i.turnStage === 'start' && i.modal === null");
}

async function turnHelp(p: Player): Promise<TurnHelp | null> {
  return (await p.info()).turnHelp as TurnHelp | null;
}

/** The help line is shown, says something, and lies inside the window. */
async function assertHelpShown(p: Player, what: string): Promise<void> {
  await p.waitInfo("i.turnHelp !== null && i.turnHelp.text.length > 20");
  const help = (await turnHelp(p))!;
  const size = p.page.viewportSize()!;
  const scale = await p.page.evaluate(() => { const c = document.querySelector("#game canvas")!; return c.getBoundingClientRect().width / (c as HTMLCanvasElement).width; });
  assert.ok(help.x >= 0 && help.y >= 0 && (help.x + help.width) * scale <= size.width + 1 && (help.y + help.height) * scale <= size.height + 1, `${what}: the help line is inside the window (${JSON.stringify(help)})`);
}

describe("rules page and help on every turn", function () {
  this.timeout(400_000);
  const env = serverAndBrowser();

  it("the rules page opens from the lobby and the create form; Europe's first turn at 1280×800 shows the yard, the help line, the station cue and the stations left; the game menu opens Europe's page", async () => {
    const me = await Player.open(env.browser, "me", env.baseUrl, { width: 1280, height: 800 });
    try {
      await me.scene("Login");
      await me.register("ruler", "secret-1");
      // the lobby: every board's page at a desktop's and a phone's size, German and Polish for length
      await me.page.click("#open-rules");
      assert.equal(await rulesPageMap(me), "usa");
      const problems: string[] = [];
      for (const size of [{ width: 1440, height: 900 }, { width: 360, height: 740 }]) {
        await resizeAndSettle(me.page, size);
        for (const id of ["usa", "europe", "nordic"] as const) {
          await me.page.selectOption("#rules-map", id);
          problems.push(...(await layoutProblems(me.page)).map((x) => `${size.width}×${size.height} ${id}: ${x}`));
        }
      }
      await resizeAndSettle(me.page, { width: 1280, height: 800 });
      await shootEveryMap(me, "1280x800");
      // the rest of Europe's page: its pictures (a tunnel's reveal, a ferry, a station) and the score table
      await me.page.selectOption("#rules-map", "europe");
      assert.deepEqual(await me.page.$$eval("#rules-page canvas", (cs) => cs.map((c) => (c as HTMLCanvasElement).dataset.picture)), ["route", "tunnel", "ferry", "station"]);
      await me.page.$eval("#rules-page [data-topic=stations]", (el) => el.scrollIntoView({ block: "end" }));
      await me.shot("rules-europe-1280x800-pictures.png", 0);
      await resizeAndSettle(me.page, { width: 390, height: 844 });
      await shootEveryMap(me, "390x844");
      await closeRules(me);
      for (const language of EVERY_SHOT ? ["de", "pl"] : ["pl"]) {
        await me.page.selectOption("#lobby-language", language);
        await me.page.click("#open-rules");
        await me.page.selectOption("#rules-map", "europe");
        await me.shot(`rules-europe-390x844-${language}.png`, 0);
        await resizeAndSettle(me.page, { width: 1280, height: 800 });
        await me.page.selectOption("#rules-map", "nordic");
        await me.shot(`rules-nordic-1280x800-${language}.png`, 0);
        problems.push(...(await layoutProblems(me.page)).map((x) => `1280×800 ${language} nordic: ${x}`));
        await closeRules(me);
        await resizeAndSettle(me.page, { width: 390, height: 844 });
      }
      await me.page.selectOption("#lobby-language", "en");
      await resizeAndSettle(me.page, { width: 1280, height: 800 });
      assert.deepEqual(problems, [], "the rules page's texts neither overlap nor are cut");

      // the create form: the chosen board's page over the form, which stays as filled in
      await me.page.click("#create-game");
      await me.page.selectOption("#create-map", "europe");
      await me.page.click("#create-map-rules");
      assert.equal(await rulesPageMap(me), "europe");
      await me.page.keyboard.press("Escape");
      await me.page.waitForSelector("#rules-page", { state: "detached" });
      assert.equal(await me.page.inputValue("#create-map"), "europe");
      await me.page.click("#create-color-red");
      await me.page.press("#create-title", "Enter");
      await me.scene("WaitingRoom");
      await me.page.click("#add-bot");
      await me.page.waitForSelector("#start-game:not([disabled])");
      await me.page.click("#start-game");
      await me.scene("Game");

      // the first "Your turn!": the Board tab is up by itself, the yard and the help line in sight
      await firstTurn(me);
      await me.waitInfo("i.tab === 'board' && i.faceUpShown && i.handShown");
      assert.ok(await me.shows("deck") && await me.shows("faceUp:0") && await me.shows("ticketDeck"), "the decks and the face-up cards are on screen");
      await assertHelpShown(me, "1280×800 Europe");
      // the help line names the turn's choices, the station among them
      const [choices] = tIn("en", "hint.yourTurnStations", { stations: "" }).split(".");
      assert.ok((await turnHelp(me))!.text.startsWith(choices), "Europe's help line names the four choices");
      // each player box shows its stations left (3 each at the start)
      const stations = (await me.info()).stationsShown as Array<{ seat: number; left: number }>;
      assert.deepEqual(stations.map((s) => [s.seat, s.left]), [[0, 3], [1, 3]]);
      // a city that can take a station answers the pointer
      await me.hover("city:0");
      await me.waitInfo("i.stationCue === 0");
      await me.shot("turn-help-europe-1280x800.png");

      // the game menu: the game's board's rules page
      await me.click("menu");
      await me.waitInfo("i.menuOpen");
      await me.click("menu:rules");
      assert.equal(await rulesPageMap(me), "europe");
      await me.shot("rules-from-game-menu-1280x800.png", 0);
      await closeRules(me);
      assert.deepEqual(me.errors, []);
    } finally {
      await me.context.close();
    }
  });

  it("a phone (390×844): at the first \"Your turn!\" the sheet shows the yard and the help line; the drawer's Rules opens the game's board", async () => {
    const me = await Player.open(env.browser, "phone", env.baseUrl, { width: 390, height: 844 }, 2, true);
    try {
      await me.scene("Login");
      await me.register("thumb", "secret-1");
      await me.playAgainstBot(null, "blue");
      await firstTurn(me, true);
      await me.waitInfo("i.sheetOpen === true && i.faceUpShown");
      assert.ok(await me.shows("deck") && await me.shows("faceUp:0") && await me.shows("ticketDeck"), "the decks and the face-up cards are on screen");
      await assertHelpShown(me, "390×844 USA");
      assert.equal((await turnHelp(me))!.text, tIn("en", "hint.yourTurn"), "the help line names the three choices");
      await me.shot("turn-help-usa-390x844.png");
      await me.tap("menu");
      await me.waitInfo("i.menuOpen");
      await me.shot("menu-drawer-rules-390x844.png");
      await me.tap("menu:rules");
      assert.equal(await rulesPageMap(me), "usa");
      await me.shot("rules-from-game-menu-390x844.png", 0);
      await closeRules(me);
      assert.deepEqual(me.errors, []);
    } finally {
      await me.context.close();
    }
  });
});
