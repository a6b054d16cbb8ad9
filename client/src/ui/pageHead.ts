// What the browser shows of the page outside it, in the reader's language: the tab's title names the view on screen,
// and the web app manifest (the installed app's name and description) is the language's own
// (client/public/manifest.<language>.webmanifest; English is manifest.webmanifest). Both follow a change of language.
import type Phaser from "phaser";
import { currentLanguage, onLanguageChange, t, type MessageKey } from "../i18n/i18n.js";
import { DEFAULT_LANGUAGE, type Language } from "../../../shared-rules/protocol/index.js";

/** The tab's title of each scene; a scene not named here keeps the app's title. */
const SCENE_TITLES: Readonly<Record<string, MessageKey>> = {
  Lobby: "title.lobby",
  WaitingRoom: "title.waiting",
  Game: "title.game",
  GameOver: "title.end",
  Replay: "title.replay",
  Ratings: "title.ratings",
};

let titleKey: MessageKey = "app.title";
/** The player's turn started while the tab was hidden (ui/turnAlert.ts): the title says so until the tab is seen. */
let turnMarked = false;

/** The view's title, as one message with the turn's mark when it is on (the mark stays while the view changes). */
function showTitle(): void {
  const title = t(titleKey);
  document.title = turnMarked ? t("title.yourTurn", { title }) : title;
}

/** Puts the "your turn" mark on the tab's title, or takes it off. */
export function markTurnInTitle(on: boolean): void {
  if (on === turnMarked) return;
  turnMarked = on;
  showTitle();
}

export function manifestFile(language: Language): string {
  return language === DEFAULT_LANGUAGE ? "./manifest.webmanifest" : `./manifest.${language}.webmanifest`;
}

function showManifest(language: Language): void {
  const link = document.querySelector<HTMLLinkElement>("link[rel=manifest]");
  if (link && link.getAttribute("href") !== manifestFile(language)) link.setAttribute("href", manifestFile(language));
}

/** At page load (main.ts): the manifest of the language on screen, and both again at each change of language. */
export function followLanguageInHead(): void {
  showManifest(currentLanguage());
  onLanguageChange((language) => {
    showManifest(language);
    showTitle();
  });
}

/** Once the game exists (game.ts): each scene that starts names itself in the tab's title. */
export function followSceneTitles(game: Phaser.Game): void {
  // The scenes exist once the game is ready (its scene manager builds them on the same event, registered first).
  game.events.once("ready", () => {
    for (const scene of game.scene.scenes) nameInTitle(scene);
  });
}

/** A scene added later (scenes/lazyScenes.ts: the end screen, the replay, the ratings) names itself too. */
export function nameInTitle(scene: Phaser.Scene): void {
  scene.events.on("start", () => {
    titleKey = SCENE_TITLES[scene.scene.key] ?? "app.title";
    showTitle();
  });
}
