// The address a turn notice opens (client/sw/sw.js): `?turn=<gameId>`, the game whose move it is. Read once at the
// start and taken off the address bar, so a reload afterwards does not join that game again.

export const TURN_PARAM = "turn";

/** The game a notice asked to open, or null; the parameter is removed from the address either way. */
export function takeTurnLink(): string | null {
  const params = new URLSearchParams(location.search);
  const gameId = params.get(TURN_PARAM);
  if (gameId === null) return null;
  params.delete(TURN_PARAM);
  history.replaceState(null, "", `${location.pathname}${params.size ? `?${params}` : ""}${location.hash}`);
  // A game id or private code is short and plain: anything else did not come from a notice of ours.
  return /^[A-Za-z0-9_-]{1,40}$/.test(gameId) ? gameId : null;
}
