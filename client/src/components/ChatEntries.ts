// The chat as separate entries, newest at the bottom: each message its own block, its sender's name in bold in a text
// of its own at the left edge, the message beside it wrapping in the column right of the name (below a long name,
// indented). A message's text never reaches the left edge where names stand, so none can pass for a line from
// somebody else; what it holds is also drawn as one visible line (shared-rules/protocol/chatText.ts), for chat kept
// from before the server made it so.
import { isBlocked } from "../net/blockedPeople.js";
import Phaser from "phaser";
import { normaliseChatText } from "../../../shared-rules/protocol/index.js";
import type { ChatLine } from "../net/GameConnection.js";
import { FONT } from "../ui/theme.js";
import { registerInfo, unregisterInfo } from "../ui/testHook.js";
import { t } from "../i18n/i18n.js";
import { playerNameText } from "../i18n/playerName.js";

/** Space between two entries (a thin rule sits in its middle). */
const GAP = 9;
/** A message under a long name starts this far in, so it never lines up with the names. */
const INDENT = 14;
/** A name wider than this share of the panel puts its message on the row below. */
const NAME_SHARE = 0.42;
/** Entries built at most (the panel shows the newest that fit). */
const NEWEST = 30;

/** An entry as drawn (world px within the panel), for the browser tests. */
export interface ShownChatEntry {
  sender: string;
  message: string;
  senderX: number;
  messageX: number;
  top: number;
  bottom: number;
}

/** One message's texts; `beside`: the message starts on the name's row, else on the row below it. */
interface Entry {
  sender: Phaser.GameObjects.Text;
  message: Phaser.GameObjects.Text;
  beside: boolean;
}

export class ChatEntries extends Phaser.GameObjects.Container {
  private entries: Entry[] = [];
  private readonly rules: Phaser.GameObjects.Graphics;
  private readonly empty: Phaser.GameObjects.Text;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    private readonly areaWidth: number,
    private readonly areaHeight: number,
  ) {
    super(scene, x, y);
    this.rules = new Phaser.GameObjects.Graphics(scene);
    this.empty = new Phaser.GameObjects.Text(scene, 0, 0, t("menu.noMessages"), { fontFamily: FONT, fontSize: "14px", color: "#7a6a55", fontStyle: "italic" });
    this.add([this.rules, this.empty]);
    registerInfo("chatEntries", () => this.shown());
    this.once(Phaser.GameObjects.Events.DESTROY, () => unregisterInfo("chatEntries"));
  }

  setLines(lines: readonly ChatLine[]): void {
    for (const { sender, message } of this.entries) {
      sender.destroy();
      message.destroy();
    }
    this.entries = [];
    // newest first, until the panel is full; then laid out top to bottom
    let used = 0;
    for (const line of lines.slice(-NEWEST).reverse()) {
      const entry = this.entry(line);
      if (!entry) continue;
      const height = this.heightOf(entry);
      if (this.entries.length > 0 && used + GAP + height > this.areaHeight) {
        entry.sender.destroy();
        entry.message.destroy();
        break;
      }
      used += (this.entries.length > 0 ? GAP : 0) + height;
      this.entries.unshift(entry);
    }
    this.rules.clear().lineStyle(1, 0xd2bf98, 1);
    let top = 0;
    this.entries.forEach((entry, i) => {
      if (i > 0) {
        this.rules.lineBetween(0, top + GAP / 2, this.areaWidth, top + GAP / 2);
        top += GAP;
      }
      entry.sender.setY(top);
      entry.message.setY(entry.beside ? top : top + entry.sender.height);
      top += this.heightOf(entry);
    });
    this.empty.setVisible(this.entries.length === 0);
  }

  /** One message's texts, placed at the top of their entry; null when nothing of it is visible. */
  private entry(line: ChatLine): Entry | null {
    const text = normaliseChatText(String(line.message ?? ""));
    // Someone this person blocks says nothing to them.
    if (!text || isBlocked(String(line.sender ?? ""))) return null;
    const name = playerNameText(normaliseChatText(String(line.sender ?? ""))) || "?";
    const sender = new Phaser.GameObjects.Text(this.scene, 0, 0, name, { fontFamily: FONT, fontSize: "14px", color: "#8a2412", fontStyle: "bold" });
    const beside = sender.width <= this.areaWidth * NAME_SHARE;
    if (!beside) sender.setWordWrapWidth(this.areaWidth, true);
    const x = beside ? sender.width + 6 : INDENT;
    const message = new Phaser.GameObjects.Text(this.scene, x, beside ? 0 : sender.height, text, {
      fontFamily: FONT,
      fontSize: "14px",
      color: "#2b2118",
      lineSpacing: 2,
      // long words break too: a message stays inside its own column
      wordWrap: { width: this.areaWidth - x, useAdvancedWrap: true },
    });
    this.add([sender, message]);
    return { sender, message, beside };
  }

  private heightOf({ sender, message, beside }: Entry): number {
    return beside ? Math.max(sender.height, message.height) : sender.height + message.height;
  }

  private shown(): ShownChatEntry[] {
    return this.entries.map((entry) => ({
      sender: entry.sender.text,
      message: entry.message.text,
      senderX: entry.sender.x,
      messageX: entry.message.x,
      top: entry.sender.y,
      bottom: entry.sender.y + this.heightOf(entry),
    }));
  }
}
