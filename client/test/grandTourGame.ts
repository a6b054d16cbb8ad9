// The India game of indiaGrandTour.e2e: two people (alice and bob, each in a browser context of their
// own, every move a click) and a bot. The seed is one where the game played ahead in the rules (grandTourPlan.ts,
// with the server's own bot) gives alice a Grand Tour; she and bob click exactly the moves the plan picks, each
// checked against what the server logged, so the browser game is that game. At the end both end screens show the
// server's totals, alice's shows her Grand Tour bonus as the server scored it, and her Replay, stepped to the end,
// ends on the server's scores with the Grand Tour named and its two paths drawn.
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { DECK_LOCATION, mapById, type Command, type GameState, type LoggedCommand, type PlayerColor } from "../../shared-rules/src/index.js";
import { grandTourSeed, openingKeep, otherMove, playAhead, tourMove, type TourPlan } from "./grandTourPlan.js";
import { Player, startWithABot, untilOnServer } from "./browserKit.js";

/**
 * A short game: 11 trains each. The search starts at the seed it found last (716: 25 turns, the fewest of seeds
 * 1–1500 with 10–12 trains), so it plays one game ahead unless the rules or the bot changed.
 */
const TRAINS = 11;
const FIRST_SEED = 716;
const COLORS: PlayerColor[] = ["red", "blue", "green"];

interface EndInfo {
  result: { username: string; points: number }[];
  breakdowns: ({ playerIndex: number; total: number; bonuses: { kind: string; points: number; count: number }[]; tours: { ticketId: number }[] } | null)[];
}

export interface IndiaEnd { alice: Player; bob: Player; end: GameState }

/** The India game by two people and a bot, to the end screens and alice's replay. */
export async function playIndiaByTwo(browser: Browser, baseUrl: string, viewport: { width: number; height: number }): Promise<IndiaEnd> {
  const seed = grandTourSeed({ colors: COLORS, trains: TRAINS, bot: "medium" }, FIRST_SEED, 60);
  assert.ok(seed !== null, "a seed whose game gives the first person a Grand Tour");
  const ahead = playAhead({ seed, colors: COLORS, trains: TRAINS, bot: "medium" })!;
  const tour: TourPlan = ahead.tour;

  const alice = await Player.open(browser, "alice-india", `${baseUrl}/?seed=${seed}&trains=${TRAINS}`, viewport);
  const bob = await Player.open(browser, "bob-india", baseUrl, viewport);
  await alice.scene("Login");
  await alice.register("alice_india", "secret-1");
  await bob.scene("Login");
  await bob.register("bob_india", "secret-2");
  await alice.createGame("India for two", "red", "india");
  const join = bob.page.locator("button[id^='join-'][id$='-blue']");
  await join.waitFor();
  await join.click();
  await bob.scene("WaitingRoom");
  const game = await startWithABot(alice);
  const rules = (): GameState => game.rules!;
  // the seats the plan plays: alice, bob, then the bot
  assert.deepEqual(game.seats.map((s) => s.bot === null ? s.username : s.bot), ["alice_india", "bob_india", "medium"]);
  const people = [alice, bob];

  // the opening: the plan's tickets (hers holds the tour's), by clicks on the offer
  for (const [seat, p] of people.entries()) {
    await p.scene("Game");
    await p.waitInfo("i.modal === 'destinations'");
    const keep = openingKeep(rules(), seat, seat === 0 ? tour : null);
    if (keep.type !== "selectDestinations") throw new Error("the opening keeps tickets");
    for (const i of keep.destinationsSelected) await p.click(`modal:ticket:${i}`);
    await p.click("modal:confirm");
  }
  await untilOnServer(() => rules().phase === "playing");

  for (let turn = 0; turn < 200 && rules().phase === "playing"; turn++) {
    const seat = rules().currentPlayer;
    const turnNow = rules().turnNumber;
    const turnOver = () => rules().phase !== "playing" || rules().turnNumber !== turnNow;
    if (seat === 2) {
      await untilOnServer(turnOver, 300_000);
      continue;
    }
    const p = people[seat];
    await p.waitInfo("i.scene === 'Game' && i.currentPlayer === i.seat && i.turnStage === 'start' && i.modal === null");
    const planned = (): Command => (seat === 0 ? tourMove(rules(), 0, tour) : otherMove(rules(), 1, tour));
    await moveByClicks(p, rules, () => game.record.log, seat, planned());
    if (rules().currentPlayer === seat && rules().turnStage === "drewOneCard") {
      await p.waitInfo("i.turnStage === 'drewOneCard'");
      await moveByClicks(p, rules, () => game.record.log, seat, planned());
    }
    await untilOnServer(turnOver);
  }
  assert.equal(rules().phase, "ended", "the India game reached its end");
  const end = rules();
  assert.deepEqual(end.result!.scores.map((s) => s.total), ahead.end.result!.scores.map((s) => s.total), "the browser game is the game played ahead");
  const tours = end.result!.scores[0].grandTours ?? [];
  assert.ok(tours.some((t) => t.ticketId === tour.ticketId), `alice's ticket ${mapById("india").tickets[tour.ticketId].a}… is a Grand Tour: ${JSON.stringify(tours)}`);
  const bonus = end.result!.scores[0].endBonuses!.find((b) => b.kind === "grandTour")!;
  assert.ok(bonus.points > 0);

  // both end screens: the server's totals; alice's breakdown holds the server's Grand Tour bonus and her tour
  const expected = end.result!.ranking.map((s) => [game.seats[s].username, end.result!.scores[s].total]);
  for (const p of people) {
    await p.scene("GameOver", 300_000);
    await p.page.waitForFunction(() => Boolean((window as unknown as { __ttr: { info(): { breakdowns?: unknown[] } } }).__ttr.info().breakdowns?.every(Boolean)));
    const shown = (await p.info()) as unknown as EndInfo;
    assert.deepEqual(shown.result.map((r) => [r.username, r.points]), expected, `${p.name}'s end screen shows the server's totals`);
    const hers = shown.breakdowns[0]!;
    assert.equal(hers.total, end.result!.scores[0].total);
    assert.deepEqual(hers.bonuses.find((b) => b.kind === "grandTour"), { kind: "grandTour", points: bonus.points, count: tours.length }, "the Grand Tour bonus as the server scored it");
    assert.deepEqual(hers.tours.map((t) => t.ticketId), tours.map((t) => t.ticketId));
  }
  await alice.shot("newboard-india-end.png", 600);

  // the replay from her end screen, stepped to the last step: the server's scores and the Grand Tour named
  await alice.click("replay");
  await alice.scene("Replay");
  await alice.waitInfo("i.loaded === true");
  await alice.click("replay:step:last");
  await alice.waitInfo(`i.step === i.steps && i.phase === 'ended'`);
  const replayed = (await alice.info()) as { scores: number[]; finalScores: number[]; text: string; tourRoutes: number[] };
  assert.deepEqual(replayed.scores, end.result!.scores.map((s) => s.total), "the replay ends on the server's scores");
  assert.deepEqual([...(replayed.tourRoutes ?? [])].sort(), tours.flatMap((t) => t.routes).sort(), "the replay's end draws her tour's two paths");
  assert.match(replayed.text, new RegExp(`Grand Tour: alice_india, ${tours.length} tours? \\(\\+${bonus.points}\\)`), `the replay's last step names her Grand Tour: ${replayed.text}`);
  await alice.shot("newboard-india-replay-end.png", 600);
  assert.deepEqual([...alice.errors, ...bob.errors], []);
  return { alice, bob, end };
}

/** One move by clicks (a claim, or one card), and waits until the server has it; checks the server logged the plan's move. */
async function moveByClicks(p: Player, rules: () => GameState, log: () => readonly LoggedCommand[], seat: number, move: Command): Promise<void> {
  const where = () => `${rules().turnNumber}:${rules().turnStage}:${rules().currentPlayer}`;
  const before = where();
  if (move.type === "buyRoute") {
    const route = mapById("india").routes[move.routeIndex];
    await p.click(`route:${move.routeIndex}`);
    await p.waitInfo("i.modal === 'buyRoute'");
    if (route.color === "gray") await p.click(`modal:color:${move.trainColor}`);
    await p.click("modal:confirm");
    await untilOnServer(() => rules().routeOwners[move.routeIndex] === seat);
    await p.waitInfo("i.modal === null");
  } else if (move.type === "drawTrainCard") {
    // the cards are on the board tab (a claim may have left the hand tab open)
    if ((await p.info()).tab !== "board") {
      await p.click("tab:board");
      await p.waitInfo("i.tab === 'board'");
    }
    await p.click(move.cardLocation === DECK_LOCATION ? "deck" : `faceUp:${move.cardLocation}`);
    await untilOnServer(() => where() !== before);
  } else throw new Error(`the plan has no clicks for ${move.type}`);
  const mine = log().filter((entry) => entry.player === seat).at(-1);
  assert.deepEqual(mine?.command, move, `${p.name} clicked the planned move`);
}
