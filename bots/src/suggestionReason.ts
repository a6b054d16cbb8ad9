// Why a bot's move is good, in words a learner can follow: a reason code with its values
// (shared-rules/protocol/suggestion.ts), read from the same seat's view the bot chose from, so it says nothing that
// seat could not see. A claim is judged against the seat's kept tickets: one it completes, one whose cheapest
// remaining path runs through it, or none (it scores its points).
import { mapById, routePoints, ticketInfo, type Command, type PlayerView } from "../../shared-rules/src/index.js";
import type { SuggestedTicket, SuggestionReason } from "../../shared-rules/protocol/index.js";
import { boardOf } from "./board.js";
import { bestPlan, ownComponents, situationOf, ticketDone } from "./planner.js";

function namedTicket(view: PlayerView, ticketId: number): SuggestedTicket {
  const t = ticketInfo(mapById(view.map), ticketId);
  return { start: t.start, end: t.end, points: t.points };
}

/** The reason for claiming `routeIndex`, from the seat's kept tickets. */
function claimReason(view: PlayerView, routeIndex: number): SuggestionReason {
  const map = mapById(view.map);
  const route = map.routes[routeIndex];
  const points = route ? routePoints(route.length, map) : 0;
  const sit = situationOf(boardOf(view.map), view);
  const before = ownComponents(sit);
  const after = ownComponents(sit, [routeIndex]);
  // the most valuable ticket this claim completes
  const completed = sit.tickets
    .filter((id) => !ticketDone(sit, before, id) && ticketDone(sit, after, id))
    .sort((x, y) => sit.board.tickets[y].points - sit.board.tickets[x].points);
  if (completed.length > 0) return { code: "completesTicket", ticket: namedTicket(view, completed[0]), points };
  // an open ticket whose planned path uses this route
  const open = sit.tickets.filter((id) => !ticketDone(sit, before, id));
  for (const id of open) {
    if (bestPlan(sit, [id]).routes.includes(routeIndex)) return { code: "buildsTowardTicket", ticket: namedTicket(view, id), points };
  }
  return { code: "scoresPoints", points };
}

/** The reason for `command`, seen from `view` (the asking seat's own view). */
export function suggestionReason(view: PlayerView, command: Command): SuggestionReason {
  switch (command.type) {
    case "buyRoute":
      return claimReason(view, command.routeIndex);
    case "drawTrainCard": {
      const color = command.cardLocation < view.faceUp.length ? view.faceUp[command.cardLocation] : null;
      return color ? { code: "drawsFaceUp", color } : { code: "drawsFromDeck" };
    }
    case "getDestinations":
      return { code: "takesTickets" };
    case "selectDestinations":
      return { code: "keepsTickets", count: command.destinationsSelected.length };
    case "buildStation":
      return { code: "buildsStation", city: mapById(view.map).cities[command.cityIndex]?.name ?? "?" };
    case "payTunnel":
      return { code: "paysTunnel" };
    case "declineTunnel":
      return { code: "declinesTunnel" };
    case "pass":
      return { code: "passes" };
  }
}
