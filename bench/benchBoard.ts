// The page at a game's board, for the client benches (client-bench.ts, client-profile.ts): a new account, a game
// against a bot on `map`, two tickets kept, the phone's sheet closed, and the point where gestures are held.
import type { Page } from "playwright-core";
import type { MapId } from "../shared-rules/src/index.js";
import type { BenchPlayer } from "./benchPlayer.js";
import type { Pt } from "./gestureLoops.js";

let accounts = 0;

/** The board, ready for play: tickets kept, the ticket modal gone, the phone's sheet closed. */
export async function toBoard(me: BenchPlayer, map: MapId, phone: boolean): Promise<void> {
  await me.register(`bench${++accounts}_${Date.now() % 100000}`, "secret-1");
  await me.playAgainstBot("red", map);
  await me.waitInfo("i.modal === 'destinations'");
  const press = (name: string) => me.press(name);
  await press("modal:ticket:0");
  await press("modal:ticket:1");
  await press("modal:confirm");
  await me.waitInfo("i.phase === 'playing' && i.modal === null");
  if (phone && (await me.info()).sheetOpen) {
    await press("sheet:close");
    await me.waitInfo("!i.sheetOpen");
  }
}

/** The middle of the board's viewport, in CSS px: where the gestures happen (the canvas's middle may be the sheet). */
export async function boardMiddle(page: Page): Promise<Pt> {
  const at = await page.evaluate(() => (window as unknown as { __ttr: { point(n: string): Pt | null } }).__ttr.point("board:middle"));
  if (!at) throw new Error("no board on screen");
  return at;
}
