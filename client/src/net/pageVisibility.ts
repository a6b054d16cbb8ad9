// Tells the game's server whether this page is in front (the `visibility` message, Page Visibility API): a seat none
// of whose pages is in front gets a push notice when its turn starts (server/src/push/turnPush.ts); one in front does
// not, its person is looking at the game.
import type { GameConnection } from "./GameConnection.js";

/** Reports now, at every change, and after a reconnection (a new connection starts as "in front"), until the answer is called. */
export function reportVisibility(g: GameConnection): () => void {
  const report = () => {
    // The reply says nothing the page needs.
    void g.request("visibility", { visible: document.visibilityState === "visible" });
  };
  report();
  document.addEventListener("visibilitychange", report);
  const offStatus = g.on("status", (status) => {
    if (status === "connected") report();
  });
  return () => {
    document.removeEventListener("visibilitychange", report);
    offStatus();
  };
}
