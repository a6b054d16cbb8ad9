// The game engine and the board, loaded by main.ts as a chunk of its own: the Phaser game (one scene per file)
// scaled to the window, plus the read-only test hook.
import Phaser from "phaser";
import { WORLD } from "./ui/theme.js";
import { BootScene } from "./scenes/BootScene.js";
import { LoginScene } from "./scenes/LoginScene.js";
import { LobbyScene } from "./scenes/LobbyScene.js";
import { WaitingRoomScene } from "./scenes/WaitingRoomScene.js";
import { GameScene } from "./scenes/GameScene.js";
import { GameOverScene } from "./scenes/GameOverScene.js";
import { installTestHook } from "./ui/testHook.js";
import { installFrameBudget } from "./ui/frameBudget.js";

const game = new Phaser.Game({
  type: Phaser.AUTO,
  parent: "game",
  backgroundColor: "#1d2a33",
  width: WORLD.width,
  height: WORLD.height,
  scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH },
  disableContextMenu: true,
  banner: false,
  // No sound is played through Phaser; creating its audio context cost ~7 % of the start-up time.
  audio: { noAudio: true },
  scene: [BootScene, LoginScene, LobbyScene, WaitingRoomScene, GameScene, GameOverScene],
});

installTestHook(game);
installFrameBudget(game);
