// Keeps the canvas filling the window: on a resize the world takes the window's shape (ui/layout.ts) and the board
// views are re-created at the new size (the form views move their backdrop themselves). Each view that shows a map
// draws it for the new map area as it is made (map/mapTexture.ts: once per map and size), none that is not shown.
// Resizes are gathered: a window dragged wider re-creates the views once it rests.
import type Phaser from "phaser";
import { WORLD } from "./theme.js";
import { fitLayout, isPhoneLayout } from "./layout.js";
import { countRelayout } from "./testHook.js";
import { choosePixelRatio, pixelRatio } from "./pixelRatio.js";

/** The views laid out from the regions at create time. */
const LAID_OUT = new Set(["Game", "GameOver", "Replay"]);
const SETTLE_MS = 150;

/** Fits the layout to the window before the game is made (its size comes from WORLD). */
export function fitToWindow(): void {
  fitLayout(window.innerWidth, window.innerHeight);
}

export function installResponsiveLayout(game: Phaser.Game): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let width = window.innerWidth;
  const apply = () => {
    countRelayout({ width: window.innerWidth, height: window.innerHeight }); // whatever happens next: the tests wait for it (testHook's settled)
    // A phone's on-screen keyboard (typing in the chat) makes the window lower, not narrower: re-creating the view
    // then would drop what is being typed. The view stays; it is re-planned at the next real resize or rotation.
    const typing = document.activeElement instanceof HTMLInputElement || document.activeElement instanceof HTMLTextAreaElement;
    if (typing && isPhoneLayout() && window.innerWidth === width) return;
    width = window.innerWidth;
    const relaid = fitLayout(window.innerWidth, window.innerHeight);
    // (a phone becoming a desktop, or a browser zoom that changed the device pixel ratio)
    if (!choosePixelRatio() && !relaid) return;
    game.scale.setGameSize(WORLD.width * pixelRatio(), WORLD.height * pixelRatio());
    for (const scene of game.scene.getScenes(true)) {
      // `relayout`: the same view at a new size (the game view keeps the tab the player chose)
      if (!LAID_OUT.has(scene.scene.key)) continue;
      // what else the view keeps (the game view: an open buy modal)
      const kept = (scene as Partial<{ relayoutData(): object }>).relayoutData?.() ?? {};
      scene.scene.restart({ ...(scene.sys.settings.data as object), ...kept, relayout: true });
    }
  };
  window.addEventListener("resize", () => {
    clearTimeout(timer);
    timer = setTimeout(apply, SETTLE_MS);
  });
}
