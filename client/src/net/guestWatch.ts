// Watching without an account: a share link (/?join=<code>) to a started game, opened by a visitor who is not logged
// in, shows that game as a guest spectator (scenes/BootScene.ts) (the server lets anyone watch: the spectator delay and every secret rule stay as they are)
// instead of asking them to register first. The code stays in the address, so that once they register the lobby
// offers them a seat in that very game (components/JoinByCode.ts reads it there).

/** The game code of a share link, when nobody is logged in on this page; null otherwise. */
export function guestWatchCode(loggedIn: boolean): string | null {
  if (loggedIn) return null;
  const code = new URLSearchParams(location.search).get("join");
  return code?.trim() ? code.trim() : null;
}
