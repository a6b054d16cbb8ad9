// The replay viewer in a browser: two people play a seeded game to its end over the wire
// (colyseus.js, the rules' random-game kit) while a browser spectates; from the end screen the spectator opens the
// replay, steps forward and back, scrubs with the slider and reads every hand and ticket and the scores; downloads the
// record as JSON and loads that file into the viewer again; a link to a game that is not over shows why not.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import type { Room } from "colyseus.js";
import { parseGameRecord, scoreGame } from "../../shared-rules/src/index.js";
import { playRandomGame, SEAT_COLORS } from "../../shared-rules/test/kit.js";
import { accountClient, askRoom, Player, SCREENSHOT_DIR, serverAndBrowser } from "./browserKit.js";

const SEED = 31; // 144 moves for two players with the kit's uniform random choice

interface ReplayInfo {
  scene: string;
  loaded: boolean;
  error: string | null;
  gameId: string | null;
  step: number;
  steps: number;
  text: string | null;
  phase: string | null;
  scores: number[] | null;
  finalScores: number[] | null;
  routeOwners: number[] | null;
  players: { hand: Record<string, number>; tickets: number[]; pendingTickets: number[]; routes: number[]; routePoints: number }[] | null;
}

const handSize = (hand: Record<string, number>) => Object.values(hand).reduce((a, b) => a + b, 0);

describe("replay viewer (headless Chromium)", function () {
  this.timeout(600_000);
  let rooms: Room[] = [];
  // Before the server stops (hooks run in the order they are declared).
  after(async () => {
    await Promise.all(rooms.map((r) => r.leave(true).catch(() => {})));
  });
  const suite = serverAndBrowser();

  it("replays a finished game from the end screen, step by step, everything revealed; downloads and loads it as JSON", async () => {
    const { baseUrl, browser } = suite;
    const { state, log } = playRandomGame(SEED, 2);
    const finalScores = scoreGame(state).scores.map((s) => s.total);
    const names = ["replay_ann", "replay_ben"];
    const clients = await Promise.all(names.map((n) => accountClient(baseUrl, n)));
    const host = await clients[0].create("ttr", { gameName: "Replay me", color: SEAT_COLORS[0], seed: SEED });
    const guest = await clients[1].joinById(host.roomId, { color: SEAT_COLORS[1] });
    rooms = [host, guest];
    for (const room of rooms) room.onMessage("*", () => undefined);
    assert.equal((await askRoom(host, { type: "startGame" })).code, "ok");
    for (const { player, command } of log.slice(0, -1)) assert.equal((await askRoom(rooms[player], command)).code, "ok");

    const watcher = await Player.open(browser, "watcher", baseUrl);
    await watcher.scene("Login");
    await watcher.register("replay_watcher", "secret-9");

    // a link to a game still being played shows why it cannot be replayed yet (no seed leaves the server)
    const early = await Player.open(browser, "early", `${baseUrl}/?replay=${host.roomId}`);
    await early.scene("Replay");
    await early.waitInfo("i.error !== null");
    assert.match(String(((await early.info()) as unknown as ReplayInfo).error), /No finished game/);
    await early.shot("replay-00-not-finished.png");
    assert.ok(early.errors.every((e) => /status of 404/.test(e)), early.errors.join("\n"));
    await early.context.close();

    await watcher.page.locator(".ttr-game", { hasText: "Replay me" }).locator("button[id^='spectate-']").click();
    await watcher.scene("Game");
    const last = log[log.length - 1];
    assert.equal((await askRoom(rooms[last.player], last.command)).code, "ok");
    await watcher.scene("GameOver", 120000);
    await watcher.page.waitForFunction(() => Boolean((window as unknown as { __ttr: { info(): { result?: unknown } } }).__ttr.info().result));
    await watcher.shot("replay-01-end-screen.png");

    // Replay: the deal first, both opening hands and ticket offers revealed
    await watcher.click("replay");
    await watcher.scene("Replay");
    await watcher.waitInfo("i.loaded === true");
    let info = (await watcher.info()) as unknown as ReplayInfo;
    assert.equal(info.gameId, host.roomId);
    assert.equal(info.steps, log.length);
    assert.equal(info.step, 0);
    assert.deepEqual(info.finalScores, finalScores, "the replay ends on the game's final scores");
    assert.ok(info.players!.every((p) => handSize(p.hand) === 4 && p.pendingTickets.length === 3), "every opening hand and offer is shown");
    await watcher.shot("replay-02-deal.png");

    // forward twice: both players have kept their opening tickets (the rules' own log order)
    await watcher.click("replay:step:forward");
    await watcher.waitInfo("i.step === 1");
    await watcher.click("replay:step:forward");
    await watcher.waitInfo("i.step === 2");
    info = (await watcher.info()) as unknown as ReplayInfo;
    assert.ok(info.players!.every((p) => p.tickets.length >= 2 && p.pendingTickets.length === 0));
    assert.match(String(info.text), /keeps/);
    await watcher.click("replay:step:back");
    await watcher.waitInfo("i.step === 1");

    // scrub to the middle: some routes are claimed, the scores are the route points
    await watcher.click("replay:slider:0.5");
    await watcher.waitInfo(`i.step === ${Math.round(log.length / 2)}`);
    info = (await watcher.info()) as unknown as ReplayInfo;
    assert.deepEqual(info.scores, info.players!.map((p) => p.routePoints));
    await watcher.shot("replay-03-middle.png");

    // a drag along the track moves through the steps
    const from = await watcher.point("replay:slider:0.25");
    const to = await watcher.point("replay:slider:0.75");
    await watcher.page.mouse.move(from.x, from.y);
    await watcher.page.mouse.down();
    await watcher.page.mouse.move(to.x, to.y, { steps: 8 });
    await watcher.page.mouse.up();
    await watcher.waitInfo(`i.step === ${Math.round(log.length * 0.75)}`);

    // the end: final totals with tickets; the arrow key steps back into the game
    await watcher.click("replay:step:last");
    await watcher.waitInfo(`i.step === ${log.length}`);
    info = (await watcher.info()) as unknown as ReplayInfo;
    assert.equal(info.phase, "ended");
    assert.deepEqual(info.scores, finalScores);
    await watcher.shot("replay-04-end.png");
    await watcher.page.keyboard.press("ArrowLeft");
    await watcher.waitInfo(`i.step === ${log.length - 1}`);

    // Download JSON, then load that file into the viewer
    const download = watcher.page.waitForEvent("download");
    await watcher.click("replay:download");
    const file = path.join(SCREENSHOT_DIR, "replay-record.json");
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await (await download).saveAs(file);
    const parsed = parseGameRecord(JSON.parse(fs.readFileSync(file, "utf8")));
    assert.ok(parsed.ok);
    assert.equal(parsed.record.gameId, host.roomId);
    assert.deepEqual(parsed.record.log, log);

    const loader = await Player.open(browser, "loader", `${baseUrl}/?replay=file`);
    await loader.scene("Replay");
    const chooser = loader.page.waitForEvent("filechooser");
    await loader.click("replay:open");
    await (await chooser).setFiles(file);
    await loader.waitInfo("i.loaded === true");
    info = (await loader.info()) as unknown as ReplayInfo;
    assert.equal(info.steps, log.length);
    assert.deepEqual(info.finalScores, finalScores);
    await loader.click("replay:slider:1");
    await loader.waitInfo(`i.step === ${log.length}`);
    assert.equal(await loader.page.locator("#register-username").count(), 0, "no login form over a replay link");
    await loader.shot("replay-05-loaded-file.png");

    // back to the end screen that opened the replay
    await watcher.click("replay:back");
    await watcher.scene("GameOver");
    assert.deepEqual([...watcher.errors, ...loader.errors], [], "no console errors");
  });
});
