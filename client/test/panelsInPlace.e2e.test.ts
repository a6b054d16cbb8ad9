// The game's panels change in place on a state patch: after this seat's draw and the bot's move, the player boxes, the
// hand's card counts and the ticket rows are the same Text objects as before (the test hook's object serials) and show
// the new numbers. Making them anew on every patch cost a canvas and a texture upload per text, on every move.
// Screenshots: test-artifacts/screenshots/panels-in-place-{board,hand}.png. Needs `npm run build` and /usr/bin/chromium.
import assert from "node:assert/strict";
import { drawTwoCardsByClicks, Player, serverAndBrowser, serverRoom } from "./browserKit.js";

type Shown = { serial: number; text: string };
type Info = Record<string, unknown> & {
  seat: number; roomId: string; turnNumber: number; summaryTexts: Shown[][]; handTexts: Shown[];
  players: { handCount: number; trainsLeft: number; ticketCount: number }[]; hand: Record<string, number>;
};

describe("the game's panels keep their objects over a state patch (headless Chromium)", function () {
  this.timeout(300000);
  const suite = serverAndBrowser();

  it("shows the new counts in the same player boxes, card counts and ticket rows after a draw and the bot's move", async () => {
    const me = await Player.open(suite.browser, "inplace", suite.baseUrl, { width: 1280, height: 800 });
    await me.scene("Login");
    await me.register("inplace_1", "secret-1");
    await me.playAgainstBot(null, "red");
    await me.waitInfo("i.modal === 'destinations'");
    await me.click("modal:ticket:0");
    await me.click("modal:ticket:1");
    await me.click("modal:confirm");
    const myTurn = "i.phase === 'playing' && i.currentPlayer === i.seat && i.turnStage === 'start' && i.modal === null";
    await me.waitInfo(myTurn);
    const before = (await me.info()) as Info;
    const seat = before.seat;
    const rules = () => serverRoom(before.roomId).game.rules!;
    await drawTwoCardsByClicks(me, rules, seat);
    // the bot's whole turn has arrived: the turn is this seat's again
    await me.waitInfo(`i.turnNumber >= ${before.turnNumber + 2} && ${myTurn}`);
    const after = (await me.info()) as Info;

    const serials = (boxes: Shown[][]) => boxes.map((box) => box.map((t) => t.serial));
    assert.deepEqual(serials(after.summaryTexts), serials(before.summaryTexts), "the player boxes' texts are the same objects");
    assert.deepEqual(after.handTexts.map((t) => t.serial), before.handTexts.map((t) => t.serial), "the card counts and ticket rows are the same objects");
    // ... and they show the new numbers: this seat's two new cards in its box and in the hand's counts
    const mine = after.players[seat];
    assert.equal(mine.handCount, before.players[seat].handCount + 2);
    const boxText = after.summaryTexts[seat].map((t) => t.text).join("\n");
    assert.match(boxText, new RegExp(`\\b${mine.handCount}\\b`), `this seat's box says ${mine.handCount} cards: ${boxText}`);
    assert.notDeepEqual(after.summaryTexts[seat].map((t) => t.text), before.summaryTexts[seat].map((t) => t.text));
    const counts = after.handTexts.slice(0, 9).map((t) => Number(t.text));
    assert.equal(counts.reduce((a, b) => a + b, 0), mine.handCount, "the hand's card counts add up to the new hand");
    // the bot's box shows its numbers as the server has them
    const bot = 1 - seat;
    const botText = after.summaryTexts[bot].map((t) => t.text).join("\n");
    for (const n of [after.players[bot].handCount, after.players[bot].trainsLeft, after.players[bot].ticketCount]) {
      assert.match(botText, new RegExp(`\\b${n}\\b`), `the bot's box shows ${n}: ${botText}`);
    }
    // what a person sees: the boxes and (on the Hand tab) the counts and ticket rows after the patches
    await me.shot("panels-in-place-board.png");
    await me.click("tab:hand");
    await me.waitInfo("i.tab === 'hand'");
    await me.shot("panels-in-place-hand.png");
    assert.deepEqual(me.errors, []);
  });
});
