// Which tables a lobby visitor is not shown because of a block: those where someone sits whom the visitor blocks, or
// who blocks the visitor. The game room refuses either of them at that table's every door (social/tableGate.ts), so
// the lobby does not offer what would be refused. The listing names its players, so the visitor's side is kept as
// names: read when it comes to the lobby and again when its friends change (a block or an unblock of its own). The
// one blocked hears of nothing new: its page changes when it next comes to the lobby, as if the table had filled.
import type { ServerServices } from "../services.js";
import type { GameListing } from "./listingPages.js";

/**
 * The names (lower case) of everyone the visitor blocks or is blocked by; none for an anonymous one. Storage down:
 * none for now, so the lobby still opens (the game room still refuses them at the door).
 */
export async function peopleApartFrom(services: Pick<ServerServices, "social" | "users">, userId: number | null): Promise<ReadonlySet<string>> {
  if (userId === null) return new Set();
  try {
    const ids = await services.social.blockedEitherWay(userId);
    const users = await Promise.all(ids.map((id) => services.users.byId(id)));
    return new Set(users.flatMap((u) => (u ? [u.username.toLowerCase()] : [])));
  } catch {
    return new Set();
  }
}

/** Whether someone the visitor is apart from sits at the table. */
export function seatsSomeoneApart(listing: GameListing, apart: ReadonlySet<string>): boolean {
  return apart.size > 0 && listing.metadata.players.some((p) => !p.isBot && apart.has(p.username.toLowerCase()));
}
