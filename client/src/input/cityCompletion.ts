// Keyboard play's route finder: what a person types ("den oma", "salt lake hel", "st lou") is read
// as the start of words of two city names, in either order, and turned into the routes between them. Pure: no
// Phaser, no DOM, so it is unit-tested without a browser.
import { USA_MAP, cityPairName, type GameMap } from "../rules.js";

/** One pair of cities joined by a route (both routes of a double pair share one candidate). */
export interface RouteCandidate {
  a: string;
  b: string;
  /** "Denver – Omaha", the city typed first named first. */
  label: string;
  /** The route ids between a and b: one, or two for a double route. */
  routeIds: number[];
}

export interface Completion {
  /** Both cities are typed: the candidates are the routes between two matching cities. */
  complete: boolean;
  /** Best first; empty when nothing matches. */
  candidates: RouteCandidate[];
}

/** Words people write for a word of a city name ("St. Louis" for Saint Louis). */
const WORD_ALIASES: Readonly<Record<string, readonly string[]>> = { saint: ["st"] };

/** Lower case, accents and punctuation gone, one space between words. */
export function normalize(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
}


/** Each token starts a different word of the city, in the city's word order ("salt city" fits Salt Lake City). */
function fits(tokens: readonly string[], words: readonly string[]): boolean {
  let w = 0;
  for (const t of tokens) {
    while (w < words.length && !startsWord(t, words[w])) w++;
    if (w === words.length) return false;
    w++;
  }
  return tokens.length > 0;
}

function startsWord(token: string, word: string): boolean {
  return word.startsWith(token) || (WORD_ALIASES[word] ?? []).some((alias) => alias.startsWith(token));
}

/** The two ends typed, in either order, with the split between them anywhere in the tokens. */
function fitsPair(cityWords: readonly string[][], tokens: readonly string[], a: number, b: number): boolean {
  for (let k = 1; k < tokens.length; k++) {
    const head = tokens.slice(0, k), tail = tokens.slice(k);
    if ((fits(head, cityWords[a]) && fits(tail, cityWords[b])) || (fits(head, cityWords[b]) && fits(tail, cityWords[a]))) return true;
  }
  return false;
}

interface MapWords {
  /** Each city's name as normalized words. */
  cityWords: string[][];
  /** Every city pair joined by at least one route, each once, with its route ids (map order). */
  pairs: { a: number; b: number; routeIds: number[] }[];
}

const indexed = new Map<string, MapWords>();

/** The words and route pairs of a map, worked out once per map. */
function wordsOf(map: GameMap): MapWords {
  const known = indexed.get(map.id);
  if (known) return known;
  const byKey = new Map<string, { a: number; b: number; routeIds: number[] }>();
  for (const r of map.routes) {
    const key = `${Math.min(r.a, r.b)}-${Math.max(r.a, r.b)}`;
    const pair = byKey.get(key) ?? { a: r.a, b: r.b, routeIds: [] };
    pair.routeIds.push(r.id);
    byKey.set(key, pair);
  }
  const words = { cityWords: map.cities.map((c) => normalize(c.name).split(" ")), pairs: [...byKey.values()] };
  indexed.set(map.id, words);
  return words;
}

function candidateOf(map: GameMap, p: { a: number; b: number; routeIds: number[] }, first: number | null): RouteCandidate {
  // the city the person typed first is named first
  const [a, b] = first === p.b ? [p.b, p.a] : [p.a, p.b];
  return { a: map.cities[a].name, b: map.cities[b].name, label: cityPairName(map, a, b), routeIds: [...p.routeIds] };
}

/**
 * The routes `query` may mean. Both cities typed: the pairs matching them. One city (or the start of one) typed:
 * every route out of the cities it may be, so the list already shows where one can go from there.
 */
export function completeRoute(query: string, map: GameMap = USA_MAP): Completion {
  const tokens = normalize(query).split(" ").filter(Boolean);
  if (tokens.length === 0) return { complete: false, candidates: [] };
  const { cityWords, pairs } = wordsOf(map);
  const firstOf = (p: { a: number; b: number }) => (fits(tokens.slice(0, 1), cityWords[p.a]) ? p.a : p.b);
  const full = sortCandidates(pairs.filter((p) => fitsPair(cityWords, tokens, p.a, p.b)).map((p) => candidateOf(map, p, firstOf(p))));
  // "kansas city" is one city, and also Kansas City – Oklahoma City: both readings are listed, the pairs first
  const one = pairs.filter((p) => !fitsPair(cityWords, tokens, p.a, p.b) && (fits(tokens, cityWords[p.a]) || fits(tokens, cityWords[p.b])));
  const rest = sortCandidates(one.map((p) => candidateOf(map, p, fits(tokens, cityWords[p.a]) ? p.a : p.b)));
  return { complete: full.length > 0 && rest.length === 0, candidates: [...full, ...rest] };
}

function sortCandidates(list: RouteCandidate[]): RouteCandidate[] {
  return list.sort((x, y) => x.a.localeCompare(y.a) || x.b.localeCompare(y.b));
}

/** "Denver – Omaha", as the prompt and its list show a candidate. */
export function candidateLabel(c: RouteCandidate): string {
  return c.label;
}

/**
 * Which routes of a candidate the person must choose between: both routes of a double pair when both are free and
 * differ in colour; otherwise the one free route (or the first, so the claim attempt says why it cannot be taken).
 */
export function routesToChoose(c: RouteCandidate, routeOwners: readonly number[], map: GameMap = USA_MAP): number[] {
  const free = c.routeIds.filter((id) => (routeOwners[id] ?? -1) === -1);
  if (free.length === 2 && map.routes[free[0]].color !== map.routes[free[1]].color) return free;
  return [free[0] ?? c.routeIds[0]];
}
