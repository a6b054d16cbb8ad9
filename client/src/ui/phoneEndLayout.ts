// The phone's plans of the two views that show a finished game: the end screen (GameOverScene) and the replay
// (ReplayScene). Both keep a small map (the board camera fits the board into it) and give the rest to what they
// list. Portrait: a row of buttons under the top bar, the map, then the view's parts one under another. Landscape:
// the buttons in the top bar, the map at the left with the view's first parts under it, the others at the right.
import { WORLD } from "./theme.js";
import { TAP, type Rect } from "./phoneLayout.js";

export interface EndPlan {
  shape: "portrait" | "landscape";
  topBar: Rect;
  /** The title's room in the top bar. */
  title: Rect;
  /** The buttons (Back to lobby, Replay, Download: the end screen; Back, Download, Open file: the replay). */
  buttons: Rect[];
  map: Rect;
  /** The end screen: the ranking table and the tickets revealed. */
  table: Rect;
  tickets: Rect;
  /** The replay: the step caption with the slider and face-up row, the score graph, the players revealed. */
  steps: Rect;
  graph: Rect;
  seats: Rect;
}

const GAP = 8;

/** The plan for the current (phone) world; `replay` asks for the replay's parts. */
export function endPlan(replay: boolean): EndPlan {
  const W = WORLD.width, H = WORLD.height;
  if (W < H) {
    const topBar = { x: 0, y: 0, w: W, h: 48 };
    const bw = Math.floor((W - 4 * GAP) / 3);
    const buttons = [0, 1, 2].map((i) => ({ x: GAP + i * (bw + GAP), y: topBar.h + 4, w: bw, h: TAP }));
    const map = { x: 0, y: topBar.h + TAP + 8, w: W, h: Math.round(W * 0.5) };
    const below = map.y + map.h + GAP;
    const rest = H - below - GAP;
    const table = { x: GAP, y: below, w: W - 2 * GAP, h: Math.min(210, Math.floor(rest * 0.5)) };
    const tickets = { x: GAP, y: table.y + table.h + GAP, w: W - 2 * GAP, h: H - (table.y + table.h + GAP) - GAP };
    const steps = { x: GAP, y: below, w: W - 2 * GAP, h: 150 };
    const graph = { x: GAP, y: steps.y + steps.h + GAP, w: W - 2 * GAP, h: replay ? 130 : 0 };
    const seats = { x: 0, y: graph.y + graph.h + GAP, w: W, h: H - (graph.y + graph.h + GAP) };
    return { shape: "portrait", topBar, title: { x: GAP, y: 0, w: W - 2 * GAP, h: topBar.h }, buttons, map, table, tickets, steps, graph, seats };
  }
  const topBar = { x: 0, y: 0, w: W, h: 52 };
  const bw = 118;
  const buttons = [0, 1, 2].map((i) => ({ x: W - (3 - i) * (bw + GAP), y: 4, w: bw, h: TAP }));
  const leftW = Math.floor(W / 2) - GAP;
  const map = { x: 0, y: topBar.h, w: leftW, h: Math.round(leftW * 0.45) };
  const underMap = { x: GAP, y: map.y + map.h + GAP, w: leftW - GAP, h: H - (map.y + map.h + GAP) - 4 };
  const right = { x: leftW + GAP, y: topBar.h + 4, w: W - leftW - 2 * GAP, h: H - topBar.h - 8 };
  return {
    shape: "landscape", topBar, title: { x: GAP, y: 0, w: buttons[0].x - 2 * GAP, h: topBar.h }, buttons, map,
    table: right, tickets: underMap,
    steps: underMap, graph: { ...right, h: 120 }, seats: { x: right.x - GAP, y: right.y + 120 + GAP, w: right.w + GAP, h: right.h - 120 - GAP },
  };
}
