// The game view's frame around the map: the menu button (with unread chat), the game's name, the turn line, the
// last-round banner, the claimable and turn-sound switches, the ticker and the Hand / Board tab buttons.
import { MENU_COLORS, showUnread } from "./menuButton.js";
import type Phaser from "phaser";
import { Button } from "../../ui/Button.js";
import { FONT } from "../../ui/theme.js";
import { BOTTOM, LEFT, TOPBAR, phonePlan, switchPlace } from "../../ui/layout.js";
import { TAP } from "../../ui/phoneLayout.js";
import { setTurnSound, turnSoundOn } from "../../ui/turnAlert.js";
import { setColorIfNew } from "../../ui/textInPlace.js";
import { fitLine } from "../../ui/fitText.js";
import { soundLabel } from "../../ui/soundSettings.js";
import { drawTableFrame } from "../tableFrame.js";
import type { GamePresentation } from "./presenter.js";
import { claimHintsLabel, type ClaimHints } from "../../map/claimHints.js";
import { t } from "../../i18n/i18n.js";

export type Tab = "hand" | "board";

const TAB_ON = 0xa8452b, TAB_OFF = 0x8c7a62;

const SWITCH_WIDTH = 134;
/** Space kept between the turn line and what is right of it (world px). */
const GAP = 12;
const TURN_FONT = 20;

/** Where the chrome's buttons sit (world px) in the current layout, for the clicks and the test hook. */
export function chromePoints() {
  const phone = phonePlan();
  if (phone) {
    // a phone has no tabs: the sheet's handle stands for both (the cards fly to it)
    const handle = { x: phone.peek.x + phone.peek.w / 2, y: phone.peek.y + phone.peek.h / 2 };
    const off = { x: 0, y: 0, width: 0, height: 0, fontSize: 0 };
    return { menu: { x: 8 + TAP / 2, y: TOPBAR.y + TOPBAR.h / 2 }, tab: { hand: handle, board: handle }, claimable: switchPlace("claimable", off), sound: switchPlace("chime", off) };
  }
  return {
    menu: { x: 32, y: 28 },
    tab: { hand: { x: BOTTOM.x + 70, y: BOTTOM.y + 22 }, board: { x: BOTTOM.x + 190, y: BOTTOM.y + 22 } },
    // the switches sit close to the banner, so a narrow top bar (4:3 window) keeps room for the turn line
    claimable: { x: TOPBAR.x + TOPBAR.w - 285, y: TOPBAR.y + 22 },
    sound: { x: TOPBAR.x + TOPBAR.w - 430, y: TOPBAR.y + 22 },
  };
}

export interface ChromeHandlers {
  toggleMenu(): void;
  setTab(t: Tab): void;
  /** The claimable-routes switch was clicked: the scene steps its mode (tickets → all → off). */
  cycleClaimHints(): void;
}

export class GameChrome {
  readonly ticker: Phaser.GameObjects.Text;
  private readonly turnText: Phaser.GameObjects.Text;
  /** Room for the turn line: up to the first thing right of it in the top bar (a switch, or the spectator's note). */
  private turnWidth = 0;
  /** A spectator's note ("Spectating — N moves behind"); null for a player. */
  readonly spectating: Phaser.GameObjects.Text | null = null;
  private readonly lastRound: Phaser.GameObjects.Container;
  private readonly menuButton: Button;
  private readonly tabs: Record<Tab, Button>;
  private unread = 0;
  private claimHints: Button | null = null;

  constructor(private readonly scene: Phaser.Scene, gameName: string, spectator: boolean, hints: ClaimHints, h: ChromeHandlers) {
    drawTableFrame(scene, true);
    const CHROME = chromePoints();
    this.menuButton = new Button(scene, CHROME.menu.x, CHROME.menu.y, "☰", { width: 44, height: 38, fontSize: 24, ...MENU_COLORS }, () => h.toggleMenu());
    this.menuButton.setDepth(10);
    scene.add.text(62, 14, gameName, { fontFamily: FONT, fontSize: "19px", color: "#f6efdf", fontStyle: "bold", fixedWidth: LEFT.w - 70 });
    this.turnText = scene.add.text(TOPBAR.x + 16, TOPBAR.y + 22, "", { fontFamily: FONT, fontSize: `${TURN_FONT}px`, color: "#f6efdf", fontStyle: "bold" }).setOrigin(0, 0.5);
    // the last move at a glance, without opening the menu
    this.ticker = scene.add.text(BOTTOM.x + 270, BOTTOM.y + 22, "", { fontFamily: FONT, fontSize: "16px", color: "#3b2f22", fontStyle: "italic" }).setOrigin(0, 0.5);
    const banner = scene.add.graphics();
    banner.fillStyle(0xc0201a, 1).fillRoundedRect(-90, -15, 180, 30, 15);
    const bannerText = scene.add.text(0, 0, t("game.lastRound"), { fontFamily: FONT, fontSize: "17px", color: "#ffffff", fontStyle: "bold" }).setOrigin(0.5);
    this.lastRound = scene.add.container(TOPBAR.x + TOPBAR.w - 110, TOPBAR.y + 22, [banner, bannerText]).setVisible(false);
    if (spectator) {
      this.spectating = scene.add.text(TOPBAR.x + TOPBAR.w - 230, TOPBAR.y + 22, t("game.spectating"), { fontFamily: FONT, fontSize: "17px", color: "#9fd3ff", fontStyle: "bold" }).setOrigin(1, 0.5);
    } else {
      this.switches(hints, h);
      this.turnWidth = CHROME.sound.x - SWITCH_WIDTH / 2 - GAP - (TOPBAR.x + 16);
    }
    const tab = (t: Tab, label: string) => new Button(scene, CHROME.tab[t].x, CHROME.tab[t].y, label, { width: 110, height: 32, fontSize: 17 }, () => h.setTab(t));
    this.tabs = { hand: tab("hand", t("tab.hand")), board: tab("board", t("tab.board")) };
  }

  private switches(hints: ClaimHints, h: ChromeHandlers): void {
    const at = chromePoints();
    this.claimHints = new Button(this.scene, at.claimable.x, at.claimable.y, claimHintsLabel(hints),
      // 13 px: "Claimable: tickets" is the longest of its three labels and must fit the switch
      { width: SWITCH_WIDTH, height: 30, fontSize: 13, fill: 0x3d6b45, hover: 0x4c8456 }, () => h.cycleClaimHints());
    const sound = new Button(this.scene, at.sound.x, at.sound.y, soundLabel("chime", turnSoundOn()),
      { width: SWITCH_WIDTH, height: 30, fontSize: 14, fill: 0x4d6b7d, hover: 0x5f8296 }, () => {
        setTurnSound(!turnSoundOn());
        sound.setText(soundLabel("chime", turnSoundOn()));
      });
  }

  /** The claimable switch's label follows the mode (a key changes it too). */
  showClaimHints(mode: ClaimHints): void {
    this.claimHints?.setText(claimHintsLabel(mode));
  }

  show(p: GamePresentation): void {
    this.ticker.setText(p.ticker);
    this.spectating?.setText(p.spectating);
    // The spectator's note grows from the right (its delay): the turn line takes what is left of it.
    const room = this.spectating ? this.spectating.x - this.spectating.width - GAP - (TOPBAR.x + 16) : this.turnWidth;
    fitLine(this.turnText, p.turn, room, TURN_FONT);
    setColorIfNew(this.turnText, p.myMove ? "#ffd34d" : "#f6efdf"); // (a colour set redraws the line)
    this.lastRound.setVisible(p.lastRound);
  }

  markTab(t: Tab): void {
    this.tabs.hand.setColors(t === "hand" ? TAB_ON : TAB_OFF, t === "hand" ? 0xc1532f : 0x9e8c73);
    this.tabs.board.setColors(t === "board" ? TAB_ON : TAB_OFF, t === "board" ? 0xc1532f : 0x9e8c73);
  }

  /** Points at a tab (the Board tab when the turn comes: the cards are drawn there). */
  nudgeTab(t: Tab): void {
    this.scene.tweens.add({ targets: this.tabs[t], scale: 1.12, duration: 220, yoyo: true, repeat: 2 });
  }

  /** A chat line arrived while the menu is closed: the button counts it. */
  countUnread(): void {
    this.unread += 1;
    showUnread(this.menuButton, this.unread);
  }

  clearUnread(): void {
    this.unread = 0;
    showUnread(this.menuButton, 0);
  }
}
