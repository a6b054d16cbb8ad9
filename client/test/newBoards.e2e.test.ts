// Browser test: a whole game on each board of the second wave through the client, one server and one Chromium for
// the three. A person (alice) and bots; every one of her moves is a real click on the canvas. On Nordic Countries and
// Switzerland a second person (bob, a browser context of his own) joins her table and plays by clicks too (two cards
// each turn), and both end screens show the server's totals. On the way, each board's own rule as the client shows it:
// - Nordic Countries: the payment modal refuses a locomotive on a plain route with the rule's reason (translated from
//   the code locomotiveNotAllowed), then a ferry is paid with three cards standing in for its locomotive;
// - Switzerland: the create form says 2–3 players; the ticket offer lists a country ticket's destinations with their
//   points, it is kept and the hand names it by the destination its meter aims at; a face-up locomotive is taken as one card and a second card follows in the same turn;
// - India: the game ends on the end screen with the server's totals (two people, a Grand Tour and the replay:
//   indiaGrandTour.e2e, in `npm run test:maps`).
// The create form shows each board's player range; a full Nordic or Switzerland table (two people and a bot: 3)
// offers no more bots and refuses a 4th person. Screenshots of each
// board at 1280×800 and 390×844 (newboard-<map>-<width>.png), the board's city names checked for overlaps at both.
// The server is read only to know whose turn it is and which moves the rules allow (to pick what to click), and to
// compare the end. Each game is short: a seeded deal and few trains each (the test-mode create option trainsPerPlayer,
// `?trains=` in the page's address), so the last round comes after a handful of turns. Needs `npm run build` and Chromium.
import assert from "node:assert/strict";
import { claimOptions, mapById, playerView, tunnelPayments, type ClaimOption, type GameState, type LoggedCommand, type MapId } from "../../shared-rules/src/index.js";
import { matchMaker } from "@colyseus/core";
import { accountClient, drawTwoCardsByClicks, Player, serverRoom, untilOnServer, wholeGameServerAndBrowser } from "./browserKit.js";
import { layoutProblems, resizeAndSettle } from "./textLayout.js";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface Did { refused: boolean; ferryStandIns: boolean; faceUpLocomotiveThenSecond: boolean; countryTicket: boolean; countryListed: boolean }

/** What the canvas shows now (the client's read-only text hook): every text's words. */
async function canvasTexts(p: Player): Promise<string[]> {
  return p.page.evaluate(() => (window as unknown as { __ttr: { textLayout(): { texts: { text: string }[] } } }).__ttr.textLayout().texts.map((t) => t.text));
}

/** The ticket offer names a country ticket's every destination with its points. */
async function offerListsDestinations(p: Player, places: string[]): Promise<void> {
  // a long line may wrap anywhere between words
  const texts = (await canvasTexts(p)).join(" ").replace(/\s+/g, " ");
  for (const place of places) assert.ok(texts.includes(place), `the offer names ${place}: ${texts}`);
}

/** Only the board's city names (and the other canvas texts) overlapping or cut: the problems textLayout finds. */
async function boardProblems(p: Player): Promise<string[]> {
  return (await layoutProblems(p.page)).filter((problem) => !/chat|ticker/i.test(problem));
}

describe("the boards of the second wave in the browser: Nordic Countries, Switzerland, India", function () {
  this.timeout(1_800_000);
  const env = wholeGameServerAndBrowser();

  /**
   * One whole game of alice against `bots` bots on `map`, by clicks; `special` runs at the start of each of her turns
   * and answers true when it made her move. With `withBob`, a second person (bob, a browser context of his own) joins
   * her table before the bots and plays by clicks too: he draws two cards each turn (the seeded deal stays the
   * game's, and his turns are quick). Returns the server's final state and the game, and bob when he played.
   */
  async function playWholeGame(map: MapId, bots: number, seed: number, trains: number, special: (ctx: TurnContext) => Promise<boolean>, withBob = false): Promise<{ alice: Player; bob: Player | null; end: GameState; did: Did }> {
    const board = mapById(map);
    const alice = await Player.open(env.browser, `alice-${map}`, `${env.baseUrl}/?seed=${seed}&trains=${trains}`, DESKTOP);
    const bob = withBob ? await Player.open(env.browser, `bob-${map}`, env.baseUrl, DESKTOP) : null;
    const people = withBob ? 2 : 1;
    await alice.scene("Login");
    await alice.register(`alice_${map.slice(0, 5)}`, "secret-1");
    if (bob) {
      await bob.scene("Login");
      await bob.register(`bob_${map.slice(0, 5)}`, "secret-2");
    }
    // the create form: the board's player range and doubles rule, from its data
    await alice.page.click("#create-game");
    await alice.page.selectOption("#create-map", map);
    const facts = await alice.page.innerText("#create-map-facts");
    assert.match(facts, new RegExp(`${board.minPlayers}–${board.maxPlayers} players`), `the create form says ${map}'s range: ${facts}`);
    assert.match(facts, new RegExp(`from ${board.doubleRoutesBothUsableFromPlayers} players`));
    await alice.page.fill("#create-title", `${map} by clicks`);
    await alice.page.click("#create-color-red");
    await alice.page.press("#create-title", "Enter");
    await alice.scene("WaitingRoom");
    const tables = await matchMaker.query({ name: "ttr" });
    const table = tables.find((r) => serverRoom(r.roomId)?.game.seats.some((s) => s.username === `alice_${map.slice(0, 5)}`));
    if (bob) {
      // bob takes a seat at her table from his lobby's list, as a person does
      await bob.page.click(`#join-${table!.roomId}-blue`);
      await bob.scene("WaitingRoom");
      await untilOnServer(() => serverRoom(table!.roomId).game.seats.length === 2);
    }
    for (let i = 0; i < bots; i++) await alice.page.click("#add-bot");
    await alice.page.waitForSelector("#start-game:not([disabled])");
    if (bots + people === board.maxPlayers) {
      // a full table of this board: no more bots offered, and a person asking for a seat is refused
      await alice.page.waitForSelector("#add-bot[disabled]");
      const dora = await accountClient(env.baseUrl, `dora_${map.slice(0, 5)}`);
      await assert.rejects(dora.joinById(table!.roomId, { color: "green" }), /full/i, `a person past ${board.maxPlayers} at a ${map} table is refused`);
    }
    await alice.page.click("#start-game");
    await alice.scene("Game");
    // the scene is listed a moment before its hook tells the room (a loaded machine shows the gap)
    await alice.waitInfo("i.scene === 'Game' && typeof i.roomId === 'string'");
    const game = serverRoom(String((await alice.info()).roomId)).game;
    await untilOnServer(() => game.rules !== undefined && game.rules !== null);
    const rules = (): GameState => game.rules!;
    assert.equal(rules().map, map);
    assert.ok(rules().players.every((p) => p.trainsLeft === trains), "a short game: few trains each");
    const seat = game.seats.findIndex((s) => s.username === `alice_${map.slice(0, 5)}`);
    const bobSeat = game.seats.findIndex((s) => s.username === `bob_${map.slice(0, 5)}`);

    // the opening: keep what `keepAtStart` picks (at least the board's minimum)
    await alice.waitInfo("i.modal === 'destinations'");
    const offered = rules().players[seat].pendingTickets;
    const country = offered.findIndex((id) => board.tickets[id].kind === "country");
    if (country >= 0) await offerListsDestinations(alice, board.tickets[offered[country]].destinations!.map((d) => `${board.cities[d.to].name} (${d.points})`));
    const keep = [...new Set([...(country >= 0 ? [country] : []), 0, 1])].slice(0, Math.max(2, board.initialTickets.keepAtLeast));
    for (const i of keep) await alice.click(`modal:ticket:${i}`);
    await alice.click("modal:confirm");
    if (bob) {
      // bob's opening: the first tickets of his offer, as many as the board asks
      await bob.scene("Game");
      await bob.waitInfo("i.modal === 'destinations'");
      for (let i = 0; i < Math.max(2, board.initialTickets.keepAtLeast); i++) await bob.click(`modal:ticket:${i}`);
      await bob.click("modal:confirm");
    }
    await untilOnServer(() => rules().phase === "playing");
    const ctx: TurnContext = { alice, seat, rules, log: () => game.record.log, map, did: { refused: false, ferryStandIns: false, faceUpLocomotiveThenSecond: false, countryTicket: country >= 0, countryListed: false }, shots: false };

    for (let turn = 0; turn < 600 && rules().phase === "playing"; turn++) {
      const now = rules().currentPlayer;
      // a turn is over once the turn count moves on (a bot answers within a poll, so whose turn it is may be hers again)
      const turnNow = rules().turnNumber;
      const turnOver = () => rules().phase !== "playing" || rules().turnNumber !== turnNow;
      if (bob && now === bobSeat) {
        await bobDrawsTwo(bob, rules, bobSeat);
        await untilOnServer(turnOver);
        continue;
      }
      if (now !== seat) {
        await untilOnServer(turnOver, 300_000);
        continue;
      }
      await alice.waitInfo("i.scene === 'Game' && i.currentPlayer === i.seat && i.turnStage === 'start' && i.modal === null");
      if (!ctx.shots && rules().turnNumber >= 2) {
        await boardShots(ctx);
        ctx.shots = true;
      }
      if (!(await special(ctx))) {
        const best = longestClaim(rules(), seat);
        if (best) await claimByClicks(ctx, best.id, best.choice);
        else {
          // the cards are on the board tab (the hand tab shows the tickets)
          await alice.click("tab:board");
          await alice.waitInfo("i.tab === 'board'");
          await drawTwoCardsByClicks(alice, rules, seat);
        }
      }
      if (rules().phase === "playing" && rules().currentPlayer === seat && rules().turnStage === "choosingTickets") {
        await alice.waitInfo("i.modal === 'destinations'");
        await alice.click("modal:ticket:0");
        await alice.click("modal:confirm");
      }
      await untilOnServer(turnOver).catch(async (e: Error) => {
        // say where the turn got stuck: the server's stage and what the page shows
        const i = await alice.info();
        throw new Error(`${e.message}: stage ${rules().turnStage}, last command ${JSON.stringify(game.record.log.at(-1))}, page modal ${String(i.modal)} tab ${String(i.tab)}, errors ${alice.errors.join(" | ")}`);
      });
    }
    assert.equal(rules().phase, "ended", `the ${map} game reached its end`);

    // the end screen's totals are the server's
    const result = game.record.result!;
    const expected = result.ranking.map((s) => [game.seats[s].username, result.scores[s].total]);
    for (const p of bob ? [alice, bob] : [alice]) {
      await p.scene("GameOver", 300_000);
      await p.waitInfo(`Array.isArray(i.result) && i.result.length === ${bots + people}`);
      const shown = (await p.info()) as { result: { username: string; points: number }[] };
      assert.deepEqual(shown.result.map((r) => [r.username, r.points]), expected, `${p.name}'s end screen shows the server's totals`);
    }
    await alice.shot(`newboard-${map}-end.png`, 600);
    if (bob) await bob.shot(`newboard-${map}-end-bob.png`, 600);
    assert.deepEqual([...alice.errors, ...(bob?.errors ?? [])], []);
    return { alice, bob, end: rules(), did: ctx.did };
  }

  it("Nordic Countries with two people and a bot: a locomotive refused on a plain route, a ferry paid with three cards for its locomotive, to the end", async () => {
    const { alice, bob, end, did } = await playWholeGame("nordic", 1, 21, 8, async (ctx) => {
      const { rules, seat } = ctx;
      const view = playerView(rules(), seat);
      const board = mapById("nordic");
      if (!ctx.did.refused) {
        // a plain route she can pay: + on the locomotives says why not (the server would refuse the same)
        const plain = board.routes.find((r) => r.kind === "normal" && claimOptions(view, r.id).length > 0);
        if (plain) {
          const choice = claimOptions(view, plain.id)[0];
          await ctx.alice.click(`route:${plain.id}`);
          await ctx.alice.waitInfo("i.modal === 'buyRoute'");
          if (plain.color === "gray") await ctx.alice.click(`modal:color:${choice.trainColor}`);
          await ctx.alice.click("modal:wild+");
          const refusal = "Locomotives may not be paid on this kind of route on this map";
          await ctx.alice.page.waitForFunction((words) => (window as unknown as { __ttr: { textLayout(): { texts: { text: string }[] } } }).__ttr.textLayout().texts.some((t) => t.text === words), refusal);
          await ctx.alice.shot("newboard-nordic-locomotive-refused.png", 200);
          await ctx.alice.click("modal:cancel");
          await ctx.alice.waitInfo("i.modal === null");
          ctx.did.refused = true;
        }
      }
      if (!ctx.did.ferryStandIns) {
        // a ferry whose locomotive three cards stand in for
        for (const r of board.routes.filter((q) => q.kind === "ferry")) {
          const choice = claimOptions(view, r.id).find((o) => o.standIns && o.numberOfWilds < r.locomotives);
          if (!choice) continue;
          await ctx.alice.click(`route:${r.id}`);
          await ctx.alice.waitInfo("i.modal === 'buyRoute'");
          const colourCards = r.length - choice.numberOfWilds - (r.locomotives - choice.numberOfWilds);
          if (r.color === "gray") await ctx.alice.click(`modal:color:${colourCards > 0 ? choice.trainColor : "locomotive"}`);
          // with a locomotive in hand the modal starts without stand-ins: one group of three cards instead
          if (view.me!.hand.locomotive > 0) await ctx.alice.click("modal:standIn+");
          await ctx.alice.shot("newboard-nordic-ferry-stand-ins.png", 200);
          await ctx.alice.click("modal:confirm");
          await untilOnServer(() => rules().routeOwners[r.id] === seat).catch(async (e: Error) => {
            const i = await ctx.alice.info();
            throw new Error(`${e.message}: the ferry ${r.id} not claimed; last command ${JSON.stringify(ctx.log().at(-1))}, page modal ${String(i.modal)}, errors ${ctx.alice.errors.join(" | ")}, texts ${(await canvasTexts(ctx.alice)).filter((x) => /\w{4}/.test(x)).slice(-8).join(" | ")}`);
          });
          const paid = lastBuyRoute(ctx.log(), r.id);
          const standInCards = Object.values(paid?.standIns ?? {}).reduce<number>((n, c) => n + (c ?? 0), 0);
          assert.ok(standInCards > 0 && standInCards % 3 === 0, `stand-ins paid, three cards for each locomotive: ${JSON.stringify(paid)}`);
          ctx.did.ferryStandIns = true;
          return true;
        }
        // no ferry payable yet: collect cards for one rather than spend the few trains on plain routes
        await ctx.alice.click("tab:board");
        await ctx.alice.waitInfo("i.tab === 'board'");
        await drawTwoCardsByClicks(ctx.alice, rules, seat);
        return true;
      }
      return false;
    }, true);
    assert.ok(end.phase === "ended");
    assert.ok(did.refused && did.ferryStandIns, JSON.stringify(did));
    await alice.context.close();
    await bob!.context.close();
  });

  it("Switzerland with two people and a bot: a country ticket offered with its destinations and named in the hand by its aim, a face-up locomotive as one of two cards, to the end", async () => {
    const { alice, bob, did } = await playWholeGame("switzerland", 1, 5, 8, async (ctx) => {
      const { rules, seat } = ctx;
      const board = mapById("switzerland");
      if (ctx.did.countryTicket && !ctx.did.countryListed) {
        // the hand names a kept country ticket by the destination its meter aims at (the offer listed them all)
        const kept = board.tickets[rules().players[seat].tickets.find((id) => board.tickets[id].kind === "country")!];
        await ctx.alice.click("tab:hand");
        await ctx.alice.waitInfo("i.tab === 'hand'");
        // a long name wraps between words
        const texts = (await canvasTexts(ctx.alice)).map((x) => x.replace(/\s+/g, " "));
        const aims = kept.destinations!.map((d) => board.cities[d.to].name);
        assert.ok(texts.some((x) => x.startsWith(`${board.cities[kept.a].name} – `) && aims.some((to) => x.includes(to))), `the hand names the country ticket by a destination: ${texts.join(" | ")}`);
        await ctx.alice.shot("newboard-switzerland-country-ticket.png", 200);
        ctx.did.countryListed = true;
      }
      if (!ctx.did.countryTicket) {
        // no country ticket at the start: draw tickets until one comes
        await ctx.alice.click("tab:board");
        await ctx.alice.waitInfo("i.tab === 'board'");
        await ctx.alice.click("ticketDeck");
        await ctx.alice.waitInfo("i.modal === 'destinations'");
        const offered = rules().players[seat].pendingTickets;
        const country = offered.findIndex((id) => board.tickets[id].kind === "country");
        if (country >= 0) await offerListsDestinations(ctx.alice, board.tickets[offered[country]].destinations!.map((d) => `${board.cities[d.to].name} (${d.points})`));
        await ctx.alice.click(`modal:ticket:${country >= 0 ? country : 0}`);
        await ctx.alice.click("modal:confirm");
        ctx.did.countryTicket = country >= 0;
        return true;
      }
      if (!ctx.did.faceUpLocomotiveThenSecond) {
        const loco = rules().faceUp.indexOf("locomotive");
        if (loco >= 0) {
          await ctx.alice.click("tab:board");
          await ctx.alice.waitInfo("i.tab === 'board'");
          await ctx.alice.click(`faceUp:${loco}`);
          // on this board it is one card of two: the turn goes on
          await untilOnServer(() => rules().turnStage === "drewOneCard" && rules().currentPlayer === seat);
          await ctx.alice.waitInfo("i.turnStage === 'drewOneCard'");
          const turn = rules().turnNumber;
          await ctx.alice.click("deck");
          await untilOnServer(() => rules().turnNumber !== turn);
          ctx.did.faceUpLocomotiveThenSecond = true;
          return true;
        }
      }
      return false;
    }, true);
    assert.ok(did.countryListed && did.faceUpLocomotiveThenSecond, JSON.stringify(did));
    await alice.context.close();
    await bob!.context.close();
  });

  it("India: a whole game with two bots ends on the end screen with the server's totals", async () => {
    const { alice } = await playWholeGame("india", 2, 9, 6, () => Promise.resolve(false));
    await alice.context.close();
  });
});

interface TurnContext {
  alice: Player;
  seat: number;
  rules: () => GameState;
  /** The game's command log on the server (what the client sent). */
  log: () => readonly LoggedCommand[];
  map: MapId;
  did: Did;
  shots: boolean;
}

/** Bob's turn by clicks: two cards from the board tab (tickets only when no card is left, the first one kept). */
async function bobDrawsTwo(bob: Player, rules: () => GameState, seat: number): Promise<void> {
  await bob.waitInfo("i.scene === 'Game' && i.currentPlayer === i.seat && i.turnStage === 'start' && i.modal === null");
  if ((await bob.info()).tab !== "board") {
    await bob.click("tab:board");
    await bob.waitInfo("i.tab === 'board'");
  }
  await drawTwoCardsByClicks(bob, rules, seat);
  if (rules().phase === "playing" && rules().currentPlayer === seat && rules().turnStage === "choosingTickets") {
    await bob.waitInfo("i.modal === 'destinations'");
    await bob.click("modal:ticket:0");
    await bob.click("modal:confirm");
  }
}

/** The board at 1280×800 and 390×844 mid-game, no canvas text overlapping another or cut, then back. */
async function boardShots(ctx: TurnContext): Promise<void> {
  const { alice, map } = ctx;
  await resizeAndSettle(alice.page, DESKTOP);
  await alice.shot(`newboard-${map}-1280.png`);
  const desktop = await boardProblems(alice);
  await resizeAndSettle(alice.page, PHONE);
  await alice.shot(`newboard-${map}-390.png`);
  const phone = await boardProblems(alice);
  await resizeAndSettle(alice.page, DESKTOP);
  assert.deepEqual({ desktop, phone }, { desktop: [], phone: [] }, `${map}: texts overlapping or cut`);
}

/** The last buyRoute of route `id` in the game's command log (what the client sent). */
function lastBuyRoute(log: readonly LoggedCommand[], id: number): { standIns?: Partial<Record<string, number>> } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const c = log[i].command;
    if (c.type === "buyRoute" && c.routeIndex === id) return c;
  }
  return null;
}

/** The longest route the seat can pay for now, without stand-ins (the game ends sooner). */
function longestClaim(s: GameState, seat: number): { id: number; choice: ClaimOption } | null {
  const view = playerView(s, seat);
  const board = mapById(s.map);
  const trains = s.players[seat].trainsLeft;
  const routes = [...board.routes].filter((r) => r.length <= trains).sort((a, b) => b.length - a.length);
  for (const r of routes) {
    const choice = claimOptions(view, r.id).find((o) => !o.standIns && o.trainColor !== "locomotive");
    if (choice) return { id: r.id, choice };
  }
  return null;
}

/** Claims a route by clicks with the modal's first payment in `choice`'s colour (the fewest locomotives). */
async function claimByClicks(ctx: TurnContext, id: number, choice: ClaimOption): Promise<void> {
  const { alice, rules, seat } = ctx;
  const route = mapById(ctx.map).routes[id];
  await alice.click(`route:${id}`);
  await alice.waitInfo("i.modal === 'buyRoute'");
  if (route.color === "gray") await alice.click(`modal:color:${choice.trainColor}`);
  await alice.click("modal:confirm");
  await untilOnServer(() => rules().routeOwners[id] === seat || rules().currentPlayer !== seat || rules().turnStage === "tunnelPending");
  if (rules().turnStage === "tunnelPending" && rules().currentPlayer === seat) {
    // a tunnel: pay the extra cards when the hand can, else decline
    await alice.waitInfo("i.modal === 'tunnel'");
    const payments = tunnelPayments(playerView(rules(), seat), rules().players[seat].hand);
    await alice.click(payments.length > 0 ? `tunnel:pay:${payments[0]}` : "tunnel:decline");
    await untilOnServer(() => rules().turnStage !== "tunnelPending");
  }
  await alice.waitInfo("i.modal === null");
}
