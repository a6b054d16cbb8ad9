// The page at a game's board, for the client benches (client-bench.ts, client-profile.ts, panel-patch.ts,
// client-start.ts): a new account, a game against a bot on `map`, two tickets kept, the phone's sheet closed, the
// point where gestures are held, and a mid-game reload back to the board.
import type { Page } from "playwright-core";
import type { MapId } from "../shared-rules/src/index.js";
import type { BenchPlayer } from "./benchPlayer.js";
import type { Pt } from "./gestureLoops.js";

let accounts = 0;

/** The board, ready for play: tickets kept, the ticket modal gone, the phone's sheet closed. */
export async function toBoard(me: BenchPlayer, map: MapId, phone: boolean): Promise<void> {
  await me.register(`bench${++accounts}_${Date.now() % 100000}`, "secret-1");
  await me.playAgainstBot("red", map);
  await keepFirstTwoTickets(me);
  await me.waitInfo("i.phase === 'playing' && i.modal === null");
  if (phone && (await me.info()).sheetOpen) {
    await me.press("sheet:close");
    await me.waitInfo("!i.sheetOpen");
  }
}

/** The opening's ticket choice, once it is offered: the first two kept. */
export async function keepFirstTwoTickets(me: BenchPlayer): Promise<void> {
  await me.waitInfo("i.modal === 'destinations'");
  await me.press("modal:ticket:0");
  await me.press("modal:ticket:1");
  await me.press("modal:confirm");
}

/** Reloads the page mid-game; answers the milliseconds until the board is back (the Game scene with the seat and phase). */
export async function reloadToBoard(page: Page): Promise<number> {
  const t0 = Date.now();
  await page.reload({ waitUntil: "commit" });
  await page.waitForFunction(() => {
    const hook = (window as unknown as { __ttr?: { scenes(): string[]; info(): { phase?: string; seat?: number | null } } }).__ttr;
    if (!hook?.scenes().includes("Game")) return false;
    const i = hook.info();
    return Boolean(i.phase) && i.seat !== null && i.seat !== undefined;
  }, undefined, { timeout: 180_000, polling: 10 });
  return Date.now() - t0;
}

/** The middle of the board's viewport, in CSS px: where the gestures happen (the canvas's middle may be the sheet). */
export async function boardMiddle(page: Page): Promise<Pt> {
  const at = await page.evaluate(() => (window as unknown as { __ttr: { point(n: string): Pt | null } }).__ttr.point("board:middle"));
  if (!at) throw new Error("no board on screen");
  return at;
}
