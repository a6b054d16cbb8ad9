// The end screen's "Replay" and "Download JSON" buttons, beside "Back to lobby".
import type Phaser from "phaser";
import { downloadGameRecord } from "../net/gameRecord.js";
import { Button } from "../ui/Button.js";
import { showStatus } from "../ui/dom.js";
import { TOPBAR } from "../ui/layout.js";
import { registerPoint } from "../ui/testHook.js";
import { t } from "../i18n/i18n.js";
import { fitLine } from "../ui/fitText.js";
import { startScene } from "../scenes/lazyScenes.js";

const STYLE = { height: 34, fontSize: 16, fill: 0x4d6b7d, hover: 0x5f8296 };

type Rect = { x: number; y: number; w: number; h: number };

/** `phone`: the two buttons' boxes on a phone's end screen (a finger's size); the top bar's places otherwise. */
export function endScreenRecordButtons(scene: Phaser.Scene, gameId: string, phone?: [Rect, Rect]): void {
  const y = phone ? phone[0].y + phone[0].h / 2 : TOPBAR.y + 22;
  const replayX = phone ? phone[0].x + phone[0].w / 2 : TOPBAR.x + TOPBAR.w - 420, downloadX = phone ? phone[1].x + phone[1].w / 2 : TOPBAR.x + TOPBAR.w - 282;
  const size = (w: number, r?: Rect) => (r ? { ...STYLE, width: r.w, height: r.h, fontSize: 15 } : { ...STYLE, width: w });
  const replay = new Button(scene, replayX, y, t("end.replay"), size(104, phone?.[0]), () => {
    startScene(scene, "Replay", { gameId, back: { key: "GameOver", data: { roomId: gameId } } });
  }).setDepth(5);
  const download = new Button(scene, downloadX, y, phone ? t("end.download") : t("end.downloadJson"), size(160, phone?.[1]), () => {
    void downloadGameRecord(gameId).then((answer) => {
      if (!answer.ok) showStatus(answer.reason, "error", 6000);
    });
  }).setDepth(5);
  // A longer word than English's ("Wiederholung") gets smaller rather than run over its button's edges.
  if (!phone) for (const [button, width] of [[replay, 104], [download, 160]] as const) fitLine(button.label, button.label.text, width - 12, STYLE.fontSize, 11);
  registerPoint("replay", () => ({ x: replayX, y }));
  registerPoint("download", () => ({ x: downloadX, y }));
}
