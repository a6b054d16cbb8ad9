// A suggested move in the reader's words: what to do (the move) and why (the reason's code with its values,
// shared-rules/protocol/suggestion.ts). Cities and usernames stay as printed; colours are said in the language.
import type { Command } from "../../rules.js";
import { mapById, type MapId } from "../../rules.js";
import type { SuggestionReason } from "../../../../shared-rules/protocol/index.js";
import { msg, say, type Message } from "../../i18n/i18n.js";
import { cardName } from "../../components/cardName.js";

/** The move itself: "Claim Denver – El Paso", "Draw a card", … */
export function suggestedMoveMessage(command: Command, map: MapId): Message {
  switch (command.type) {
    case "buyRoute": {
      const m = mapById(map);
      const route = m.routes[command.routeIndex];
      return msg("suggest.move.buyRoute", { from: route ? m.cities[route.a].name : "?", to: route ? m.cities[route.b].name : "?" });
    }
    case "drawTrainCard":
      return msg("suggest.move.drawTrainCard");
    case "getDestinations":
      return msg("suggest.move.getDestinations");
    case "selectDestinations":
      return msg("suggest.move.selectDestinations");
    case "buildStation":
      return msg("suggest.move.buildStation");
    case "payTunnel":
      return msg("suggest.move.payTunnel");
    case "declineTunnel":
      return msg("suggest.move.declineTunnel");
    case "pass":
      return msg("suggest.move.pass");
  }
}

/** Why: "completes Denver – El Paso (4)", "no ticket of yours runs through it: scores 7", … */
export function suggestionReasonMessage(reason: SuggestionReason): Message {
  const ticket = reason.ticket ?? { start: "?", end: "?", points: 0 };
  const points = reason.points ?? 0;
  switch (reason.code) {
    case "completesTicket":
      return msg("suggest.why.completesTicket", { from: ticket.start, to: ticket.end, ticketPoints: ticket.points, points });
    case "buildsTowardTicket":
      return msg("suggest.why.buildsTowardTicket", { from: ticket.start, to: ticket.end, points });
    case "scoresPoints":
      return msg("suggest.why.scoresPoints", { points });
    case "drawsFaceUp":
      return msg("suggest.why.drawsFaceUp", { color: cardName(reason.color ?? "") });
    case "keepsTickets":
      return msg("suggest.why.keepsTickets", { count: reason.count ?? 0 });
    case "buildsStation":
      return msg("suggest.why.buildsStation", { city: reason.city ?? "?" });
    case "drawsFromDeck":
    case "takesTickets":
    case "paysTunnel":
    case "declinesTunnel":
    case "passes":
      return msg(`suggest.why.${reason.code}`);
  }
}

/** Both on one line, now, in the current language. */
export function suggestionLine(command: Command, reason: SuggestionReason, map: MapId): string {
  return say(msg("suggest.line", { move: say(suggestedMoveMessage(command, map)), why: say(suggestionReasonMessage(reason)) }));
}
