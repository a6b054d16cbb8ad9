// The game view fills the window (no black bars) and every label stays readable on a small
// laptop. At 1024×768, and after resizing to 1440×900 and 1280×800, the canvas covers the viewport and no visible
// Phaser text shows smaller than 11 px (font size × world scale × canvas scale, as the read-only hook reports it).
// From 1280 px wide, the Board tab shows the hand beside the face-up cards and the decks. A buy modal open during a
// resize is open again in the re-created view.
import assert from "node:assert/strict";
import { Player, serverAndBrowser } from "./browserKit.js";

const MIN_PX = 11;

/** The canvas's box against the viewport (CSS px). */
async function coverage(p: Player): Promise<{ canvas: { w: number; h: number }; viewport: { w: number; h: number } }> {
  return p.page.evaluate(() => {
    const r = document.querySelector("#game canvas")!.getBoundingClientRect();
    return { canvas: { w: r.width, h: r.height }, viewport: { w: window.innerWidth, h: window.innerHeight } };
  });
}

async function assertFillsAndReadable(p: Player, what: string): Promise<void> {
  const { canvas, viewport } = await coverage(p);
  assert.ok(Math.abs(canvas.w - viewport.w) <= 1 && Math.abs(canvas.h - viewport.h) <= 1, `${what}: canvas ${canvas.w}×${canvas.h} fills ${viewport.w}×${viewport.h}`);
  const texts = await p.page.evaluate(() => (window as unknown as { __ttr: { textSizes(): Array<{ scene: string; text: string; fontSize: number }> } }).__ttr.textSizes());
  assert.ok(texts.length > 20, `${what}: the view shows its texts (${texts.length})`);
  const small = texts.filter((t) => t.fontSize < MIN_PX);
  assert.deepEqual(small, [], `${what}: texts under ${MIN_PX} px`);
}

/** Resizes the window and waits until the board view is back at the new size. */
async function resize(p: Player, width: number, height: number): Promise<void> {
  await p.page.setViewportSize({ width, height });
  await p.page.waitForFunction(([w, h]) => {
    const r = document.querySelector("#game canvas")?.getBoundingClientRect();
    return Boolean(r && Math.abs(r.width - w) <= 1 && Math.abs(r.height - h) <= 1);
  }, [width, height]);
  await p.scene("Game");
  await p.waitInfo("i.scene === 'Game' && i.phase === 'playing'");
}

describe("compact layout: the game view fits the window and stays readable", function () {
  this.timeout(600_000);
  const env = serverAndBrowser();

  it("at 1024×768, then 1440×900 and 1280×800", async () => {
    const me = await Player.open(env.browser, "me", env.baseUrl, { width: 1024, height: 768 });
    try {
      await me.scene("Login");
      await me.register("compact", "secret-1");
      await me.playAgainstBot("Compact", "green");
      await me.waitInfo("i.modal === 'destinations'");
      await assertFillsAndReadable(me, "1024×768, ticket modal");
      await me.click("modal:ticket:0");
      await me.click("modal:ticket:1");
      await me.click("modal:confirm");
      await me.waitInfo("i.phase === 'playing' && i.modal === null");
      await assertFillsAndReadable(me, "1024×768, Hand tab");
      await me.click("tab:board");
      await me.waitInfo("i.tab === 'board'");
      await assertFillsAndReadable(me, "1024×768, Board tab");
      await me.shot("compact-1024x768-board.png");

      // A resize re-creates the view at the new size: a buy modal open then is open again after it.
      await me.waitInfo("i.currentPlayer === i.seat && i.turnStage === 'start' && i.claimable.length > 0", 120_000);
      const route = ((await me.info()) as unknown as { claimable: number[] }).claimable[0];
      await me.click(`route:${route}`);
      await me.waitInfo("i.modal === 'buyRoute'");
      await resize(me, 1440, 900);
      await me.waitInfo("i.modal === 'buyRoute'");
      await me.shot("compact-1440x900-buy-modal-kept.png");
      await me.page.keyboard.press("Escape");
      await me.waitInfo("i.modal === null");
      await me.click("tab:board");
      await me.waitInfo("i.tab === 'board' && i.handShown");
      await assertFillsAndReadable(me, "1440×900, Board tab");
      await me.shot("compact-1440x900-board.png");

      await resize(me, 1280, 800);
      await me.click("tab:board");
      await me.waitInfo("i.tab === 'board' && i.faceUpShown && i.handShown");
      await assertFillsAndReadable(me, "1280×800, Board tab");
      await me.shot("compact-1280x800-board.png");
      assert.deepEqual(me.errors, []);
    } finally {
      await me.context.close();
    }
  });
});
