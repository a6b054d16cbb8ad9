// The board's draw model: for every route, how it is drawn now. A claimed route is a row of the owner's train cars
// (one per space) with the owner's marker on each; a free route is a row of quiet, flat spaces in its route colour;
// a free route closed by a rule is faded. The board draws from this list and the test hook shows it, so a test can
// check what is on screen without reading pixels. Pure: any map's routes go through it.
import type { SymbolKind } from "../ui/theme.js";
import { ownerLook, type CarPattern } from "./ownerLook.js";

export type RouteState = "claimed" | "free" | "blocked";

export interface RouteLook {
  id: number;
  state: RouteState;
  /** How many cars (claimed) or spaces (free) are drawn: one per space of the route. */
  cars: number;
  /** The owner's seat, or -1. */
  owner: number;
  /** The player colour of the owner (its name), or null. */
  ownerColor: string | null;
  /** The cars' fill: the owner's colour (claimed) or the route's colour (free), as CSS. */
  fill: string;
  /** The owner's marker on every car, or null for a free route. */
  marker: SymbolKind | null;
  /** The cars' pattern (colour-blind mode gives one owner stripes); "plain" for a free route. */
  pattern: CarPattern;
  /** Atlas frames of one car's body and its marker. */
  bodyFrame: string;
  markerFrame: string | null;
  /** Glows as claimable (see claimHints). */
  glow: boolean;
}

export interface LookInput {
  routes: readonly { id: number; length: number; color: string }[];
  routeOwners: readonly number[];
  playerColors: readonly string[];
  blocked: ReadonlySet<number>;
  glowing: ReadonlySet<number>;
  colorBlind: boolean;
  /** CSS colour of a route colour (the route colour key's). */
  routeFill: (color: string) => string;
}

export function routeLooks(input: LookInput): RouteLook[] {
  return input.routes.map((r) => {
    const owner = input.routeOwners[r.id] ?? -1;
    if (owner >= 0) {
      const look = ownerLook(input.playerColors[owner] ?? "black", input.colorBlind);
      return {
        id: r.id, state: "claimed", cars: r.length, owner, ownerColor: look.color, fill: look.css, marker: look.marker, pattern: look.pattern,
        bodyFrame: look.bodyFrame, markerFrame: look.markerFrame, glow: false,
      };
    }
    return {
      id: r.id, state: input.blocked.has(r.id) ? "blocked" : "free", cars: r.length, owner: -1, ownerColor: null,
      fill: input.routeFill(r.color), marker: null, pattern: "plain", bodyFrame: `space-${r.color}`, markerFrame: `spacemark-${r.color}`,
      glow: input.glowing.has(r.id),
    };
  });
}
