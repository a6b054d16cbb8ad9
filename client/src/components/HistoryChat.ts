// The pane behind the menu button: game history (readable lines), chat with an input, back to lobby, and logout
// (apart from Lobby, confirmed in a small dialog that says what becomes of the seat).
import Phaser from "phaser";
import { FONT } from "../ui/theme.js";
import { LEFT } from "../ui/layout.js";
import { Button } from "../ui/Button.js";
import type { ChatLine } from "../net/GameConnection.js";
import { registerPoint } from "../ui/testHook.js";
import { CHAT_MAX_LENGTH, normaliseChatText } from "../../../shared-rules/protocol/index.js";
import { ChatEntries } from "./ChatEntries.js";
import { LogoutConfirm } from "./LogoutConfirm.js";

export class HistoryChat extends Phaser.GameObjects.Container {
  private history: Phaser.GameObjects.Text;
  private chat: ChatEntries;
  private chatInput: HTMLInputElement | null = null;
  private onResize = () => this.placeInput();

  constructor(scene: Phaser.Scene, private readonly canChat: boolean, private readonly send: (msg: string) => void, onLobby: () => void, onLogout: () => void,
    logoutNote: () => string) {
    super(scene, 0, 0);
    const bg = scene.add.graphics();
    bg.fillStyle(0xf1e6cc, 1).fillRoundedRect(10, 60, LEFT.w - 20, 820, 10);
    bg.lineStyle(2, 0x6b4b2a, 1).strokeRoundedRect(10, 60, LEFT.w - 20, 820, 10);
    const h1 = scene.add.text(22, 70, "Game history", { fontFamily: FONT, fontSize: "18px", color: "#6b2a1a", fontStyle: "bold" });
    this.history = scene.add.text(22, 98, "", { fontFamily: FONT, fontSize: "14px", color: "#2b2118", wordWrap: { width: LEFT.w - 44 }, lineSpacing: 2 });
    const h2 = scene.add.text(22, 470, "Chat", { fontFamily: FONT, fontSize: "18px", color: "#6b2a1a", fontStyle: "bold" });
    // each message its own entry under its sender (never one joined text where a message could pass for a new line)
    this.chat = new ChatEntries(scene, 22, 498, LEFT.w - 44, 276);
    const lobby = new Button(scene, LEFT.w / 2, 850, "← Lobby", { width: LEFT.w - 60, height: 36, fontSize: 16, fill: 0x4d6b7d, hover: 0x5f8296 }, onLobby);
    // Logout sits apart from Lobby (top of the pane) and asks once more: a slip must not end the session mid-game.
    let asking: LogoutConfirm | null = null;
    const logout = new Button(scene, LEFT.w - 66, 79, "Logout", { width: 92, height: 28, fontSize: 14 }, () => {
      asking ??= new LogoutConfirm(scene, logoutNote(), onLogout, () => (asking = null));
    });
    registerPoint("menu:logout", () => (this.visible ? { x: LEFT.w - 66, y: 79 } : null));
    registerPoint("menu:lobby", () => (this.visible ? { x: LEFT.w / 2, y: 850 } : null));
    this.add([bg, h1, this.history, h2, this.chat, lobby, logout]);
    scene.add.existing(this);
    this.setVisible(false);
    scene.scale.on("resize", this.onResize);
    this.once(Phaser.GameObjects.Events.DESTROY, () => {
      scene.scale.off("resize", this.onResize);
      this.chatInput?.remove();
    });
  }

  private placeInput(): void {
    if (!this.chatInput) return;
    const r = this.scene.game.canvas.getBoundingClientRect();
    const k = r.width / this.scene.scale.gameSize.width;
    Object.assign(this.chatInput.style, { left: `${r.left + 22 * k}px`, top: `${r.top + 790 * k}px`, width: `${(LEFT.w - 44) * k}px`, height: `${32 * k}px`, fontSize: `${Math.max(11, 14 * k)}px` });
  }

  show(on: boolean): void {
    this.setVisible(on);
    if (on && this.canChat && !this.chatInput) {
      this.chatInput = document.createElement("input");
      this.chatInput.className = "ttr-chat-input";
      this.chatInput.id = "chat-input";
      this.chatInput.maxLength = CHAT_MAX_LENGTH;
      this.chatInput.placeholder = "Say something… (Enter)";
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
    this.history.setText(lines.slice(-16).join("\n"));
    // 325 px: the menu's row of switches (components/AlertSwitches.ts) sits below, above the Chat heading
    while (this.history.height > 325 && this.history.text.includes("\n")) this.history.setText(this.history.text.split("\n").slice(1).join("\n"));
  }

  setChat(lines: ChatLine[]): void {
    this.chat.setLines(lines);
  }
}
