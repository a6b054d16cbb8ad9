// The pane behind the menu button: game history (readable lines), chat with an input, back to lobby, and logout
// (apart from Lobby, confirmed in a small dialog that says what becomes of the seat).
import Phaser from "phaser";
import { FONT, WORLD } from "../ui/theme.js";
import { LEFT, phoneDrawer } from "../ui/layout.js";
import { UI } from "../ui/theme.js";
import type { DrawerPlan } from "../ui/phoneLayout.js";
import { Button } from "../ui/Button.js";
import type { ChatLine } from "../net/GameConnection.js";
import { registerPoint } from "../ui/testHook.js";
import { CHAT_MAX_LENGTH, normaliseChatText } from "../../../shared-rules/protocol/index.js";
import { ChatEntries } from "./ChatEntries.js";
import { LogoutConfirm } from "./LogoutConfirm.js";
import { t } from "../i18n/i18n.js";
import { MenuLanguage } from "../scenes/game/menuLanguage.js";
import { fitLine } from "../ui/fitText.js";

/** The desktop pane's language row (world px): the switch right of its label, above the row of switches. */
const LANGUAGE_ROW = { x: 124, y: 392, w: LEFT.w - 22 - 124, h: 28 };

export class HistoryChat extends Phaser.GameObjects.Container {
  private history: Phaser.GameObjects.Text;
  /** The history lines the text was last set from. */
  private historyFor: string | null = null;
  private chat: ChatEntries;
  private chatInput: HTMLInputElement | null = null;
  private onResize = () => this.placeInput();
  /** The menu's language switch (a select over the canvas while the menu is open). */
  private readonly language: MenuLanguage;
  /** Where the chat input goes (world px), and the most height the history may take. */
  private readonly inputBox: { x: number; y: number; w: number; h: number };
  private readonly historyRoom: number;

  constructor(scene: Phaser.Scene, private readonly canChat: boolean, private readonly send: (msg: string) => void, onLobby: () => void, onLogout: () => void,
    logoutNote: () => string, onRules: () => void) {
    super(scene, 0, 0);
    let asking: LogoutConfirm | null = null;
    // Logout sits apart from Lobby and asks once more: a slip must not end the session mid-game.
    const askLogout = () => {
      asking ??= new LogoutConfirm(scene, logoutNote(), onLogout, () => (asking = null));
    };
    const drawer = phoneDrawer();
    if (drawer) {
      this.inputBox = drawer.chatInput;
      this.historyRoom = drawer.history.h - 22;
      this.language = new MenuLanguage(scene, drawer.language);
      [this.history, this.chat] = this.phonePane(scene, drawer, onLobby, askLogout, onRules);
    } else {
      this.inputBox = { x: 22, y: 790, w: LEFT.w - 44, h: 32 };
      // the language row and then the menu's row of switches (components/AlertSwitches.ts) sit below, above the Chat heading
      this.historyRoom = LANGUAGE_ROW.y - 10 - 98;
      this.language = new MenuLanguage(scene, LANGUAGE_ROW);
      const bg = scene.add.graphics();
      bg.fillStyle(0xf1e6cc, 1).fillRoundedRect(10, 60, LEFT.w - 20, 820, 10);
      bg.lineStyle(2, 0x6b4b2a, 1).strokeRoundedRect(10, 60, LEFT.w - 20, 820, 10);
      const logoutWidth = 92;
      const h1 = scene.add.text(22, 70, "", { fontFamily: FONT, fontSize: "18px", color: "#6b2a1a", fontStyle: "bold" });
      // the heading keeps clear of the Logout button on its row (a wide font or a long language would run under it)
      fitLine(h1, t("menu.history"), LEFT.w - 66 - logoutWidth / 2 - 10 - 22, 18, 14);
      this.history = scene.add.text(22, 98, "", { fontFamily: FONT, fontSize: "14px", color: "#2b2118", wordWrap: { width: LEFT.w - 44 }, lineSpacing: 2 });
      const h2 = scene.add.text(22, 470, t("menu.chat"), { fontFamily: FONT, fontSize: "18px", color: "#6b2a1a", fontStyle: "bold" });
      // each message its own entry under its sender (never one joined text where a message could pass for a new line)
      this.chat = new ChatEntries(scene, 22, 498, LEFT.w - 44, 276);
      // the bottom row: back to the lobby, and this board's rules page (rules-page/)
      const half = (LEFT.w - 44 - 10) / 2;
      const lobby = new Button(scene, 22 + half / 2, 850, t("menu.lobby"), { width: half, height: 36, fontSize: 16, fill: 0x4d6b7d, hover: 0x5f8296 }, onLobby);
      const rules = new Button(scene, LEFT.w - 22 - half / 2, 850, t("rules.open"), { width: half, height: 36, fontSize: 16, fill: 0x3d6b45, hover: 0x4c8456 }, onRules);
      const logout = new Button(scene, LEFT.w - 66, 79, t("menu.logout"), { width: logoutWidth, height: 28, fontSize: 14 }, askLogout);
      registerPoint("menu:logout", () => (this.visible ? { x: LEFT.w - 66, y: 79 } : null));
      registerPoint("menu:lobby", () => (this.visible ? { x: 22 + half / 2, y: 850 } : null));
      registerPoint("menu:rules", () => (this.visible ? { x: LEFT.w - 22 - half / 2, y: 850 } : null));
      const languageLabel = scene.add.text(22, LANGUAGE_ROW.y + LANGUAGE_ROW.h / 2, t("language.label"), { fontFamily: FONT, fontSize: "15px", color: "#6b2a1a", fontStyle: "bold" }).setOrigin(0, 0.5);
      this.add([bg, h1, this.history, h2, this.chat, lobby, rules, logout, languageLabel]);
    }
    scene.add.existing(this);
    this.setVisible(false);
    scene.scale.on("resize", this.onResize);
    this.once(Phaser.GameObjects.Events.DESTROY, () => {
      scene.scale.off("resize", this.onResize);
      this.chatInput?.remove();
      this.language.destroy();
    });
  }

  private placeInput(): void {
    if (!this.chatInput) return;
    const r = this.scene.game.canvas.getBoundingClientRect();
    const k = r.width / WORLD.width; // CSS px per world px
    const b = this.inputBox;
    Object.assign(this.chatInput.style, { left: `${r.left + b.x * k}px`, top: `${r.top + b.y * k}px`, width: `${b.w * k}px`, height: `${b.h * k}px`, fontSize: `${Math.max(11, 14 * k)}px` });
  }

  show(on: boolean): void {
    this.setVisible(on);
    this.language.show(on);
    if (on && this.canChat && !this.chatInput) {
      this.chatInput = document.createElement("input");
      this.chatInput.className = "ttr-chat-input";
      this.chatInput.id = "chat-input";
      this.chatInput.maxLength = CHAT_MAX_LENGTH;
      this.chatInput.placeholder = t("menu.chatPlaceholder");
      this.chatInput.addEventListener("keydown", (e) => {
        e.stopPropagation();
        if (e.key !== "Enter" || !this.chatInput) return;
        // what the server would keep of it: nothing visible is not sent
        const message = normaliseChatText(this.chatInput.value);
        if (message) this.send(message);
        this.chatInput.value = "";
      });
      document.body.append(this.chatInput);
      this.placeInput();
    } else if (!on && this.chatInput) {
      this.chatInput.remove();
      this.chatInput = null;
    }
  }

  setHistory(lines: string[]): void {
    // the same lines as the last patch's: the text already shows them (each setText below redraws it)
    const last = lines.slice(-16).join("\n");
    if (last === this.historyFor) return;
    this.historyFor = last;
    this.history.setText(last);
    while (this.history.height > this.historyRoom && this.history.text.includes("\n")) this.history.setText(this.history.text.split("\n").slice(1).join("\n"));
  }

  /**
   * The phone's drawer over the map (its plan: ui/phoneLayout.ts): it takes every tap on it; Lobby and Log out at the
   * top, the game's history and the chat where the plan puts them (the players and switches are added by others).
   */
  private phonePane(scene: Phaser.Scene, d: DrawerPlan, onLobby: () => void, askLogout: () => void, onRules: () => void): [Phaser.GameObjects.Text, ChatEntries] {
    const area = LEFT; // the drawer, on a phone
    const shade = scene.add.rectangle(area.x, area.y, area.w, area.h, UI.woodDark, 0.97).setOrigin(0).setInteractive();
    const paper = scene.add.graphics();
    paper.fillStyle(0xf1e6cc, 1).fillRoundedRect(d.history.x, d.history.y, d.history.w, d.chat.y + d.chat.h - d.history.y, 8);
    const h1 = scene.add.text(d.history.x + 10, d.history.y + 4, t("menu.history"), { fontFamily: FONT, fontSize: "15px", color: "#6b2a1a", fontStyle: "bold" });
    const history = scene.add.text(d.history.x + 10, d.history.y + 24, "", { fontFamily: FONT, fontSize: "13px", color: "#2b2118", wordWrap: { width: d.history.w - 20 }, lineSpacing: 1 });
    const h2 = scene.add.text(d.chat.x + 10, d.chat.y, t("menu.chat"), { fontFamily: FONT, fontSize: "15px", color: "#6b2a1a", fontStyle: "bold" });
    const chat = new ChatEntries(scene, d.chat.x + 10, d.chat.y + 22, d.chat.w - 20, d.chat.h - 24);
    const button = (r: { x: number; y: number; w: number; h: number }, label: string, fill: number, hover: number, act: () => void) =>
      new Button(scene, r.x + r.w / 2, r.y + r.h / 2, label, { width: r.w, height: r.h, fontSize: 16, fill, hover }, act);
    const lobby = button(d.lobby, t("menu.lobby"), 0x4d6b7d, 0x5f8296, onLobby);
    const logout = button(d.logout, t("menu.logOut"), 0xa8452b, 0xc1532f, askLogout);
    registerPoint("menu:logout", () => (this.visible ? { x: d.logout.x + d.logout.w / 2, y: d.logout.y + d.logout.h / 2 } : null));
    registerPoint("menu:lobby", () => (this.visible ? { x: d.lobby.x + d.lobby.w / 2, y: d.lobby.y + d.lobby.h / 2 } : null));
    const rules = button(d.rules, t("rules.open"), 0x3d6b45, 0x4c8456, onRules);
    registerPoint("menu:rules", () => (this.visible ? { x: d.rules.x + d.rules.w / 2, y: d.rules.y + d.rules.h / 2 } : null));
    this.add([shade, paper, h1, history, h2, chat, lobby, logout, rules]);
    this.setDepth(500); // an overlay (the test hook then knows it covers what lies under it), under the modals (600 and more)
    return [history, chat];
  }

  setChat(lines: ChatLine[]): void {
    this.chat.setLines(lines);
  }
}
