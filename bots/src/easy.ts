// Easy: random legal moves, with a preference for claiming a route whenever one is affordable.
import type { Command, PlayerView } from "../../shared-rules/src/index.js";
import type { BotStrategy } from "./strategy.js";
import { BotRandom } from "./rng.js";
import { LegalMoves } from "./moves.js";
import { safely } from "./fallback.js";

/** Chance of claiming when a claim is legal; otherwise the bot draws (rarely tickets). */
const CLAIM_PREFERENCE = 0.75;
const TICKET_DRAW_CHANCE = 0.03;
/** Maps with stations: now and then a station on a random city (asked only when one is payable). */
const STATION_CHANCE = 0.05;

export class EasyBot implements BotStrategy {
  readonly difficulty = "easy" as const;
  private readonly random: BotRandom;

  constructor(seed: number) {
    this.random = new BotRandom(seed);
  }

  chooseAction(_view: PlayerView, legal: Command[]): Command {
    return safely(legal, () => this.decide(legal));
  }

  private decide(legal: Command[]): Command {
    const moves = new LegalMoves(legal);
    if (moves.selects.length > 0) return this.random.pick(moves.selects);
    const buys = [...moves.buys.values()].flat();
    if (buys.length > 0 && this.random.float() < CLAIM_PREFERENCE) return this.random.pick(buys);
    if (moves.getDestinations && this.random.float() < TICKET_DRAW_CHANCE) return moves.getDestinations;
    // only on a map with stations (no random number is drawn on the USA, so its games stay as they were)
    if (moves.stations.size > 0 && this.random.float() < STATION_CHANCE) return this.random.pick([...moves.stations.values()].flat());
    const draws = [...moves.draws.values()];
    if (draws.length > 0) return this.random.pick(draws);
    if (buys.length > 0) return this.random.pick(buys);
    return this.random.pick(legal);
  }
}
