// The game menu's logout asks first, saying what becomes of the person's seat, with Cancel and Log out side by side:
// a slip must not end the session mid-game, and a person who logs out should know whether the table waits for them.
import Phaser from "phaser";
import { FONT, WORLD } from "../ui/theme.js";
import { MAP_AREA, isPhoneLayout } from "../ui/layout.js";
import { Button } from "../ui/Button.js";
import { drawPanel } from "../ui/panel.js";
import { listenKeys } from "../input/listenKeys.js";
import { t } from "../i18n/i18n.js";
import { registerInfo, registerPoint, unregisterInfo, unregisterPoints } from "../ui/testHook.js";

const WIDE = 480, HIGH = 206;

/** Where this person stands at the table, as far as logging out goes. */
export type LogoutSeat = "spectator" | "realTime" | "async" | "ended";

/** What logging out does to the seat (see the server's SeatPresence: a dropped seat is kept, rejoining hands it back). */
export function logoutNote(seat: LogoutSeat): string {
  switch (seat) {
    case "spectator": return t("logout.spectator");
    case "ended": return t("logout.ended");
    case "async": return t("logout.async");
    case "realTime": return t("logout.realTime");
  }
}

export class LogoutConfirm extends Phaser.GameObjects.Container {
  constructor(scene: Phaser.Scene, note: string, onLogout: () => void, onClose: () => void) {
    super(scene, 0, 0);
    // a phone's: the window's width at most, as tall as its words need, buttons a finger's size, in the window's middle
    const phone = isPhoneLayout();
    const W = Math.min(WIDE, WORLD.width - 16);
    const probe = scene.add.text(0, 0, note, { fontFamily: FONT, fontSize: "16px", wordWrap: { width: W - 48 }, lineSpacing: 3 });
    const H = phone ? Math.max(HIGH, 54 + probe.height + 20 + 60) : HIGH;
    probe.destroy();
    const area = phone ? { x: 0, y: 0, w: WORLD.width, h: WORLD.height } : MAP_AREA;
    const x = area.x + (area.w - W) / 2, y = area.y + (area.h - H) / 2;
    // the whole world is covered: nothing behind takes a click while the question is open
    const blocker = scene.add.rectangle(0, 0, Math.max(WORLD.width, scene.scale.gameSize.width), WORLD.height, 0x000000, 0.35).setOrigin(0).setInteractive();
    const bg = drawPanel(scene, x, y, W, H);
    const title = scene.add.text(x + 24, y + 18, t("logout.heading"), { fontFamily: FONT, fontSize: "22px", color: "#6b2a1a", fontStyle: "bold" });
    const body = scene.add.text(x + 24, y + 54, note, { fontFamily: FONT, fontSize: "16px", color: "#2b2118", wordWrap: { width: W - 48 }, lineSpacing: 3 });
    const close = () => {
      this.destroy();
      onClose();
    };
    const by = y + H - (phone ? 38 : 36);
    const bh = phone ? 48 : 42;
    // side by side, right-aligned (a narrow phone: each half the width)
    const cw = phone ? Math.min(130, (W - 55) / 2) : 130, lw = phone ? Math.min(150, (W - 55) / 2) : 150;
    const cancelX = x + W - 20 - lw - 15 - cw / 2, logoutX = x + W - 20 - lw / 2;
    const cancel = new Button(scene, cancelX, by, t("modal.cancel"), { width: cw, height: bh, fill: 0x4d6b7d, hover: 0x5f8296 }, close);
    const logout = new Button(scene, logoutX, by, t("logout.confirm"), { width: lw, height: bh }, () => {
      this.destroy();
      onLogout();
    });
    registerPoint("logout:cancel", () => (this.active ? { x: cancelX, y: by } : null));
    registerPoint("logout:confirm", () => (this.active ? { x: logoutX, y: by } : null));
    registerInfo("logoutConfirm", () => (this.active ? `${title.text} ${body.text}` : null));
    this.add([blocker, bg, title, body, cancel, logout]);
    this.setDepth(900);
    scene.add.existing(this);
    listenKeys(this, (e) => {
      if (e.key !== "Escape") return false;
      close();
      return true;
    });
    this.once(Phaser.GameObjects.Events.DESTROY, () => {
      unregisterPoints("logout:");
      unregisterInfo("logoutConfirm");
    });
  }
}
