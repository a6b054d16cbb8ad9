// "Suggest a move" (games with bots only: the server refuses it where something is at stake): asks the server what
// the hard bot would play now for this seat, then shows it: the route ringed on the board (a station's city lit),
// and one line saying the move and why. The suggestion goes once the position changes. The player still plays the
// move themselves: nothing here sends a game command.
import type { GameConnection } from "../../net/GameConnection.js";
import type { StartedSnapshot } from "../../net/snapshot.js";
import type { BoardMap } from "../../map/BoardMap.js";
import { h, setText } from "../../ui/dom.js";
import { msg, onLanguageChange } from "../../i18n/i18n.js";
import { replyMessage } from "../../i18n/ruleReasons.js";
import { registerInfo, unregisterInfo } from "../../ui/testHook.js";
import { mustAct, type Command } from "../../rules.js";
import type { SuggestionReason } from "../../../../shared-rules/protocol/index.js";
import { suggestionLine } from "./suggestionText.js";
import { MAP_AREA, isPhoneLayout } from "../../ui/layout.js";
import { WORLD } from "../../ui/theme.js";

/** The ring around a suggested route: an amber that none of the players' colours or the claimable green is. */
const SUGGESTED_RING = 0xff9f1c;

interface Shown {
  command: Command;
  reason: SuggestionReason;
  /** The position it was for (a change of it takes the suggestion away). */
  position: string;
}

/** Where the game stands for this seat: any move, anybody's, changes it. */
function positionOf(s: StartedSnapshot): string {
  const v = s.view;
  return JSON.stringify([v.turnNumber, v.currentPlayer, v.turnStage, v.routeOwners, v.me?.pendingTickets ?? [], v.tunnel ?? null, v.trainDeckCount, v.faceUp]);
}

/** Offered to a seated person who is the only person at the table (the rest are bots): the server's own line. */
export function suggestOffered(g: GameConnection, s: StartedSnapshot): boolean {
  return !g.spectator && g.seat !== null && s.view.phase !== "ended" && s.seats.filter((p) => !p.isBot).length === 1;
}

export class SuggestBar {
  private readonly root: HTMLElement;
  private readonly button: HTMLButtonElement;
  private readonly line: HTMLElement;
  private shown: Shown | null = null;
  private last: StartedSnapshot | null = null;
  private asking = false;
  /** The menu (on a phone, a drawer over the whole game) covers the board: the bar stood over its chat line. */
  private covered = false;
  private readonly off: Array<() => void> = [];

  constructor(private readonly g: GameConnection, private readonly board: BoardMap) {
    this.button = h("button", { type: "button", class: "ttr-btn small", id: "suggest-button", text: msg("suggest.button"), "aria-label": msg("suggest.button"), title: msg("suggest.button") });
    this.line = h("div", { class: "ttr-suggest-line", id: "suggest-line", role: "status", "aria-live": "polite" });
    this.root = h("div", { class: "ttr-suggest", id: "suggest" }, this.button, this.line);
    this.root.hidden = true;
    this.button.addEventListener("click", () => void this.ask());
    document.body.append(this.root);
    // the line is built from values (cities, colours): said again in the new language
    this.off.push(onLanguageChange(() => this.showLine()));
    registerInfo("suggestion", () => (this.shown ? { type: this.shown.command.type, command: this.shown.command, reason: this.shown.reason.code, text: this.line.textContent } : null));
  }

  /**
   * Where it stands: over the map area's bottom-left corner (the board itself is drawn off the stage), above the colour-blind switch (the board's emptiest corner
   * on every map), the line growing upwards; on a landscape phone at the bottom left of the map; on a portrait phone
   * a round "?" on the left end of the card sheet's handle, left of the handle's words (the whole button stood on
   * them, and under the top bar it stood on a tall board's northern cities: India's Bhatinda).
   */
  private place(): void {
    const canvas = document.querySelector("#game canvas");
    if (isPhoneLayout() || !canvas) {
      this.root.classList.add("phone");
      // the phone's place is the style sheet's: the desktop's inline place (a window made smaller) would win over it
      this.root.style.left = "";
      this.root.style.bottom = "";
      const compact = window.innerHeight > window.innerWidth;
      this.root.classList.toggle("compact", compact);
      // the round button says "?"; its name stays the whole words (screen readers, the tooltip)
      setText(this.button, compact ? "?" : msg("suggest.button"));
      return;
    }
    this.root.classList.remove("phone", "compact");
    setText(this.button, msg("suggest.button"));
    const rect = canvas.getBoundingClientRect();
    const scale = rect.width / WORLD.width;
    this.root.style.left = `${Math.round(rect.left + (MAP_AREA.x + 14) * scale)}px`;
    this.root.style.bottom = `${Math.round(window.innerHeight - (rect.top + (MAP_AREA.y + MAP_AREA.h - 60) * scale))}px`;
  }

  /** The menu opened or closed over the board. */
  setCovered(covered: boolean): void {
    this.covered = covered;
    if (this.last) this.update(this.last);
  }

  /** Every snapshot: offered or not, enabled when this seat must act, the suggestion gone once the game moved on. */
  update(s: StartedSnapshot): void {
    this.last = s;
    // not while tickets are being chosen: the chooser covers the board's lower part, where the bar stands
    const choosingTickets = (s.view.me?.pendingTickets.length ?? 0) > 0;
    this.root.hidden = !suggestOffered(this.g, s) || choosingTickets || this.covered;
    if (!this.root.hidden) this.place();
    const seat = this.g.seat;
    const acting = seat !== null && mustAct({ phase: s.view.phase, currentPlayer: s.view.currentPlayer, turnStage: s.view.turnStage, players: s.view.players.map((_, i) => ({ pendingTicketCount: i === seat ? (s.view.me?.pendingTickets.length ?? 0) : 0 })) }, seat);
    this.button.disabled = !acting || this.asking;
    if (this.shown && this.shown.position !== positionOf(s)) this.clear();
  }

  private async ask(): Promise<void> {
    const s = this.last;
    if (!s || this.asking) return;
    this.asking = true;
    this.button.disabled = true;
    setText(this.line, msg("suggest.thinking"));
    const reply = await this.g.request("suggestMove");
    this.asking = false;
    if (this.last) this.update(this.last);
    if (reply.code !== "ok") {
      this.clear();
      setText(this.line, replyMessage(reply));
      return;
    }
    this.shown = { command: reply.command, reason: reply.reason, position: positionOf(s) };
    // the answer came for the position it was asked at; the game may have moved on meanwhile
    if (this.last && positionOf(this.last) !== this.shown.position) return this.clear();
    this.showLine();
    const c = reply.command;
    if (c.type === "buyRoute") this.board.markRoutes([c.routeIndex], SUGGESTED_RING);
    if (c.type === "buildStation") this.board.highlightCities([c.cityIndex]);
  }

  private showLine(): void {
    if (!this.shown || !this.last) return;
    setText(this.line, suggestionLine(this.shown.command, this.shown.reason, this.last.view.map));
  }

  private clear(): void {
    if (this.shown?.command.type === "buyRoute") this.board.markRoutes([], SUGGESTED_RING);
    if (this.shown?.command.type === "buildStation") this.board.highlightCities([]);
    this.shown = null;
    setText(this.line, "");
  }

  destroy(): void {
    this.off.forEach((f) => f());
    unregisterInfo("suggestion");
    this.root.remove();
  }
}
