// The game view's passing notices about people and the connection (the status line at the top of the page).
import type { GameSnapshot, StartedSnapshot } from "../../net/snapshot.js";
import { showStatus } from "../../ui/dom.js";
import { msg } from "../../i18n/i18n.js";
import { playerName } from "../../i18n/playerName.js";

/** A notice when a bot takes a dropped seat, when a person's connection drops and when they are back. */
export function presenceNotices(prev: GameSnapshot | null, s: StartedSnapshot): void {
  if (!prev || s.view.phase !== "playing") return;
  s.seats.forEach((p, i) => {
    const was = prev.seats[i];
    if (!was || was.username !== p.username || p.isBot) return;
    if (was.takeoverAt !== -1 && p.takeoverAt === -1) showStatus(msg("notice.botTookOver", { name: playerName(p.username) }), "info", 5000);
    else if (!was.connected && p.connected) showStatus(msg("notice.back", { name: playerName(p.username) }), "info", 3000);
    else if (was.connected && !p.connected) showStatus(msg("notice.lost", { name: playerName(p.username) }), "info", 3000);
  });
}

/** This client's own connection: lost, back, or gone for good. */
export function connectionNotice(status: string): void {
  if (status === "reconnecting") showStatus(msg("notice.reconnecting"));
  else if (status === "connected") showStatus(msg("notice.reconnected"), "info", 2000);
  else if (status === "lost") showStatus(msg("notice.gone"), "error", 8000);
}
