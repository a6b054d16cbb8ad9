// The tooltips of the map's routes and of the train yard's cards. What the pointer rests on is remembered, so its
// tooltip is rebuilt from every new state (never a stale "Click to take it").
import type { GameConnection } from "../../net/GameConnection.js";
import type { Tooltip } from "../../components/Tooltip.js";
import { routeTip, slotTip, type Tip } from "./presenter.js";

const INVITE = "#a6f0b0", REFUSE = "#ffb4a6";

export class HoverTips {
  private hovered: { kind: "route" | "slot"; id: number; x: number; y: number } | null = null;

  /** `covered` is true while a modal lies over the map (no route tooltips then). */
  constructor(private readonly g: GameConnection, private readonly tooltip: Tooltip, private readonly covered: () => boolean) {}

  route(id: number | null, x: number, y: number): void {
    this.hovered = id === null ? null : { kind: "route", id, x, y };
    const s = this.g.snapshot;
    if (id === null || !s || this.covered()) return this.tooltip.hide();
    this.show(x, y, routeTip({ s, spectator: this.g.spectator }, id));
  }

  slot(loc: number | null, x: number, y: number): void {
    this.hovered = loc === null ? null : { kind: "slot", id: loc, x, y };
    const view = this.g.snapshot?.view;
    if (loc === null || !view) return this.tooltip.hide();
    this.show(x, y, slotTip(view, loc));
  }

  /** The state changed: the tooltip under the pointer says what is true now. */
  refresh(): void {
    const h = this.hovered;
    if (!h) return;
    if (h.kind === "route") this.route(h.id, h.x, h.y);
    else this.slot(h.id, h.x, h.y);
  }

  hide(): void {
    this.tooltip.hide();
  }

  private show(x: number, y: number, tip: Tip): void {
    this.tooltip.show(x, y, tip.title, tip.body, tip.action, tip.ok ? INVITE : REFUSE);
  }
}
