// A country ticket (Switzerland: from a city or a country to one of several countries) in words: its destinations,
// each with its points, one list joined by the language's "or" ("France (5), Italia (8) or Deutschland (14)"), so a
// ticket list shows every place the ticket may be completed at and what each scores.
import { type GameMap, type MapTicket } from "../rules.js";
import { currentLanguage, t } from "../i18n/i18n.js";

/** The destinations of a country ticket with their points, cheapest first; "" for any other ticket. */
export function countryDestinations(map: GameMap, ticket: MapTicket | undefined): string {
  if (ticket?.kind !== "country" || !ticket.destinations?.length) return "";
  const places = [...ticket.destinations].sort((x, y) => x.points - y.points)
    .map((d) => t("ticket.countryDestination", { place: map.cities[d.to]?.name ?? "?", points: d.points }));
  return new Intl.ListFormat(currentLanguage(), { type: "disjunction" }).format(places);
}
