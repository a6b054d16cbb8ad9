// A board's table option in the reader's language (USA 1910's and Europe 1912's ticket decks), and the board named
// with it, as the create form, the lobby and the waiting room show a game.
import type { MapId, VariantId } from "../rules.js";
import { msg, type Message } from "../i18n/i18n.js";
import { mapNameMessage } from "./mapName.js";

// each expansion names its options its own way (Mega Game on the USA, Mega Europe on Europe)
const VARIANT_NAME: Partial<Record<MapId, Partial<Record<VariantId, Message>>>> = {
  usa: { "1910": msg("variant.usa1910"), mega: msg("variant.usaMega"), bigCities: msg("variant.usaBigCities") },
  europe: { "1912": msg("variant.europe1912"), mega: msg("variant.europeMega"), bigCities: msg("variant.europeBigCities") },
};

/** The option's name; the original game's for none (or one this client does not know). */
export function variantNameMessage(map: MapId | undefined, variant: VariantId | undefined | null): Message {
  return (variant ? VARIANT_NAME[map ?? "usa"]?.[variant] : undefined) ?? msg("variant.original");
}

/** "USA" for the original game, "USA · Mega Game" with an option. */
export function boardNameMessage(map: MapId | undefined, variant: VariantId | undefined | null): Message {
  return variant ? msg("variant.boardWithVariant", { map: mapNameMessage(map), variant: variantNameMessage(map, variant) }) : mapNameMessage(map);
}
