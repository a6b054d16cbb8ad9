// The game view's passing notices about people and the connection (the status line at the top of the page).
import type { GameSnapshot, StartedSnapshot } from "../../net/snapshot.js";
import { showStatus } from "../../ui/dom.js";

/** A notice when a bot takes a dropped seat, when a person's connection drops and when they are back. */
export function presenceNotices(prev: GameSnapshot | null, s: StartedSnapshot): void {
  if (!prev || s.view.phase !== "playing") return;
  s.seats.forEach((p, i) => {
    const was = prev.seats[i];
    if (!was || was.username !== p.username || p.isBot) return;
    if (was.takeoverAt !== -1 && p.takeoverAt === -1) showStatus(`${p.username} did not come back: a bot plays for them now.`, "info", 5000);
    else if (!was.connected && p.connected) showStatus(`${p.username} is back.`, "info", 3000);
    else if (was.connected && !p.connected) showStatus(`${p.username} lost the connection.`, "info", 3000);
  });
}

/** This client's own connection: lost, back, or gone for good. */
export function connectionNotice(status: string): void {
  if (status === "reconnecting") showStatus("Connection lost — reconnecting…");
  else if (status === "connected") showStatus("Reconnected", "info", 2000);
  else if (status === "lost") showStatus("Could not reconnect to the game. Rejoin it from the lobby.", "error", 8000);
}
