// Tells the game's server whether this page is in front (the `visibility` message, Page Visibility API): a seat none
// of whose pages is in front gets a push notice when its turn starts (server/src/push/turnPush.ts); one in front does
// not, its person is looking at the game.
import type { GameConnection } from "./GameConnection.js";

/** Reports now and at every change, until the answer is called. */
export function reportVisibility(g: GameConnection): () => void {
  const report = () => {
    // The reply says nothing the page needs; a lost connection reports again when the scene opens on reconnecting.
    void g.request("visibility", { visible: document.visibilityState === "visible" });
  };
  report();
  document.addEventListener("visibilitychange", report);
  return () => document.removeEventListener("visibilitychange", report);
}
