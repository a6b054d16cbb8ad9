// The turn clock's part of the synced state: the game's time control, and per seat when its turn time ends and the
// reserve it has beyond that. Everybody sees every seat's clock; clients count down from these between changes.
import type { TtrState } from "../schema/TtrState.js";
import type { TurnClock } from "../game/TurnClock.js";

export function projectClock(state: TtrState, clock: TurnClock): void {
  const mode = clock.mode ?? "";
  if (state.timeControl !== mode) state.timeControl = mode;
  state.players.forEach((player, seat) => {
    const ends = clock.turnEndsAt(seat);
    const reserve = clock.reserveLeft(seat);
    if (player.turnEndsAt !== ends) player.turnEndsAt = ends;
    if (player.reserveMs !== reserve) player.reserveMs = reserve;
  });
}
