// The lessons' bot, scripted on purpose: it never claims a route, builds a station or draws tickets after the opening,
// so it never takes the route a lesson points at and every lesson's steps happen as its fixed deal planned them. It
// keeps the fewest opening tickets it may (they are lost at the end: the final scoring shows a ticket lost), then
// draws two cards from the deck each turn (a face-up card that is no locomotive when the deck is empty), else passes.
import type { Command, PlayerView } from "../../shared-rules/src/index.js";
import type { BotStrategy } from "./strategy.js";

export function lessonBot(): BotStrategy {
  return {
    difficulty: "easy",
    chooseAction(_view: PlayerView, legal: Command[]): Command {
      const fewestTickets = legal
        .filter((c): c is Extract<Command, { type: "selectDestinations" }> => c.type === "selectDestinations")
        .sort((a, b) => a.destinationsSelected.length - b.destinationsSelected.length)[0];
      if (fewestTickets) return fewestTickets;
      const draws = legal.filter((c): c is Extract<Command, { type: "drawTrainCard" }> => c.type === "drawTrainCard");
      const deck = draws.find((c) => c.cardLocation === 5);
      if (deck) return deck;
      const faceUp = draws[0];
      if (faceUp) return faceUp;
      return legal.find((c) => c.type === "pass") ?? legal.find((c) => c.type === "declineTunnel") ?? legal[0];
    },
  };
}
