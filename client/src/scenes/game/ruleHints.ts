// What the board's rule plug-ins change in what the game view says, read from the map's switches (never its name):
// a route's facts (no locomotives on it; any cards standing in for a ferry's locomotives or for a route's coloured
// cards), the turn hints when a face-up locomotive counts as one card, and a country ticket in the hand named by the
// destination its meter aims at. Pure: tested without a browser.
import { cityPairName, locomotivesAllowedOn, standInRule, type GameMap, type MapRoute, type TicketProgress } from "../../rules.js";
import { t } from "../../i18n/i18n.js";

/** The plug-ins' facts about one route, for its tooltip (none on the USA and Europe). */
export function routeRuleFacts(map: GameMap, route: MapRoute): string[] {
  const facts: string[] = [];
  const only = map.rules.locomotivesOnlyOn;
  if (only !== null && !locomotivesAllowedOn(map, route.kind)) {
    facts.push(t(only.includes("ferry") ? "mapsEnd.locosOnlyTunnelsFerries" : "mapsEnd.locosOnlyTunnels"));
  }
  const standIn = standInRule(map, route);
  if (standIn?.replaces === "locomotive") facts.push(t("mapsEnd.ferryStandIns", { count: standIn.cardsEach }));
  if (standIn?.replaces === "colored") facts.push(t("mapsEnd.coloredStandIns", { count: standIn.cardsEach }));
  return facts;
}

/** The turn hint's words where a face-up locomotive is an ordinary card (null: the base game's words stand). */
export function faceUpLocomotiveHint(map: GameMap, stage: "start" | "secondCard"): string | null {
  if (!map.rules.faceUpLocomotiveCountsAsOne) return null;
  return t(stage === "start" ? "mapsEnd.hintYourTurn" : "mapsEnd.hintSecondCard");
}

/** A ticket line as the hand shows it: a country ticket names the destination its meter aims at, with its points. */
export function aimedTicket<L extends { id: number; name: string; b: string; points: number }>(map: GameMap, line: L, progress: TicketProgress | undefined): L {
  const ticket = map.tickets[line.id];
  if (ticket?.kind !== "country" || progress?.to === undefined) return line;
  const to = map.cities[progress.to]?.name ?? line.b;
  const points = ticket.destinations?.find((d) => d.to === progress.to)?.points ?? line.points;
  // joined: the destination that scores, plainly; still open: the one the meter counts trains to
  const name = progress.status === "done" ? cityPairName(map, ticket.a, progress.to) : t("mapsEnd.countryAim", { from: map.cities[ticket.a]?.name ?? "?", to });
  return { ...line, name, b: to, points };
}

/** Whether tickets not kept leave the game on this board (the ticket chooser says so). */
export function returnedTicketsLeave(map: GameMap): boolean {
  return map.rules.unkeptTicketsLeaveGame;
}
