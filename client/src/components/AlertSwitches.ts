// The game menu's switches for what reaches a player besides the board: sound effects, and "Notify me" (a push
// notice when your turn starts while you are not looking at the game). The turn chime's switch is in the top bar
// (scenes/game/GameChrome.ts). Also plays the effects, and tells the server whether this page is in front, which
// decides whether a notice is sent.
import Phaser from "phaser";
import type { GameConnection } from "../net/GameConnection.js";
import { reportVisibility } from "../net/pageVisibility.js";
import { disableNotices, enableNotices, noticesOn, noticesSupported } from "../net/turnNotices.js";
import { Button } from "../ui/Button.js";
import { showStatus } from "../ui/dom.js";
import { LEFT, switchPlace } from "../ui/layout.js";
import { playEffect } from "../ui/soundEffects.js";
import { setSound, soundLabel, soundOn } from "../ui/soundSettings.js";
import { registerInfo, registerPoint, unregisterInfo, unregisterPoints } from "../ui/testHook.js";
import { chromePoints } from "../scenes/game/GameChrome.js";
import { msg, t } from "../i18n/i18n.js";

/** A row just above the menu pane's "Chat" heading. */
const ROW_Y = 443;
const SIZE = { width: 112, height: 30, fontSize: 13 };
const COLORS = { fill: 0x4d6b7d, hover: 0x5f8296 };

const notifyLabel = (on: boolean) => (on ? t("switch.notifyOn") : t("switch.notifyOff"));

export class AlertSwitches {
  private notifying = false;

  constructor(scene: Phaser.Scene, g: GameConnection, menu: Phaser.GameObjects.Container) {
    // in the desktop's menu pane, a row above its "Chat" heading; in the phone's drawer, cells of its switch grid
    const EFFECTS = switchPlace("effects", { x: 22 + 56, y: ROW_Y, ...SIZE });
    const NOTIFY = switchPlace("notify", { x: LEFT.w - 22 - 56, y: ROW_Y, ...SIZE });
    const effects = new Button(scene, EFFECTS.x, EFFECTS.y, soundLabel("effects", soundOn("effects")), { ...EFFECTS, ...COLORS }, () => {
      setSound("effects", !soundOn("effects"));
      effects.setText(soundLabel("effects", soundOn("effects")));
    });
    menu.add(effects);
    registerPoint("menu:effects", () => (menu.visible ? { x: EFFECTS.x, y: EFFECTS.y } : null));
    const offs = [
      g.on("routeClaimed", () => playEffect("claim")),
      g.on("reply", (type, reply) => {
        if (type === "drawTrainCard" && reply.code === "ok") playEffect("draw");
      }),
    ];

    // A spectator has no turn to be told of, and nothing to report.
    if (!g.spectator) {
      offs.push(reportVisibility(g));
      // the top bar's chime switch (GameChrome draws it), for the tests
      registerPoint("toggle:chime", () => chromePoints().sound);
      if (noticesSupported()) {
        const notify = new Button(scene, NOTIFY.x, NOTIFY.y, notifyLabel(false), { ...NOTIFY, ...COLORS }, () => void this.toggleNotices(notify));
        menu.add(notify);
        registerPoint("menu:notify", () => (menu.visible ? { x: NOTIFY.x, y: NOTIFY.y } : null));
        void noticesOn().then((on) => {
          this.notifying = on;
          if (notify.active) notify.setText(notifyLabel(on));
        });
      }
    }
    registerInfo("sound", () => ({ effects: soundOn("effects"), chime: soundOn("chime"), notify: this.notifying }));
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      offs.forEach((off) => off());
      unregisterPoints("menu:effects");
      unregisterPoints("menu:notify");
      unregisterPoints("toggle:chime");
      unregisterInfo("sound");
    });
  }

  /** The browser asks the person for permission the first time; a refusal says what to do instead. */
  private async toggleNotices(button: Button): Promise<void> {
    const result = this.notifying ? await disableNotices() : await enableNotices();
    if (!result.ok) {
      showStatus(result.reason, "error", 6000);
      return;
    }
    this.notifying = result.on;
    if (button.active) button.setText(notifyLabel(result.on));
    showStatus(result.on ? msg("notice.notifyOn") : msg("notice.notifyOff"), "info", 4000);
  }
}
