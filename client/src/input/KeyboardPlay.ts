// Keyboard play on the game view: keys on the board (draw 1–5 / D, tickets T, help ?, undo U),
// and the claim prompt where city names are typed with completion. It only calls what a click would call (the
// scene's claim, draw and ticket actions), so the rules' messages and the server's answers stay the same.
import Phaser from "phaser";
import { USA_MAP, type GameMap } from "../rules.js";
import { registerInfo, unregisterInfo } from "../ui/testHook.js";
import { RoutePrompt, PROMPT_ROWS } from "../components/RoutePrompt.js";
import { KeyHelp } from "../components/KeyHelp.js";
import { boardKey, promptKey, type KeyPress } from "./keyMap.js";
import { candidateLabel, completeRoute, routesToChoose, type RouteCandidate } from "./cityCompletion.js";
import { listenKeys } from "./listenKeys.js";
import { msg, t } from "../i18n/i18n.js";
import { cardNameMessage } from "../components/cardName.js";

export interface KeyboardPlayActions {
  /** False for a spectator: only the help opens. */
  canAct(): boolean;
  /** A window of its own is open (buy route, tickets): its keys are its own. */
  busy(): boolean;
  routeOwners(): readonly number[];
  /** The game's board (the USA when absent). */
  map?(): GameMap;
  claim(routeId: number): void;
  draw(location: number): void;
  drawTickets(): void;
  /** Takes back a held claim; false when none is held. */
  undo(): boolean;
  highlightCities(ids: number[]): void;
  /** Steps which claimable routes glow (tickets → all → off). */
  cycleClaimHints(): void;
  toggleColorBlind(): void;
  /** Zooms the board in (1), out (-1), or shows all of it (0). */
  zoom(step: 1 | -1 | 0): void;
}

type Mode =
  | { kind: "idle" }
  | { kind: "typing"; text: string; candidates: RouteCandidate[]; selected: number }
  | { kind: "twin"; candidate: RouteCandidate; routeIds: number[]; selected: number; back: string };

export class KeyboardPlay {
  private mode: Mode = { kind: "idle" };
  private readonly prompt: RoutePrompt;
  /** Made when `?` first asks for it: its dozens of texts were a sixth of building the game view, on phones too. */
  private help: KeyHelp | null = null;

  constructor(private readonly scene: Phaser.Scene, private readonly act: KeyboardPlayActions) {
    this.prompt = new RoutePrompt(scene);
    listenKeys(scene, (e) => this.key(e));
    registerInfo("keyHelp", () => this.helpShown);
    registerInfo("keyPrompt", () => this.promptInfo());
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      unregisterInfo("keyHelp");
      unregisterInfo("keyPrompt");
    });
  }

  /** One key; true when it was used. */
  private key(k: KeyPress): boolean {
    if (this.mode.kind === "typing") return this.typingKey(k);
    if (this.mode.kind === "twin") return this.twinKey(k);
    const action = boardKey(k);
    if (!action) return false;
    if (action.kind === "help" || (this.helpShown && k.key === "Escape")) {
      this.showHelp(!this.helpShown);
      return true;
    }
    if (action.kind === "colorBlind") {
      this.act.toggleColorBlind(); // a spectator may want it too
      return true;
    }
    if (action.kind === "zoom") {
      this.act.zoom(action.step); // a spectator too, and with the tickets' window open (to find their cities)
      return true;
    }
    if (this.act.busy() || !this.act.canAct()) return false;
    this.showHelp(false);
    switch (action.kind) {
      case "draw": this.act.draw(action.location); return true;
      case "tickets": this.act.drawTickets(); return true;
      case "undo": return this.act.undo();
      case "claimPrompt": this.type(""); return true;
      case "claimHints": this.act.cycleClaimHints(); return true;
    }
  }

  private get helpShown(): boolean {
    return this.help?.visible ?? false;
  }

  private showHelp(shown: boolean): void {
    if (shown) this.help ??= new KeyHelp(this.scene);
    this.help?.setVisible(shown);
  }

  private typingKey(k: KeyPress): boolean {
    if (this.mode.kind !== "typing") return false;
    const a = promptKey(k);
    if (!a) return false;
    const { text, candidates, selected } = this.mode;
    switch (a.kind) {
      case "type": this.type(text + a.text); break;
      case "erase": this.type(text.slice(0, -1)); break;
      case "move": this.select(selected + a.step); break;
      case "complete": if (candidates[selected]) this.type(candidateLabel(candidates[selected])); break;
      case "pick": if (a.index < Math.min(candidates.length, PROMPT_ROWS)) this.take(candidates[a.index], text); break;
      case "accept": if (candidates[selected]) this.take(candidates[selected], text); break;
      case "cancel": this.close(); break;
    }
    return true;
  }

  private twinKey(k: KeyPress): boolean {
    if (this.mode.kind !== "twin") return false;
    const a = promptKey(k);
    if (!a) return false;
    const { routeIds, selected, back } = this.mode;
    if (a.kind === "cancel") this.type(back);
    else if (a.kind === "move") this.select(selected + a.step);
    else if (a.kind === "pick" && a.index < routeIds.length) this.claim(routeIds[a.index]);
    else if (a.kind === "accept") this.claim(routeIds[selected]);
    return true;
  }

  /** The prompt with `text` typed: its candidates, the first one highlighted. */
  private type(text: string): void {
    this.showHelp(false);
    const { candidates } = completeRoute(text, this.board());
    this.mode = { kind: "typing", text, candidates, selected: 0 };
    this.redraw();
  }

  private select(index: number): void {
    if (this.mode.kind === "idle") return;
    const n = this.mode.kind === "typing" ? Math.min(this.mode.candidates.length, PROMPT_ROWS) : this.mode.routeIds.length;
    if (n === 0) return;
    this.mode.selected = (index + n) % n;
    this.redraw();
  }

  /** A city pair chosen: a double route with two free colours asks which one, else it is claimed. */
  private take(c: RouteCandidate, typed: string): void {
    const routeIds = routesToChoose(c, this.act.routeOwners(), this.board());
    if (routeIds.length === 1) this.claim(routeIds[0]);
    else {
      this.mode = { kind: "twin", candidate: c, routeIds, selected: 0, back: typed };
      this.redraw();
    }
  }

  private claim(routeId: number): void {
    this.close();
    this.act.claim(routeId);
  }

  private close(): void {
    this.mode = { kind: "idle" };
    this.prompt.hide();
    this.act.highlightCities([]);
  }

  private redraw(): void {
    const m = this.mode;
    if (m.kind === "idle") return;
    if (m.kind === "typing") {
      const shown = m.candidates.slice(0, PROMPT_ROWS).map((c, i) => `${i + 1}  ${candidateLabel(c)}${this.takenMark(c)}`);
      const more = m.candidates.length - shown.length;
      this.prompt.show({
        title: t("prompt.claimTitle"),
        input: m.text,
        rows: more > 0 ? [...shown, t("prompt.more", { count: more })] : shown,
        selected: m.selected,
        hint: m.text ? t("prompt.hintTyping") : t("prompt.hintEmpty", { example: "den oma", route: "Denver – Omaha" }),
      });
      const c = m.candidates[m.selected];
      this.act.highlightCities(c ? this.cityIds(c) : []);
      return;
    }
    this.prompt.show({
      title: t("prompt.doubleTitle", { route: candidateLabel(m.candidate) }),
      input: candidateLabel(m.candidate),
      rows: m.routeIds.map((id, i) => t("prompt.doubleRow", { n: i + 1, color: cardNameMessage(this.board().routes[id].color), cars: msg("pay.cars", { count: this.board().routes[id].length }) })),
      selected: m.selected,
      hint: t("prompt.doubleHint"),
    });
  }

  /** "(taken)" when every route of the pair is claimed: it stays listed so the person sees why it is not claimable. */
  private takenMark(c: RouteCandidate): string {
    const owners = this.act.routeOwners();
    return c.routeIds.every((id) => (owners[id] ?? -1) !== -1) ? `  ${t("prompt.taken")}` : "";
  }

  private cityIds(c: RouteCandidate): number[] {
    return [c.a, c.b].map((name) => this.board().cities.findIndex((city) => city.name === name));
  }

  private board(): GameMap {
    return this.act.map?.() ?? USA_MAP;
  }

  private promptInfo(): Record<string, unknown> | null {
    const m = this.mode;
    if (m.kind === "idle") return null;
    if (m.kind === "typing") return { kind: "typing", text: m.text, candidates: m.candidates.map(candidateLabel), selected: m.selected };
    return { kind: "twin", candidate: candidateLabel(m.candidate), routeIds: m.routeIds, selected: m.selected };
  }
}
