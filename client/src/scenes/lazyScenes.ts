// The scenes a first board does not need, each a chunk of its own loaded when it is first opened: the end screen,
// the replay and the ratings pages (with their tables, graphs and timeline). The lobby, the waiting room and the
// board are in the game's chunk; these come a moment later, once, while the page that opens them is still on screen.
import type Phaser from "phaser";
import { nameInTitle } from "../ui/pageHead.js";

const LOADERS = {
  GameOver: () => import("./GameOverScene.js").then((m) => m.GameOverScene),
  Replay: () => import("./ReplayScene.js").then((m) => m.ReplayScene),
  Ratings: () => import("./RatingsScene.js").then((m) => m.RatingsScene),
} as const;

export type LazySceneKey = keyof typeof LOADERS;

/** The scene's class, loaded once (later calls reuse the same promise) and added to the game's scenes. */
function ensureAdded(manager: Phaser.Scenes.SceneManager, key: LazySceneKey): Promise<void> {
  return LOADERS[key]().then((SceneClass) => {
    if (manager.keys[key]) return;
    const scene = manager.add(key, SceneClass, false);
    if (scene) nameInTitle(scene);
  }, startNewerBuild);
}

/**
 * A chunk that cannot be fetched means this page's build is gone: a newer one was installed while it ran, and its
 * service worker removed the older build's cache (client/sw/sw.js). The page starts again on the newer build, which
 * brings the player back to the same game or page (a reload restores it); never a page stuck half-way.
 */
function startNewerBuild(error: unknown): void {
  console.warn(`A page of this build could not be loaded, starting the newer build: ${String(error)}`);
  location.reload();
}

/**
 * Starts a scene from `from` as `from.scene.start` does, loading it first when it is one of the lazy ones. When
 * `from` was left meanwhile (the player went elsewhere while the chunk came), nothing more happens.
 */
export function startScene(from: Phaser.Scene, key: string, data?: object): void {
  if (!(key in LOADERS) || from.scene.manager.keys[key]) {
    from.scene.start(key, data);
    return;
  }
  void ensureAdded(from.scene.manager, key as LazySceneKey).then(() => {
    if (from.sys.isActive()) from.scene.start(key, data);
  });
}

/** Fetches a lazy scene's chunk ahead of need (e.g. the end screen while the last round is played). */
export function preloadScene(manager: Phaser.Scenes.SceneManager, key: LazySceneKey): void {
  void ensureAdded(manager, key);
}
