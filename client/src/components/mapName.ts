// A board's name in the reader's language (the rules' map data keeps its English name for programs and logs).
import type { MapId } from "../rules.js";
import { msg, type Message } from "../i18n/i18n.js";

const MAP_NAME: Record<MapId, Message> = {
  usa: msg("map.usa"),
  europe: msg("map.europe"),
  nordic: msg("map.nordic"),
  switzerland: msg("map.switzerland"),
  india: msg("map.india"),
  asia: msg("map.asia"),
};

/** A listing without a map is the USA (the default board). */
export function mapNameMessage(id: MapId | undefined): Message {
  return MAP_NAME[id ?? "usa"] ?? MAP_NAME.usa;
}
