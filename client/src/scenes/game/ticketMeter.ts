// The ticket meters of the Hand tab: the rules' ticketProgressOfView, which reads the game's map and counts what the
// seat's stations do (a route of another player into a city with one of its stations, or one it could still build).
import { ticketProgressOfView, type PlayerView, type TicketProgress } from "../../rules.js";

export function ticketMeters(view: PlayerView, seat: number, ticketIds: readonly number[]): TicketProgress[] {
  return ticketProgressOfView(view, seat, ticketIds);
}
