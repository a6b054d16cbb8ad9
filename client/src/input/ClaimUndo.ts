// Wires the claim undo window into a game view: the hold (input/claimHold), its bar, the recheck after every new
// state, and the game menu's toggle. The buy-route modal's Confirm goes through submit(); the server still judges.
import Phaser from "phaser";
import type { GameConnection } from "../net/GameConnection.js";
import type { ClaimChoice } from "../components/BuyRouteModal.js";
import { UndoBar } from "../components/UndoBar.js";
import { Button } from "../ui/Button.js";
import { LEFT, switchPlace } from "../ui/layout.js";
import { showStatus } from "../ui/dom.js";
import { registerInfo, registerPoint, unregisterInfo } from "../ui/testHook.js";
import { ClaimHold, heldClaimBlocker } from "./claimHold.js";
import { nextUndoSeconds, setUndoSeconds, undoLabel, undoSeconds } from "./undoSetting.js";
import { replyText } from "../i18n/ruleReasons.js";
import { msg } from "../i18n/i18n.js";
import { mapOf } from "../rules.js";


export class ClaimUndo {
  private readonly hold: ClaimHold;

  /** `menu` is the game menu pane (shown by ☰): the toggle lives in it. */
  constructor(scene: Phaser.Scene, g: GameConnection, menu: Phaser.GameObjects.Container) {
    const bar = new UndoBar(scene, () => this.undo());
    this.hold = new ClaimHold({
      holdMs: () => undoSeconds() * 1000,
      send: async (routeIndex, c) => {
        const r = await g.request("buyRoute", { routeIndex, trainColor: c.trainColor, numberOfWilds: c.numberOfWilds, ...(c.standIns ? { standIns: c.standIns } : {}) });
        return r.code === "ok" ? null : replyText(r);
      },
      onChange: (held) => (held ? bar.show(held, mapOf(g.view)) : bar.hide()),
      onDropped: (message, undone) => showStatus(message, undone ? "info" : "error", 4000),
      onRefused: (refusal) => showStatus(msg("refuse.server", { why: refusal }), "error", 4000),
    });
    const off = g.on("changed", () => this.hold.recheck((held) => heldClaimBlocker(g.view, held)));

    if (!g.spectator) {
      // a spectator claims nothing: no toggle for them. Its place: in the game menu pane beside its "Chat" heading,
      // or a cell of the phone drawer's switch grid
      const TOGGLE = switchPlace("undo", { x: LEFT.w - 90, y: 481, width: 140, height: 26, fontSize: 13 });
      const toggle = new Button(scene, TOGGLE.x, TOGGLE.y, undoLabel(undoSeconds()), { ...TOGGLE, fill: 0x4d6b7d, hover: 0x5f8296 }, () => {
        setUndoSeconds(nextUndoSeconds(undoSeconds()));
        toggle.setText(undoLabel(undoSeconds()));
      });
      menu.add(toggle);
      registerPoint("menu:undo", () => (menu.visible ? { x: TOGGLE.x, y: TOGGLE.y } : null));
    }
    registerInfo("heldClaim", () => this.hold.current);
    registerInfo("undoSeconds", () => undoSeconds());
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      off();
      // leaving the game view drops a held claim: it is never sent behind the person's back
      this.hold.dispose();
      unregisterInfo("heldClaim");
      unregisterInfo("undoSeconds");
    });
  }

  /** The buy-route modal's Confirm: held (null at once), or sent now when the window is off. */
  submit(routeId: number, choice: ClaimChoice): Promise<string | null> {
    return this.hold.submit(routeId, choice);
  }

  /** Takes back the held claim; false when none is held. */
  undo(): boolean {
    return this.hold.undo();
  }

  get holding(): boolean {
    return this.hold.current !== null;
  }
}
