// Rule plug-in countryTickets (Switzerland): a ticket of kind `country` goes from one city (or country) to any of
// several destinations, each with its points. Joining any of them scores the highest one joined; joining none loses
// the lowest. A regular or long ticket is the one-destination case: its points won, or lost.
import type { GameMap, MapTicket } from "../map.js";

/** A ticket's destinations with their points (one for a regular or long ticket). */
export function ticketDestinations(ticket: MapTicket): readonly { to: number; points: number }[] {
  return ticket.destinations ?? [{ to: ticket.b, points: ticket.points }];
}

export interface TicketOutcome {
  completed: boolean;
  /** Points won (positive) or lost (negative). */
  points: number;
  /** The destination that scored (the highest joined), or null when none was joined. */
  scoredTo: number | null;
}

/** What a ticket scores for a player whose cities fall into these connected groups (network.ts's cityGroups). */
export function ticketOutcome(map: GameMap, ticketId: number, groups: readonly number[]): TicketOutcome {
  const ticket = map.tickets[ticketId];
  if (!ticket) return { completed: false, points: 0, scoredTo: null };
  const destinations = ticketDestinations(ticket);
  let best: { to: number; points: number } | null = null;
  for (const d of destinations) if (groups[ticket.a] === groups[d.to] && (best === null || d.points > best.points)) best = d;
  if (best !== null) return { completed: true, points: best.points, scoredTo: best.to };
  return { completed: false, points: -Math.min(...destinations.map((d) => d.points)), scoredTo: null };
}

/** Whether these city groups complete the ticket (any destination joined to its start). */
export function ticketJoined(ticket: MapTicket, groups: readonly number[]): boolean {
  return ticketDestinations(ticket).some((d) => groups[ticket.a] === groups[d.to]);
}
