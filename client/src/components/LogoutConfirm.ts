// The game menu's logout asks first, saying what becomes of the person's seat, with Cancel and Log out side by side:
// a slip must not end the session mid-game, and a person who logs out should know whether the table waits for them.
import Phaser from "phaser";
import { FONT, WORLD } from "../ui/theme.js";
import { MAP_AREA } from "../ui/layout.js";
import { Button } from "../ui/Button.js";
import { drawPanel } from "../ui/panel.js";
import { listenKeys } from "../input/listenKeys.js";
import { registerInfo, registerPoint, unregisterInfo, unregisterPoints } from "../ui/testHook.js";

const W = 480, H = 206;

/** Where this person stands at the table, as far as logging out goes. */
export type LogoutSeat = "spectator" | "realTime" | "async" | "ended";

/** What logging out does to the seat (see the server's SeatPresence: a dropped seat is kept, rejoining hands it back). */
export function logoutNote(seat: LogoutSeat): string {
  switch (seat) {
    case "spectator": return "You stop watching this game.";
    case "ended": return "The game is over; its result is saved.";
    case "async": return "You keep your seat: the game waits for you, and only the turn clock lets a bot play a turn for you.";
    case "realTime": return "You keep your seat: if you are not back shortly, a bot plays for you until you open the game again from the lobby.";
  }
}

export class LogoutConfirm extends Phaser.GameObjects.Container {
  constructor(scene: Phaser.Scene, note: string, onLogout: () => void, onClose: () => void) {
    super(scene, 0, 0);
    const x = MAP_AREA.x + (MAP_AREA.w - W) / 2, y = MAP_AREA.y + (MAP_AREA.h - H) / 2;
    // the whole world is covered: nothing behind takes a click while the question is open
    const blocker = scene.add.rectangle(0, 0, Math.max(WORLD.width, scene.scale.gameSize.width), WORLD.height, 0x000000, 0.35).setOrigin(0).setInteractive();
    const bg = drawPanel(scene, x, y, W, H);
    const title = scene.add.text(x + 24, y + 18, "Log out?", { fontFamily: FONT, fontSize: "22px", color: "#6b2a1a", fontStyle: "bold" });
    const body = scene.add.text(x + 24, y + 54, note, { fontFamily: FONT, fontSize: "16px", color: "#2b2118", wordWrap: { width: W - 48 }, lineSpacing: 3 });
    const close = () => {
      this.destroy();
      onClose();
    };
    const by = y + H - 36;
    const cancel = new Button(scene, x + W - 250, by, "Cancel", { width: 130, height: 42, fill: 0x4d6b7d, hover: 0x5f8296 }, close);
    const logout = new Button(scene, x + W - 95, by, "Log out", { width: 150, height: 42 }, () => {
      this.destroy();
      onLogout();
    });
    registerPoint("logout:cancel", () => (this.active ? { x: x + W - 250, y: by } : null));
    registerPoint("logout:confirm", () => (this.active ? { x: x + W - 95, y: by } : null));
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
