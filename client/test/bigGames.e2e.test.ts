// Browser test: two whole big games through the client, one server and one Chromium for both. A person (alice) and
// the waiting room's default bot; every one of her moves is a real click on the canvas.
// - Legendary Asia: she claims a mountain route (its set-aside trains shown by her name in the player box), and the
//   end screen shows her mountain trains' points and the Asian Explorer's cities and bonus, as the server scored them,
//   with the Explorer's line under the winner's revealed tickets;
//   screenshots at 1280×800 and 390×844 mid-game and on the end screen (biggame-asia-*.png), no canvas text
//   overlapping another or cut.
// - USA Mega Game (the create form's table option): the end screen shows both bonuses, the longest path and the
//   Globetrotter, as the server scored them.
// Her moves come from bigGamePerson.ts (a pure function of her seat's view); the seeded deals were found with
// scripts/find-big-game-deals.ts so that a few of her turns with few trains (`?trains=`) reach what is checked. The
// server is read only to know whose turn it is and what her view holds (to pick what to click), and to compare the
// end. Needs `npm run build` and Chromium.
import assert from "node:assert/strict";
import { mapById, mapOf, playerView, type GameState, type MapId, type VariantId } from "../../shared-rules/src/index.js";
import { drawTwoCardsByClicks, Player, startWithABot, untilOnServer, wholeGameServerAndBrowser } from "./browserKit.js";
import { layoutProblems, resizeAndSettle } from "./textLayout.js";
import { personMove, type PersonClaim } from "./bigGamePerson.js";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface ShownText { text: string; x: number; y: number; w: number; h: number }

/** What the canvas shows now (the client's read-only text hook): every text with its box. */
async function canvasTexts(p: Player): Promise<ShownText[]> {
  return p.page.evaluate(() => (window as unknown as { __ttr: { textLayout(): { texts: ShownText[] } } }).__ttr.textLayout().texts.map((t) => ({ text: t.text.replace(/\s+/g, " "), x: t.x, y: t.y, w: t.w, h: t.h })));
}

/** The texts on the same line as "<rank>. <name>" on the end screen's table (the player's row), left to right. */
async function rowOf(p: Player, name: string): Promise<string[]> {
  const texts = await canvasTexts(p);
  const label = texts.find((t) => /^\d+\. /.test(t.text) && t.text.replace(/^\d+\. /, "") === name);
  assert.ok(label, `the end screen names ${name}: ${texts.map((t) => t.text).join(" | ")}`);
  const middle = label.y + label.h / 2;
  return texts.filter((t) => t !== label && Math.abs(t.y + t.h / 2 - middle) < label.h / 2).sort((a, b) => a.x - b.x).map((t) => t.text);
}

/** No canvas text overlapping another or cut (the chat and the ticker aside), at the page's size now. */
async function textProblems(p: Player): Promise<string[]> {
  return (await layoutProblems(p.page)).filter((problem) => !/chat|ticker/i.test(problem));
}

/** Screenshots at both sizes, each checked for overlapping or cut texts, then back to the desktop. */
async function shotsAtBothSizes(p: Player, name: string): Promise<void> {
  await resizeAndSettle(p.page, PHONE);
  await p.shot(`${name}-390.png`);
  const phone = await textProblems(p);
  await resizeAndSettle(p.page, DESKTOP);
  await p.shot(`${name}-1280.png`);
  const desktop = await textProblems(p);
  assert.deepEqual({ desktop, phone }, { desktop: [], phone: [] }, `${name}: texts overlapping or cut`);
}

describe("big games in the browser: Legendary Asia with a mountain route, a USA Mega Game", function () {
  this.timeout(900_000);
  const env = wholeGameServerAndBrowser();

  /** One whole game of alice against one bot by clicks; `afterClaim` runs after each of her claims. */
  async function playWholeGame(game: { map: MapId; variant?: VariantId; seed: number; trains: number; name: string }, afterClaim: (alice: Player, claim: PersonClaim, rules: () => GameState, seat: number) => Promise<void>) {
    const alice = await Player.open(env.browser, `alice-${game.name}`, `${env.baseUrl}/?seed=${game.seed}&trains=${game.trains}`, DESKTOP);
    await alice.scene("Login");
    const username = `alice_${game.name}`;
    await alice.register(username, "secret-1");
    await alice.page.click("#create-game");
    await alice.page.selectOption("#create-map", game.map);
    if (game.variant) await alice.page.selectOption("#create-variant", game.variant);
    await alice.page.fill("#create-title", `${game.name} by clicks`);
    await alice.page.click("#create-color-red");
    await alice.page.press("#create-title", "Enter");
    await alice.scene("WaitingRoom");
    const room = await startWithABot(alice);
    const rules = (): GameState => room.rules!;
    assert.equal(rules().map, game.map);
    assert.equal(room.record.variant, game.variant);
    const seat = room.seats.findIndex((s) => s.username === username);
    const view = () => playerView(rules(), seat);

    // the opening: the tickets her moves keep
    await alice.waitInfo("i.modal === 'destinations'");
    const opening = personMove(view());
    assert.equal(opening.kind, "keep");
    if (opening.kind === "keep") for (const i of opening.indices) await alice.click(`modal:ticket:${i}`);
    await alice.click("modal:confirm");
    await untilOnServer(() => rules().phase === "playing");

    for (let turn = 0; turn < 200 && rules().phase === "playing"; turn++) {
      const turnNow = rules().turnNumber;
      const turnOver = () => rules().phase !== "playing" || rules().turnNumber !== turnNow;
      if (rules().currentPlayer !== seat) {
        await untilOnServer(turnOver, 300_000);
        continue;
      }
      await alice.waitInfo("i.scene === 'Game' && i.currentPlayer === i.seat && i.turnStage === 'start' && i.modal === null");
      const move = personMove(view());
      if (move.kind === "claim") {
        const route = mapOf(rules()).routes[move.routeId]!;
        await alice.click(`route:${move.routeId}`);
        await alice.waitInfo("i.modal === 'buyRoute'");
        if (route.color === "gray") await alice.click(`modal:color:${move.choice.trainColor}`);
        await alice.click("modal:confirm");
        await untilOnServer(() => rules().routeOwners[move.routeId] === seat);
        await alice.waitInfo("i.modal === null");
        await afterClaim(alice, move, rules, seat);
      } else {
        await alice.click("tab:board");
        await alice.waitInfo("i.tab === 'board'");
        await drawTwoCardsByClicks(alice, rules, seat);
      }
      await untilOnServer(turnOver);
    }
    assert.equal(rules().phase, "ended", `the ${game.name} game reached its end`);

    // the end screen's totals are the server's
    const result = room.record.result!;
    await alice.scene("GameOver", 300_000);
    await alice.waitInfo("Array.isArray(i.result) && i.result.length === 2");
    const shown = (await alice.info()) as { result: { username: string; points: number }[] };
    assert.deepEqual(shown.result.map((r) => [r.username, r.points]), result.ranking.map((s) => [room.seats[s]!.username, result.scores[s]!.total]), "the end screen shows the server's totals");
    assert.deepEqual(alice.errors, []);
    return { alice, room, seat, username };
  }

  it("Legendary Asia: a mountain route claimed, its trains shown and counted at the end with the Asian Explorer", async () => {
    const map = mapById("asia");
    let mountainShown = false;
    const { alice, room, seat, username } = await playWholeGame({ map: "asia", seed: 4, trains: 8, name: "asia" }, async (alice, claim, rules, me) => {
      const route = map.routes[claim.routeId]!;
      if (route.mountains === 0 || mountainShown) return;
      // her set-aside trains by her name (the player box), then the board mid-game at both sizes
      assert.equal(rules().players[me]!.trainsLeft, 8 - route.length - route.mountains, "the mountain's trains left her supply");
      await alice.page.waitForFunction((mark) => (window as unknown as { __ttr: { textLayout(): { texts: { text: string }[] } } }).__ttr.textLayout().texts.some((t) => t.text.includes(mark)), `▲${route.mountains}`);
      await alice.click("tab:board");
      await shotsAtBothSizes(alice, "biggame-asia-mid");
      mountainShown = true;
    });
    assert.ok(mountainShown, "she claimed a mountain route");
    const scores = room.record.result!.scores;
    const mine = scores[seat]!;
    assert.ok((mine.mountainPoints ?? 0) > 0, "her mountain trains scored");
    // her row: the Explorer's cities (and bonus when she has the most), her mountain trains' points, her total
    const explorer = mine.endBonuses!.find((b) => b.kind === "asianExplorer")!;
    const cities = `${mine.networkCities} ${mine.networkCities === 1 ? "city" : "cities"}`;
    const row = await rowOf(alice, username);
    assert.ok(row.includes(explorer.points > 0 ? `${cities} (+${explorer.points})` : cities), `the Explorer's cell: ${row.join(" | ")}`);
    assert.ok(row.includes(`+${mine.mountainPoints}`), `the mountain trains' cell: ${row.join(" | ")}`);
    assert.ok(row.includes(String(mine.total)), `her total: ${row.join(" | ")}`);
    assert.ok(scores.some((s) => s.endBonuses!.some((b) => b.kind === "asianExplorer" && b.points > 0)), "somebody took the Explorer");
    const texts = (await canvasTexts(alice)).map((t) => t.text);
    assert.ok(texts.includes("Asian Explorer") && texts.includes("Mountain trains"), `the end table's heads: ${texts.join(" | ")}`);
    // the Explorer's line under each winner's revealed tickets says why (shared when tied)
    const winners = scores.filter((s) => s.endBonuses!.some((b) => b.kind === "asianExplorer" && b.points > 0));
    const line = `★ Asian Explorer${winners.length > 1 ? ", shared (a tie: all score):" : ":"} the largest network (${winners[0]!.networkCities} cities)`;
    assert.equal(texts.filter((x) => x === line).length, winners.length, `the Explorer's line, once per winner: ${texts.join(" | ")}`);
    await shotsAtBothSizes(alice, "biggame-asia-end");
    await alice.context.close();
  });

  it("USA Mega Game: the longest path and the Globetrotter both shown at the end as the server scored them", async () => {
    const { alice, room, seat, username } = await playWholeGame({ map: "usa", variant: "mega", seed: 6, trains: 10, name: "mega" }, () => Promise.resolve());
    const scores = room.record.result!.scores;
    const mine = scores[seat]!;
    const bonus = (s: (typeof scores)[number], kind: string) => s.endBonuses!.find((b) => b.kind === kind)!.points;
    assert.ok(scores.some((s) => bonus(s, "longestPath") > 0) && scores.some((s) => bonus(s, "globetrotter") > 0), `both bonuses given: ${JSON.stringify(scores.map((s) => s.endBonuses))}`);
    const row = await rowOf(alice, username);
    const cars = `${mine.longestPath} ${mine.longestPath === 1 ? "car" : "cars"}`;
    const longest = bonus(mine, "longestPath");
    assert.ok(row.includes(longest > 0 ? `${cars} · +${longest}` : cars), `the longest path's cell: ${row.join(" | ")}`);
    const globetrotter = bonus(mine, "globetrotter");
    assert.ok(row.includes(globetrotter > 0 ? `+${globetrotter}` : "—"), `the Globetrotter's cell: ${row.join(" | ")}`);
    assert.ok(row.includes(String(mine.total)), `her total: ${row.join(" | ")}`);
    await alice.shot("biggame-mega-end-1280.png", 300);
    await alice.context.close();
  });
});
