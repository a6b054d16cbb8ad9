// The ticket meters of the Hand tab, from the rules' ticketProgress. The rules' meter reads the USA board today
// (shared-rules/src/ticketProgress.ts has no map parameter yet): on another board its numbers would be about the
// wrong routes, so there only the ✓ of a completed ticket shows (TicketLine.completed) until the rules' meter reads
// the game's map and its stations.
import { ticketProgress, type PlayerView, type TicketProgress } from "../../rules.js";

export function ticketMeters(view: PlayerView, seat: number, ticketIds: readonly number[]): TicketProgress[] {
  if (view.map !== "usa") return [];
  return ticketProgress(view.routeOwners, view.players.length, seat, ticketIds);
}
