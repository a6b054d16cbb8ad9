// The legal-move list of one decision, grouped by kind, so strategies only ever pick from it.
import type { CardColor, Command, Hand } from "../../shared-rules/src/index.js";

export type BuyCommand = Extract<Command, { type: "buyRoute" }>;
export type DrawCommand = Extract<Command, { type: "drawTrainCard" }>;
export type SelectCommand = Extract<Command, { type: "selectDestinations" }>;
export type StationCommand = Extract<Command, { type: "buildStation" }>;
export type PayTunnelCommand = Extract<Command, { type: "payTunnel" }>;

export class LegalMoves {
  readonly buys = new Map<number, BuyCommand[]>();
  readonly draws = new Map<number, DrawCommand>();
  readonly selects: SelectCommand[] = [];
  getDestinations: Command | null = null;
  pass: Command | null = null;
  /** Maps with stations: every payable station, by city. */
  readonly stations = new Map<number, StationCommand[]>();
  /** A pending tunnel: the ways to pay its extra, and declining it. */
  readonly tunnelPays: PayTunnelCommand[] = [];
  declineTunnel: Command | null = null;

  constructor(readonly all: readonly Command[]) {
    for (const c of all) {
      switch (c.type) {
        case "buyRoute": {
          const list = this.buys.get(c.routeIndex);
          if (list) list.push(c); else this.buys.set(c.routeIndex, [c]);
          break;
        }
        case "drawTrainCard": this.draws.set(c.cardLocation, c); break;
        case "selectDestinations": this.selects.push(c); break;
        case "getDestinations": this.getDestinations = c; break;
        case "pass": this.pass = c; break;
        case "buildStation": {
          const list = this.stations.get(c.cityIndex);
          if (list) list.push(c); else this.stations.set(c.cityIndex, [c]);
          break;
        }
        case "payTunnel": this.tunnelPays.push(c); break;
        case "declineTunnel": this.declineTunnel = c; break;
      }
    }
  }

  canBuy(routeIndex: number): boolean {
    return this.buys.has(routeIndex);
  }
}

/** The ticket ids a selectDestinations command keeps (it names positions in `pendingTickets`). */
export function selectedTickets(cmd: SelectCommand, pending: readonly number[]): number[] {
  return cmd.destinationsSelected.map((i) => pending[i]).filter((x) => x !== undefined);
}

/**
 * How to pay for a route of `length`: among the legal splits, the one that spends the fewest
 * locomotives and stand-in cards and hurts the rest of the plan least (`reserved` = cards per colour the rest needs).
 */
export function choosePayment<T extends { trainColor: CardColor; numberOfWilds: number; standIns?: Partial<Record<CardColor, number>> }>(
  options: readonly T[],
  length: number,
  hand: Hand,
  reserved: Partial<Record<CardColor, number>>,
): T {
  let best = options[0];
  let bestCost = Number.POSITIVE_INFINITY;
  for (const o of options) {
    const have = hand[o.trainColor] ?? 0;
    const used = o.trainColor === "locomotive" ? length : length - o.numberOfWilds;
    const keep = reserved[o.trainColor] ?? 0;
    const shortfall = Math.max(0, keep - (have - used)) - Math.max(0, keep - have);
    // Stand-in cards (maps that allow them) are several cards for one: the dearest way to pay, after locomotives.
    const standIns = Object.values(o.standIns ?? {}).reduce((a, n) => a + (n ?? 0), 0);
    const cost = o.numberOfWilds * 3 + shortfall * 2 + standIns;
    if (cost < bestCost) { bestCost = cost; best = o; }
  }
  return best;
}
