// The lessons' bot, scripted on purpose, so that every lesson's steps happen as its fixed deal planned them (checked
// by client/test/lessonDeals.test.ts): it keeps the fewest opening tickets it may (lost at the end: the final scoring
// shows a ticket lost), never draws tickets again and never builds a station. With `claims` off (the guided first
// game) it never claims a route either, so it never takes the route a step points at: it draws two cards from the
// deck each turn (a face-up card that is no locomotive when the deck is empty), else passes. With `claims` on (Europe:
// a station needs another player's route to use) it claims the shortest plain route it can pay, never a tunnel.
import { mapById, type Command, type PlayerView } from "../../shared-rules/src/index.js";
import type { BotStrategy } from "./strategy.js";

export function lessonBot(claims: boolean): BotStrategy {
  return {
    difficulty: "easy",
    chooseAction(view: PlayerView, legal: Command[]): Command {
      const fewestTickets = legal
        .filter((c): c is Extract<Command, { type: "selectDestinations" }> => c.type === "selectDestinations")
        .sort((a, b) => a.destinationsSelected.length - b.destinationsSelected.length)[0];
      if (fewestTickets) return fewestTickets;
      const routes = mapById(view.map).routes;
      const claim = legal
        .filter((c): c is Extract<Command, { type: "buyRoute" }> => c.type === "buyRoute" && routes[c.routeIndex].kind === "normal")
        .sort((a, b) => routes[a.routeIndex].length - routes[b.routeIndex].length || a.numberOfWilds - b.numberOfWilds || a.routeIndex - b.routeIndex)[0];
      if (claims && claim) return claim;
      const draws = legal.filter((c): c is Extract<Command, { type: "drawTrainCard" }> => c.type === "drawTrainCard");
      const deck = draws.find((c) => c.cardLocation === 5);
      if (deck) return deck;
      const faceUp = draws[0];
      if (faceUp) return faceUp;
      return legal.find((c) => c.type === "pass") ?? legal.find((c) => c.type === "declineTunnel") ?? legal[0];
    },
  };
}
