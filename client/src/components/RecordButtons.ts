// The end screen's "Replay" and "Download JSON" buttons, beside "Back to lobby".
import type Phaser from "phaser";
import { downloadGameRecord } from "../net/gameRecord.js";
import { Button } from "../ui/Button.js";
import { showStatus } from "../ui/dom.js";
import { TOPBAR } from "../ui/layout.js";
import { registerPoint } from "../ui/testHook.js";

const STYLE = { height: 34, fontSize: 16, fill: 0x4d6b7d, hover: 0x5f8296 };

export function endScreenRecordButtons(scene: Phaser.Scene, gameId: string): void {
  const y = TOPBAR.y + 22;
  const replayX = TOPBAR.x + TOPBAR.w - 420, downloadX = TOPBAR.x + TOPBAR.w - 282;
  new Button(scene, replayX, y, "Replay", { ...STYLE, width: 96 }, () => {
    scene.scene.start("Replay", { gameId, back: { key: "GameOver", data: { roomId: gameId } } });
  }).setDepth(5);
  new Button(scene, downloadX, y, "Download JSON", { ...STYLE, width: 160 }, () => {
    void downloadGameRecord(gameId).then((answer) => {
      if (!answer.ok) showStatus(answer.reason, "error", 6000);
    });
  }).setDepth(5);
  registerPoint("replay", () => ({ x: replayX, y }));
  registerPoint("download", () => ({ x: downloadX, y }));
}
