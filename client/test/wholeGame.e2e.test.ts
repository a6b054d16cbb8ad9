// Browser test: two people play a whole seeded game to the end screen by clicking, while a third person
// watches. On the way: a mid-game ticket draw, a chat line that survives a page reload, a visit to the lobby where
// the game says "your move", claims of coloured and gray routes and one paid with locomotives only. At the end every page shows the server's scores.
// The hook gives coordinates and what is on screen; every move is a real click. The server is read only to know
// whose turn it is (to pick the page that moves) and to compare the final scores.
// Needs `npm run build` first and /usr/bin/chromium. Slow by nature (each wait is for an event): 3 minutes beside a
// CI run on a 2-core machine, 12 at load 25. E2E_WHOLE_GAME=0 leaves it out of a quick local run.
import assert from "node:assert/strict";
import { USA_MAP } from "../../shared-rules/src/index.js";
import { drawTwoCardsByClicks, longestClaim, Player, serverRoom, untilOnServer, wholeGameServerAndBrowser } from "./browserKit.js";

type Info = Record<string, unknown> & {
  seat: number;
  currentPlayer: number;
  turnStage: string;
  hand: Record<string, number>;
  routeOwners: number[];
  players: { trainsLeft: number; points: number; username: string }[];
  chat: { sender: string; message: string }[];
  ticketCount: number;
};

/** A free route this hand pays for with locomotives alone (the shortest, so it comes early). */
function allLocomotiveClaim(info: Info): number | null {
  const loco = info.hand.locomotive ?? 0;
  const trains = info.players[info.seat].trainsLeft;
  const fits = USA_MAP.routes
    .filter((r) => info.routeOwners[r.id] === -1 && (r.double === null || info.routeOwners[r.double] === -1))
    .filter((r) => r.length <= loco && r.length <= trains)
    .sort((a, b) => a.length - b.length);
  return fits[0]?.id ?? null;
}

describe("a whole game in the browser", function () {
  this.timeout(3_600_000);
  const env = wholeGameServerAndBrowser();

  it("two people play a seeded game to the end screen by clicks while a third watches", async () => {
    const alice = await Player.open(env.browser, "alice", `${env.baseUrl}/?seed=11&trains=25`, { width: 1440, height: 900 });
    const bob = await Player.open(env.browser, "bob", env.baseUrl, { width: 1440, height: 900 });
    const carol = await Player.open(env.browser, "carol", env.baseUrl, { width: 1024, height: 768 });
    await alice.scene("Login");
    await alice.register("alice_whole", "secret-1");
    await bob.scene("Login");
    await bob.register("bob_whole", "secret-2");
    await carol.scene("Login");
    await carol.register("carol_whole", "secret-3");
    await alice.createGame("A whole game", "red");
    const join = bob.page.locator("button[id^='join-'][id$='-blue']");
    await join.waitFor();
    await join.click();
    await bob.scene("WaitingRoom");
    const spectate = carol.page.locator("button[id^='spectate-']");
    await spectate.waitFor();
    await spectate.click();
    await carol.scene("WaitingRoom");
    await alice.page.waitForSelector("#start-game:not([disabled])");
    await alice.page.click("#start-game");
    for (const p of [alice, bob]) {
      await p.scene("Game");
      await p.waitInfo("i.modal === 'destinations'");
      await p.click("modal:ticket:0");
      await p.click("modal:ticket:1");
      await p.click("modal:confirm");
    }
    await carol.scene("Game");
    const roomId = String((await alice.info()).roomId);
    const game = serverRoom(roomId).game;
    const rules = () => game.rules!;
    await untilOnServer(() => game.rules?.phase === "playing");
    const byName = new Map([[alice.name, alice], [bob.name, bob]]);
    const pageOf = (seat: number) => byName.get(game.seats[seat].username.replace("_whole", ""))!;

    const did = { claims: 0, gray: 0, allLocomotive: false, ticketDraw: false, reload: false, lobby: false };
    const chatLine = "Still here after a reload?";
    for (let turn = 0; turn < 600 && game.rules?.phase === "playing"; turn++) {
      const seat = rules().currentPlayer;
      const mover = pageOf(seat);
      await mover.waitInfo("i.scene === 'Game' && i.currentPlayer === i.seat && i.turnStage === 'start' && i.modal === null");
      // Once each: a visit to the lobby that says "your move", then a chat line and a reload that keeps it.
      if (!did.lobby && turn === 6) {
        await mover.click("menu");
        await mover.click("menu:lobby");
        await mover.scene("Lobby");
        await mover.page.waitForSelector(`.ttr-game[data-room='${roomId}'] .ttr-your-move`);
        await mover.page.click(`#open-${roomId}`);
        await mover.scene("Game");
        await mover.waitInfo("i.currentPlayer === i.seat && i.turnStage === 'start' && i.modal === null");
        did.lobby = true;
      }
      if (!did.reload && turn === 9) {
        await mover.click("menu");
        await mover.page.fill("#chat-input", chatLine);
        await mover.page.press("#chat-input", "Enter");
        await mover.waitInfo(`i.chat.some((c) => c.message === ${JSON.stringify(chatLine)})`);
        await mover.page.reload();
        await mover.scene("Game");
        await mover.waitInfo(`i.chat.some((c) => c.message === ${JSON.stringify(chatLine)}) && i.currentPlayer === i.seat && i.turnStage === 'start' && i.modal === null`);
        did.reload = true;
      }
      const info = (await mover.info()) as Info;
      if (!did.ticketDraw && turn === 12) {
        await mover.click("tab:board");
        await mover.click("ticketDeck");
        await mover.waitInfo("i.modal === 'destinations'");
        await mover.click("modal:ticket:0");
        await mover.click("modal:confirm");
        await mover.waitInfo(`i.modal === null && i.ticketCount === ${info.ticketCount + 1}`);
        did.ticketDraw = true;
      } else if (!did.allLocomotive && allLocomotiveClaim(info) !== null) {
        // Paid with locomotives only: a gray route picks "locomotive" as its colour, a coloured one swaps every
        // card for a locomotive with the wild + button (the modal may already start at all-wild).
        const id = allLocomotiveClaim(info)!;
        const route = USA_MAP.routes[id];
        await mover.click(`route:${id}`);
        await mover.waitInfo("i.modal === 'buyRoute'");
        if (route.color === "gray") await mover.click("modal:color:locomotive");
        else for (let k = 0; k < route.length; k++) await mover.click("modal:wild+");
        await mover.click("modal:confirm");
        await mover.waitInfo(`i.routeOwners[${id}] === i.seat && i.modal === null`);
        const after = (await mover.info()) as Info;
        assert.equal(after.hand.locomotive, info.hand.locomotive - route.length, "paid with locomotives only");
        did.allLocomotive = true;
        did.claims += 1;
      } else {
        const claim = longestClaim(info);
        if (claim) {
          await mover.click(`route:${claim.id}`);
          await mover.waitInfo("i.modal === 'buyRoute'");
          if (USA_MAP.routes[claim.id].color === "gray") {
            await mover.click(`modal:color:${claim.color}`);
            did.gray += 1;
          }
          await mover.click("modal:confirm");
          await mover.waitInfo(`i.routeOwners[${claim.id}] === i.seat && i.modal === null`);
          did.claims += 1;
        } else {
          await mover.click("tab:board");
          await mover.waitInfo("i.tab === 'board'");
          await drawTwoCardsByClicks(mover, rules, seat);
        }
      }
      await untilOnServer(() => rules().phase !== "playing" || rules().currentPlayer !== seat || rules().turnStage === "choosingTickets");
      if (rules().phase === "playing" && rules().currentPlayer === seat && rules().turnStage === "choosingTickets") {
        await mover.waitInfo("i.modal === 'destinations'");
        await mover.click("modal:ticket:0");
        await mover.click("modal:confirm");
      }
    }
    assert.equal(game.rules?.phase, "ended", "the game reached its end");
    assert.ok(did.claims > 10 && did.gray > 0 && did.allLocomotive && did.ticketDraw && did.reload && did.lobby, JSON.stringify(did));

    const result = game.record.result!;
    const expected = result.ranking.map((s) => [game.seats[s].username, result.scores[s].total]);
    for (const p of [alice, bob, carol]) {
      await p.scene("GameOver", 300_000);
      await p.waitInfo("Array.isArray(i.result) && i.result.length === 2");
      const shown = ((await p.info()) as { result: { username: string; points: number }[] }).result;
      assert.deepEqual(shown.map((r) => [r.username, r.points]), expected, `${p.name} sees the server's scores`);
    }
    await alice.shot("whole-game-end-1440.png");
    await carol.shot("whole-game-end-spectator-1024.png");
    assert.deepEqual([...alice.errors, ...bob.errors, ...carol.errors], []);
  });
});
