// The lessons, followed in the browser by reading only what the guide shows: the guided first game on a desktop
// (1280×800, mouse, from the lobby's offer to a new account) and on a phone (390×844, touch, with a reload in the
// middle: the lesson goes on where it stopped), and the Europe lesson (its tunnels, ferry and station, the station
// lending a route at the end). Each presses whatever control the guide rings, step after step, until the final
// scoring, whose totals must be the server's. Each step is timed (the times are printed: a person reading the words
// takes longer) and, with LESSON_SHOTS=1 (`npm run test:lessons`), shot under test-artifacts/screenshots/tutorial/.
// Beside them, a visitor without an account finds a public game in the login view's list of games being played and
// watches it as a guest.
//
// One server and one browser for the three, and the three played at the same time (each in its own browser context
// and game): most of a lesson's time is waiting for the page to draw and the server to answer, so three side by side
// take little more than the longest alone. Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import { mapById, ticketCompleted } from "../../shared-rules/src/index.js";
import { Player, accountClient, askRoom, serverAndBrowserWith, serverRoom } from "./browserKit.js";
import { followLesson, lessonInfo, printTimes, type LessonInfo, type StepTime } from "./lessonFollower.js";

const USA_STEPS = ["goal", "keepTickets", "drawCards", "locomotives", "claimColoured", "claimGray", "drawTickets", "claimWithLocomotives", "claimDouble", "lastRoundComes", "lastRound", "scoring"];
const EUROPE_STEPS = ["goal", "keepTickets", "tunnelPay", "tunnelDecline", "ferry", "station", "finish", "scoring"];

interface Journey { seen: string[]; times: StepTime[]; errors: string[] }

describe("the lessons, followed from the guide alone", function () {
  this.timeout(600_000);
  // the lesson bot answers at once
  const suite = serverAndBrowserWith({ botDelayMs: 0 });

  function serverResult(roomId: string) {
    const result = serverRoom(roomId)?.game.rules?.result ?? suite.server.services.games.get(roomId)?.result;
    assert.ok(result, "the server has a result");
    return result;
  }

  /** The final scoring step: the guide's totals are the server's result for this seat. */
  function checkScoring(game: { roomId: string; seat: number }, info: LessonInfo): void {
    const mine = serverResult(game.roomId).scores[game.seat];
    assert.deepEqual(info.totals, {
      total: mine.total,
      routes: mine.routePoints,
      tickets: mine.ticketPoints,
      longest: mine.longestPathBonus,
      won: mine.ticketsWon.length,
      lost: mine.ticketsLost.length,
    });
    assert.ok(info.text.length > 0 && info.action === "next");
  }

  async function gameOf(p: Player): Promise<{ roomId: string; seat: number }> {
    await p.waitInfo("typeof i.roomId === 'string' && typeof i.seat === 'number'");
    return (await p.info()) as { roomId: string; seat: number };
  }

  /** The steps' order as met, and at each step the turn's choices as the panel first showed them as buttons. */
  function recorder(seen: string[], choicesAt: Map<string, { target: string | null; choices: unknown }>) {
    return (info: LessonInfo) => {
      if (seen[seen.length - 1] !== info.step) seen.push(info.step);
      if (!choicesAt.has(info.step) && info.choices) choicesAt.set(info.step, { target: info.target, choices: info.choices });
    };
  }

  async function desktop(): Promise<Journey & { choicesAt: Map<string, { target: string | null; choices: unknown }> }> {
    const p = await Player.open(suite.browser, "desk", suite.baseUrl, { width: 1280, height: 800 });
    await p.scene("Login");
    await p.register("learner_desk", "secret-1");
    await p.page.click("#learn-offer-yes");
    await p.scene("Game");
    const game = await gameOf(p);
    const seen: string[] = [];
    const choicesAt = new Map<string, { target: string | null; choices: unknown }>();
    const record = recorder(seen, choicesAt);
    const times = await followLesson(p, false, "desktop", async (info) => {
      record(info);
      if (info.step !== "scoring") return false;
      await p.scene("GameOver");
      checkScoring(game, info);
      return true;
    });
    await p.page.click("#lesson-next");
    await p.waitInfo("!i.lesson || i.lesson.step === 'done'");
    // offered once: the lobby does not offer it again to this account
    await p.click("lobby");
    await p.scene("Lobby");
    await p.page.waitForSelector("#learn-to-play");
    assert.equal(await p.page.isVisible("#learn-offer"), false, "the lesson is offered once");
    await p.context.close();
    return { seen, times, errors: p.errors, choicesAt };
  }

  async function phone(): Promise<Journey & { reloaded: boolean }> {
    // a device scale of 1: a phone's 2 would draw four times the pixels through the software renderer, for no check
    const p = await Player.open(suite.browser, "phone", suite.baseUrl, { width: 390, height: 844 }, 1, true);
    await p.scene("Login");
    await p.register("learner_phone", "secret-2");
    await p.page.tap("#learn-to-play");
    await p.scene("Game");
    const game = await gameOf(p);
    let reloaded = false;
    const seen: string[] = [];
    const record = recorder(seen, new Map());
    const times = await followLesson(p, true, "phone", async (info) => {
      record(info);
      if (info.step === "claimGray" && !reloaded) {
        reloaded = true;
        await p.page.reload();
        await p.scene("Game");
        await p.waitInfo("Boolean(i.lesson)");
        assert.equal((await lessonInfo(p))?.step, "claimGray", "the lesson goes on at the step it stopped at");
        return false;
      }
      if (info.step !== "scoring") return false;
      await p.scene("GameOver");
      checkScoring(game, info);
      return true;
    });
    await p.context.close();
    return { seen, times, errors: p.errors, reloaded };
  }

  async function europe(): Promise<Journey & { lent: number[]; shown: number[]; thanksToStation: number }> {
    const p = await Player.open(suite.browser, "europe", suite.baseUrl, { width: 1280, height: 800 });
    await p.scene("Login");
    await p.register("learner_europe", "secret-3");
    await p.page.click("#lesson-europe");
    await p.scene("Game");
    const game = await gameOf(p);
    const seen: string[] = [];
    const record = recorder(seen, new Map());
    let shown: number[] = [];
    const times = await followLesson(p, false, "europe", async (info) => {
      record(info);
      if (info.step !== "scoring") return false;
      await p.scene("GameOver");
      checkScoring(game, info);
      // the end screen lists each station and the route it lent
      const stations = (await p.info()).stations as Array<Array<{ routeIndex: number | null }>> | null;
      shown = (stations?.[game.seat] ?? []).flatMap((u) => (u.routeIndex === null ? [] : [u.routeIndex]));
      return true;
    });
    const mine = serverResult(game.roomId).scores[game.seat];
    const lent = (mine.stationRoutes ?? []).flatMap((u) => (u.routeIndex === null ? [] : [u.routeIndex]));
    const rules = serverRoom(game.roomId)?.game.rules;
    const own = rules?.players[game.seat].routes ?? [];
    const thanksToStation = mine.ticketsWon.filter((t) => !ticketCompleted(own, t, mapById("europe"))).length;
    await p.context.close();
    return { seen, times, errors: p.errors, lent, shown, thanksToStation };
  }

  /** A visitor without an account: the login view's "Watch a game", the public games listed, Watch on one. */
  async function guestWatches(roomId: string, size: { width: number; height: number }, touch: boolean, shot: string): Promise<string[]> {
    const guest = await Player.open(suite.browser, `guest-${size.width}`, suite.baseUrl, size, 1, touch);
    await guest.scene("Login");
    await (touch ? guest.page.tap("#guest-games-open") : guest.page.click("#guest-games-open"));
    const watch = `#guest-watch-${roomId}`;
    await guest.page.waitForSelector(watch);
    assert.equal(await guest.page.isVisible("#login-username"), false, "the list in place of the form");
    await guest.shot(`tutorial/${shot}`, 0);
    await (touch ? guest.page.tap(watch) : guest.page.click(watch));
    await guest.scene("Game");
    await guest.waitInfo("i.spectator === true && i.roomId === " + JSON.stringify(roomId) + " && typeof i.phase === 'string' && i.phase !== 'waiting'");
    await guest.page.waitForSelector("#guest-banner");
    await guest.context.close();
    return guest.errors;
  }

  async function guests(): Promise<string[]> {
    // a public game being played: a person and a bot
    const host = await accountClient(suite.baseUrl, "public_host");
    const room = await host.create("ttr", { gameName: "Open table", color: "red" });
    room.onMessage("*", () => {});
    assert.equal((await askRoom(room, { type: "addAI", difficulty: "easy" } as never)).code, "ok");
    assert.equal((await askRoom(room, { type: "startGame" })).code, "ok");
    const errors = [
      ...(await guestWatches(room.roomId, { width: 1280, height: 800 }, false, "guest-games-desktop.png")),
      ...(await guestWatches(room.roomId, { width: 390, height: 844 }, true, "guest-games-phone.png")),
    ];
    await room.leave();
    return errors;
  }

  let watching: Promise<string[]>;
  let desk: Promise<Awaited<ReturnType<typeof desktop>>>;
  let touch: Promise<Awaited<ReturnType<typeof phone>>>;
  let eu: Promise<Awaited<ReturnType<typeof europe>>>;
  before(() => {
    // all three at once; each test below waits for its own (a failure is kept for its test, never unhandled)
    desk = desktop();
    touch = phone();
    eu = europe();
    watching = guests();
    for (const run of [desk, touch, eu, watching]) run.catch(() => {});
  });

  it("the guided first game on a desktop (1280×800, mouse): from the lobby's offer to the final scoring, the turn's choices as buttons", async () => {
    const r = await desk;
    assert.deepEqual(r.seen, USA_STEPS);
    // the step whose words name the turn's choices shows them as buttons and rings the one it teaches first
    assert.deepEqual(r.choicesAt.get("drawCards"), { target: "#lesson-choice-drawCards", choices: ["drawCards", "claimRoute", "drawTickets"] });
    printTimes("desktop, each step as the test followed it", r.times);
    assert.deepEqual(r.errors, []);
  });

  it("the guided first game on a phone (390×844, touch): left by a reload in the middle and gone on with where it stopped", async () => {
    const r = await touch;
    assert.deepEqual(r.seen, USA_STEPS);
    assert.ok(r.reloaded);
    printTimes("phone, each step as the test followed it", r.times);
    assert.deepEqual(r.errors, []);
  });

  it("the Europe lesson (1280×800): a tunnel paid and one declined, a ferry, a station that lends a route at the end, the scoring", async () => {
    const r = await eu;
    assert.deepEqual(r.seen, EUROPE_STEPS);
    assert.equal(r.lent.length, 1, "the station lends a route of the bot");
    assert.ok(r.thanksToStation > 0, "a ticket won only through the station's route");
    assert.deepEqual(r.shown, r.lent, "the end screen shows the route the station lent");
    printTimes("Europe lesson, each step as the test followed it", r.times);
    assert.deepEqual(r.errors, []);
  });

  it("a visitor without an account sees the public games listed with Watch, and watches one as a guest (desktop and phone)", async () => {
    assert.deepEqual(await watching, []);
  });
});
