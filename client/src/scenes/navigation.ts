// Which scene shows a game: the waiting room before the start, the board while playing, the end screen after.
import type Phaser from "phaser";
import type { GameConnection } from "../net/GameConnection.js";

export function sceneForPhase(phase: string): "WaitingRoom" | "Game" | "GameOver" {
  if (phase === "waiting") return "WaitingRoom";
  if (phase === "ended") return "GameOver";
  return "Game";
}

export function openGame(scene: Phaser.Scene, g: GameConnection): void {
  void g.whenReady().then(() => {
    const target = sceneForPhase(g.snapshot?.phase ?? "waiting");
    scene.scene.start(target, { roomId: g.roomId });
  });
}
