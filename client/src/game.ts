// The game engine and the board, loaded by main.ts as a chunk of its own: the Phaser game (one scene per file)
// scaled to the window (the world takes the window's shape: ui/responsive.ts), plus the read-only test hook.
import Phaser from "phaser";
import { WORLD } from "./ui/theme.js";
import { BootScene } from "./scenes/BootScene.js";
import { LoginScene } from "./scenes/LoginScene.js";
import { LobbyScene } from "./scenes/LobbyScene.js";
import { WaitingRoomScene } from "./scenes/WaitingRoomScene.js";
import { GameScene } from "./scenes/GameScene.js";
import { installTestHook } from "./ui/testHook.js";
import { installLessonStarter } from "./tutorial/startLesson.js";
import { showStatus } from "./ui/dom.js";
import { net } from "./net/Net.js";
import { installFrameBudget } from "./ui/frameBudget.js";
import { fitToWindow, installResponsiveLayout } from "./ui/responsive.js";
import { choosePixelRatio, pixelRatio } from "./ui/pixelRatio.js";
import { installSharpCanvas } from "./ui/sharpCanvas.js";
import { followSceneTitles } from "./ui/pageHead.js";
import { msg, type MessageKey } from "./i18n/i18n.js";
import type { SessionEnd } from "../../shared-rules/protocol/index.js";

/** True when the browser draws WebGL on the CPU (no GPU acceleration: SwiftShader, llvmpipe). */
function softwareWebGL(): boolean {
  const gl = document.createElement("canvas").getContext("webgl");
  if (!gl) return false;
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  gl.getExtension("WEBGL_lose_context")?.loseContext();
  return /swiftshader|llvmpipe|software/i.test(renderer);
}

// Without GPU acceleration Phaser's WebGL renderer runs on the CPU through the browser's software GL, and its Canvas
// renderer draws the same board far faster (measured in headless Chromium's SwiftShader: the restored board appeared
// 0.3–0.5 s after the state arrived instead of 2–5.6 s). With a GPU, WebGL stays.
const drawnByCpu = softwareWebGL();

fitToWindow();
choosePixelRatio();
const game = new Phaser.Game({
  type: drawnByCpu ? Phaser.CANVAS : Phaser.AUTO,
  parent: "game",
  backgroundColor: "#1d2a33",
  // the world × the canvas's pixels per world px (a phone's device pixel ratio: ui/pixelRatio.ts)
  width: WORLD.width * pixelRatio(),
  height: WORLD.height * pixelRatio(),
  scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH },
  disableContextMenu: true,
  banner: false,
  // Game time keeps to the clock down to one frame a second. Phaser's default (min 5) takes any frame slower than
  // 200 ms for a glitch and counts it as the last "sane" one (16.7 ms): on a machine that draws 2 frames a second the
  // game then ran at 3 % speed, a 1-second tween took half a minute and a restarted view stayed half-drawn that long.
  fps: { min: 1 },
  // No sound is played through Phaser; creating its audio context cost ~7 % of the start-up time.
  audio: { noAudio: true },
  // With a GPU, multisampling is cheap and smooths the edges of the rotated cars.
  antialiasGL: true,
  // the end screen, the replay and the ratings are added when first opened (scenes/lazyScenes.ts)
  scene: [BootScene, LoginScene, LobbyScene, WaitingRoomScene, GameScene],
});

installSharpCanvas(game);
installTestHook(game);
installLessonStarter(game);
followSceneTitles(game);
installFrameBudget(game);
installResponsiveLayout(game);

// The server ended this login (logged out in another tab, or signed in somewhere else): back to the login form, saying why.
const SESSION_END_MESSAGE: Readonly<Record<SessionEnd, MessageKey>> = { loggedOut: "session.loggedOut", signedInElsewhere: "session.signedInElsewhere", passwordChanged: "session.passwordChanged", accountDeleted: "accountDeletion.ended" };
net.on("loginEnded", (end) => {
  const current = game.scene.getScenes(true)[0];
  if (current && current.scene.key !== "Login") current.scene.start("Login");
  showStatus(msg(SESSION_END_MESSAGE[end]), "error");
});
