// Which scene shows a game: the waiting room before the start, the board while playing, the end screen after.
import type Phaser from "phaser";
import type { GameConnection } from "../net/GameConnection.js";
import type { GameSnapshot } from "../net/snapshot.js";
import { startScene } from "./lazyScenes.js";

/** A game not started yet has no view: its waiting room shows it. */
export function sceneFor(s: GameSnapshot | null): "WaitingRoom" | "Game" | "GameOver" {
  if (!s?.view) return "WaitingRoom";
  if (s.view.phase === "ended") return "GameOver";
  return "Game";
}

export function openGame(scene: Phaser.Scene, g: GameConnection): void {
  void g.whenReady().then(() => {
    const target = sceneFor(g.snapshot);
    startScene(scene, target, { roomId: g.roomId });
  });
}
