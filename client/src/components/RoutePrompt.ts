// The claim prompt of keyboard play: what the person typed, and the routes it may mean, the highlighted one first
// to be taken by Enter. A plain view: KeyboardPlay decides what it shows.
import Phaser from "phaser";
import { FONT } from "../ui/theme.js";
import { MAP_AREA } from "../ui/layout.js";
import { drawPanel } from "../ui/panel.js";
import { t } from "../i18n/i18n.js";

/** Candidates listed at once; more are counted, so a person knows to type on. */
export const PROMPT_ROWS = 9;
const ROW = 24;

export interface PromptContent {
  title: string;
  input: string;
  rows: string[];
  selected: number;
  hint: string;
}

export class RoutePrompt extends Phaser.GameObjects.Container {
  private bg: Phaser.GameObjects.Graphics | null = null;
  private readonly title: Phaser.GameObjects.Text;
  private readonly typed: Phaser.GameObjects.Text;
  private readonly rows: Phaser.GameObjects.Text;
  private readonly mark: Phaser.GameObjects.Rectangle;
  private readonly hint: Phaser.GameObjects.Text;

  /** The panel's corner and width (read at creation: the view is re-created when the layout changes). */
  private readonly X = MAP_AREA.x + 14;
  private readonly Y = MAP_AREA.y + 12;
  private readonly W = Math.min(430, MAP_AREA.w - 28);

  constructor(scene: Phaser.Scene) {
    super(scene, 0, 0);
    const { X, Y, W } = this;
    this.title = scene.add.text(X + 16, Y + 10, "", { fontFamily: FONT, fontSize: "15px", color: "#6b2a1a", fontStyle: "bold" });
    this.typed = scene.add.text(X + 16, Y + 32, "", { fontFamily: FONT, fontSize: "22px", color: "#2b2118", fontStyle: "bold", fixedWidth: W - 32,
      backgroundColor: "#ffffff", padding: { x: 6, y: 2 } });
    this.mark = scene.add.rectangle(X + 10, 0, W - 20, ROW, 0xf2c14e, 0.55).setOrigin(0);
    this.rows = scene.add.text(X + 16, Y + 72, "", { fontFamily: FONT, fontSize: "16px", color: "#2b2118", lineSpacing: ROW - 19 });
    this.hint = scene.add.text(X + 16, 0, "", { fontFamily: FONT, fontSize: "13px", color: "#5b4a35", fontStyle: "italic", wordWrap: { width: W - 32 } });
    this.add([this.mark, this.title, this.typed, this.rows, this.hint]);
    this.setDepth(750).setVisible(false);
    scene.add.existing(this);
  }

  show(c: PromptContent): void {
    const { X, Y, W } = this;
    const rows = c.rows.length ? c.rows : [t("prompt.noMatch")];
    this.title.setText(c.title);
    this.typed.setText(`${c.input}▌`);
    this.rows.setText(rows.join("\n"));
    this.mark.setVisible(c.rows.length > 0 && c.selected >= 0).setY(Y + 70 + c.selected * ROW);
    const hintY = Y + 72 + rows.length * ROW + 8;
    this.hint.setText(c.hint).setY(hintY);
    // the panel grows with the list and the (maybe wrapped) hint
    this.bg?.destroy();
    this.bg = drawPanel(this.scene, X, Y, W, hintY + this.hint.height + 12 - Y, 0xf6efdf);
    this.addAt(this.bg, 0);
    this.setVisible(true);
  }

  hide(): void {
    this.setVisible(false);
  }
}
