// The game view's frame on a phone: a compact top bar (the menu button with unread chat, whose turn, and a second
// line with this seat's points and trains and the last move), the last-round banner, and the sheet of cards and
// tickets (PhoneSheet). The claimable and turn-chime switches live in the menu's drawer (GameChrome puts them in the
// top bar on a desktop).
import { MENU_COLORS, showUnread } from "./menuButton.js";
import type Phaser from "phaser";
import { Button } from "../../ui/Button.js";
import { FONT } from "../../ui/theme.js";
import { TOPBAR, phonePlan, switchPlace } from "../../ui/layout.js";
import { TAP } from "../../ui/phoneLayout.js";
import { setTurnSound, turnSoundOn } from "../../ui/turnAlert.js";
import { fitLine } from "../../ui/fitText.js";
import { soundLabel } from "../../ui/soundSettings.js";
import { drawTableFrame } from "../tableFrame.js";
import type { GamePresentation } from "./presenter.js";
import { claimHintsLabel, type ClaimHints } from "../../map/claimHints.js";
import type { ChromeHandlers, Tab } from "./GameChrome.js";
import { PhoneSheet } from "./PhoneSheet.js";
import { t } from "../../i18n/i18n.js";

const SWITCH = { fill: 0x4d6b7d, hover: 0x5f8296 };
/** The top bar's two lines (world px = CSS px on a phone): whose turn, then one's own numbers and the last move. */
const TURN_FONT = 17, LINE_FONT = 13, MIN_FONT = 12;
const BANNER_W = 104;

export class PhoneChrome {
  readonly ticker: Phaser.GameObjects.Text;
  readonly spectating: Phaser.GameObjects.Text | null = null;
  /** Made after the board (PhoneChrome.attachSheet): whatever a scene makes after its BoardMap lies above the map. */
  sheet!: PhoneSheet;
  /** The switches the drawer shows (the scene puts them in the menu pane). */
  readonly drawerSwitches: Phaser.GameObjects.GameObject[] = [];
  private readonly turnText: Phaser.GameObjects.Text;
  private readonly lastRound: Phaser.GameObjects.Container;
  private readonly menuButton: Button;
  private claimHints: Button | null = null;
  private unread = 0;
  private mine = "";
  private tickerLine = "";
  private readonly textX: number;

  constructor(private readonly scene: Phaser.Scene, spectator: boolean, hints: ClaimHints, h: ChromeHandlers) {
    drawTableFrame(scene, true);
    const midY = TOPBAR.y + TOPBAR.h / 2;
    this.menuButton = new Button(scene, 8 + TAP / 2, midY, "☰", { width: TAP, height: TAP, fontSize: 24, ...MENU_COLORS }, () => h.toggleMenu());
    this.menuButton.setDepth(520); // above the drawer, which it closes
    this.textX = 8 + TAP + 10;
    this.turnText = scene.add.text(this.textX, TOPBAR.y + TOPBAR.h * 0.3, "", { fontFamily: FONT, fontSize: `${TURN_FONT}px`, color: "#f6efdf", fontStyle: "bold" }).setOrigin(0, 0.5);
    this.ticker = scene.add.text(this.textX, TOPBAR.y + TOPBAR.h * 0.74, "", { fontFamily: FONT, fontSize: `${LINE_FONT}px`, color: "#d8ccb0" }).setOrigin(0, 0.5);
    const banner = scene.add.graphics();
    banner.fillStyle(0xc0201a, 1).fillRoundedRect(-BANNER_W / 2, -12, BANNER_W, 24, 12);
    const bannerText = scene.add.text(0, 0, t("game.lastRound"), { fontFamily: FONT, fontSize: "13px", color: "#ffffff", fontStyle: "bold" }).setOrigin(0.5);
    this.lastRound = scene.add.container(TOPBAR.x + TOPBAR.w - BANNER_W / 2 - 8, TOPBAR.y + TOPBAR.h * 0.3, [banner, bannerText]).setVisible(false);
    if (spectator) {
      this.spectating = scene.add.text(this.textX, TOPBAR.y + TOPBAR.h * 0.74, "", { fontFamily: FONT, fontSize: `${LINE_FONT}px`, color: "#9fd3ff", fontStyle: "bold" }).setOrigin(0, 0.5);
      this.ticker.setVisible(false);
    } else this.switches(hints, h);
  }

  /** The sheet of cards and tickets, over the map: made once the board is (see `sheet`). */
  attachSheet(onChange: (open: boolean) => void): PhoneSheet {
    this.sheet = new PhoneSheet(this.scene, phonePlan()!, onChange);
    return this.sheet;
  }

  private switches(hints: ClaimHints, h: ChromeHandlers): void {
    const at = switchPlace("claimable", { x: 0, y: 0, width: 0, height: 0, fontSize: 14 });
    this.claimHints = new Button(this.scene, at.x, at.y, claimHintsLabel(hints), { ...at, ...SWITCH, fill: 0x3d6b45, hover: 0x4c8456 }, () => h.cycleClaimHints());
    const chime = switchPlace("chime", at);
    const sound = new Button(this.scene, chime.x, chime.y, soundLabel("chime", turnSoundOn()), { ...chime, ...SWITCH }, () => {
      setTurnSound(!turnSoundOn());
      sound.setText(soundLabel("chime", turnSoundOn()));
    });
    this.drawerSwitches.push(this.claimHints, sound);
  }

  showClaimHints(mode: ClaimHints): void {
    this.claimHints?.setText(claimHintsLabel(mode));
  }

  show(p: GamePresentation): void {
    this.spectating?.setText(p.spectating);
    if (this.spectating) fitLine(this.spectating, p.spectating, TOPBAR.w - this.textX - 8, LINE_FONT, MIN_FONT);
    this.tickerLine = p.ticker;
    const room = TOPBAR.w - this.textX - 8 - (p.lastRound ? BANNER_W + 8 : 0);
    fitLine(this.turnText, p.turn, room, TURN_FONT, MIN_FONT + 1);
    this.turnText.setColor(p.myMove ? "#ffd34d" : "#f6efdf");
    this.lastRound.setVisible(p.lastRound);
    this.showLine();
  }

  /** This seat's numbers, first on the second line ("12 pts · 40 trains"); the last move follows as room allows. */
  showMine(text: string): void {
    this.mine = text;
    this.showLine();
  }

  private showLine(): void {
    if (this.spectating) return;
    const line = [this.mine, this.tickerLine].filter(Boolean).join("  ·  ");
    fitLine(this.ticker, line, TOPBAR.w - this.textX - 8, LINE_FONT, MIN_FONT);
  }

  // The tabs of a desktop are the sheet on a phone: both show at once when it is open.
  markTab(_t: Tab): void {}

  nudgeTab(_t: Tab): void {
    this.sheet.nudge();
  }

  countUnread(): void {
    this.unread += 1;
    showUnread(this.menuButton, this.unread);
  }

  clearUnread(): void {
    this.unread = 0;
    showUnread(this.menuButton, 0);
  }
}
