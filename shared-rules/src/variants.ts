// The table options of a board (Plugin pattern: a variant is data). USA 1910 and Europe 1912 each print other ticket
// decks for the same board: a variant swaps the board's tickets, its opening deal, its ticket draw and its end
// bonuses, and changes nothing else. The original game is no variant (absent everywhere, so its states, records and
// golden replays keep their old shape). Ticket ids of a variant game are indices into the variant's own ticket list.
import usa1910Data from "./data/ttr-usa-1910.json" with { type: "json" };
import europe1912Data from "./data/ttr-europe-1912.json" with { type: "json" };
import { MAPS, isMapId, type EndBonusRule, type GameMap, type MapId, type MapTicket, type OpeningTickets, type TicketKind } from "./map.js";

/** Every variant any board has: 1910 / 1912 (the expansion's own deck), Mega Game, Big Cities. */
export const VARIANT_IDS = ["1910", "1912", "mega", "bigCities"] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

/** One variant as its data file states it (docs/MAP-DATA.md). */
interface VariantData {
  /** The ticket decks of the box it plays with. */
  decks: readonly string[];
  /** Only the tickets with a big city at either end. */
  onlyTouchingBigCities?: boolean;
  /** Only regular tickets (Big Cities of Europe deals no long ticket). */
  onlyRegular?: boolean;
  initialTickets: { deal: number; keepAtLeast: number; long?: number };
  drawTickets: { deal: number; keepAtLeast: number };
  /** Absent: the board's own bonuses. */
  endBonuses?: readonly EndBonusRule[];
}

/** An expansion's data file: its decks of tickets, its big cities, its variants. */
interface ExpansionData {
  map: string;
  decks: Record<string, readonly { a: string; b: string; points: number; kind?: string }[]>;
  bigCities: readonly string[];
  variants: Record<string, VariantData>;
}

const EXPANSIONS: readonly ExpansionData[] = [usa1910Data as ExpansionData, europe1912Data as ExpansionData];

function expansionOf(map: MapId): ExpansionData | undefined {
  return EXPANSIONS.find((e) => e.map === map);
}

/** The variants a board offers, in the order the create form lists them (none: []). */
export function variantsOf(map: MapId): readonly VariantId[] {
  const expansion = expansionOf(map);
  return expansion ? (Object.keys(expansion.variants) as VariantId[]) : [];
}

export function isVariantId(x: unknown): x is VariantId {
  return typeof x === "string" && (VARIANT_IDS as readonly string[]).includes(x);
}

/** Whether `variant` is one `map` offers. */
export function isVariantOf(map: MapId, variant: unknown): variant is VariantId {
  return isVariantId(variant) && variantsOf(map).includes(variant);
}

function variantTickets(base: GameMap, expansion: ExpansionData, variant: VariantData): MapTicket[] {
  const cityId = (name: string): number => {
    const i = base.cities.findIndex((c) => c.name === name);
    if (i < 0) throw new Error(`the ${base.id} expansion data names an unknown city: ${name}`);
    return i;
  };
  const big = new Set(expansion.bigCities.map(cityId));
  const tickets: MapTicket[] = [];
  for (const deck of variant.decks) {
    const cards = expansion.decks[deck];
    if (!cards) throw new Error(`the ${base.id} expansion data has no ticket deck ${deck}`);
    for (const card of cards) {
      const kind = (card.kind ?? "regular") as TicketKind;
      const a = cityId(card.a);
      const b = cityId(card.b);
      if (variant.onlyRegular && kind !== "regular") continue;
      if (variant.onlyTouchingBigCities && !big.has(a) && !big.has(b)) continue;
      tickets.push({ id: tickets.length, a, b, points: card.points, kind });
    }
  }
  return tickets;
}

function buildVariant(base: GameMap, variant: VariantId): GameMap {
  const expansion = expansionOf(base.id);
  const data = expansion?.variants[variant];
  if (!expansion || !data) throw new Error(`the ${base.id} board has no variant ${variant}`);
  const initialTickets: OpeningTickets = { deal: data.initialTickets.deal, long: data.initialTickets.long ?? 0, keepAtLeast: data.initialTickets.keepAtLeast };
  const endBonuses = data.endBonuses ?? base.rules.endBonuses;
  const longestPath = endBonuses.find((b) => b.kind === "longestPath");
  return Object.freeze({
    ...base,
    variant,
    tickets: variantTickets(base, expansion, data),
    initialTickets,
    drawTickets: { ...data.drawTickets },
    longestPathBonus: longestPath?.kind === "longestPath" ? longestPath.points : 0,
    rules: { ...base.rules, endBonuses },
  });
}

const built = new Map<string, GameMap>();

/** The board of `map` with `variant`'s tickets, deals and bonuses; the board itself without a variant. */
export function mapWithVariant(map: MapId, variant: VariantId | undefined | null): GameMap {
  if (variant === undefined || variant === null) return MAPS[map];
  const key = `${map}:${variant}`;
  let found = built.get(key);
  if (!found) {
    found = buildVariant(MAPS[map], variant);
    built.set(key, found);
  }
  return found;
}

/**
 * The board a game is played on, from anything that names it (a state, a view, a record, a listing): its map id and
 * its variant. An unknown map is the USA (as `mapById`); a variant the board lacks is ignored.
 */
export function mapOf(game: { map?: string | null; variant?: string | null } | null | undefined): GameMap {
  const map: MapId = isMapId(game?.map) ? game.map : "usa";
  return mapWithVariant(map, isVariantOf(map, game?.variant) ? game.variant : null);
}
