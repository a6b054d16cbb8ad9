// A visitor without an account watching a game (a share link, or Watch in the public listing): the game view with
// the invitation to register; its button leaves the game for the login form.
import type Phaser from "phaser";
import { net } from "../net/Net.js";
import type { GameConnection } from "../net/GameConnection.js";
import { showGuestBanner } from "../ui/guestBanner.js";
import { openGame } from "./navigation.js";

export function watchAsGuest(scene: Phaser.Scene, g: GameConnection): void {
  showGuestBanner(() => {
    void net.leaveGame(g).finally(() => scene.game.scene.getScenes(true)[0]?.scene.start("Login"));
  });
  openGame(scene, g);
}
