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
import { ReplayScene } from "./scenes/ReplayScene.js";
import { RatingsScene } from "./scenes/RatingsScene.js";
import { installTestHook } from "./ui/testHook.js";
import { installFrameBudget } from "./ui/frameBudget.js";

/** True when the browser draws WebGL on the CPU (no GPU acceleration: SwiftShader, llvmpipe). */
function softwareWebGL(): boolean {
  const gl = document.createElement("canvas").getContext("webgl");
  if (!gl) return false;
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  gl.getExtension("WEBGL_lose_context")?.loseContext();
  return /swiftshader|llvmpipe|software/i.test(renderer);
}

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
  // Multisampling the canvas doubles the cost of a frame when the CPU draws it (measured: ~520 → ~260 ms per frame
  // in Chromium's SwiftShader); with a GPU it is cheap and smooths the edges of the rotated cars.
  antialiasGL: !softwareWebGL(),
  scene: [BootScene, LoginScene, LobbyScene, WaitingRoomScene, GameScene, GameOverScene, ReplayScene, RatingsScene],
});

installTestHook(game);
installFrameBudget(game);
