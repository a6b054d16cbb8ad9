// A finished game rebuilt step by step for the replay viewer: the rules' state after each command of the log (frame 0
// is the deal), what each step did in words, and every player's score along the way: route points while the game
// runs, the final totals (tickets and the longest path bonus) once it has ended. Pure: tested without a browser.
import { USA_MAP, applyCommand, mapById, newGame, replayOptions, routeName, ticketInfo, type GameEvent, type GameMap, type GameRecordFile, type GameState } from "../rules.js";
import { DESCRIPTIONS } from "../../../shared-rules/protocol/index.js";
import { cardStyle } from "../ui/theme.js";

export interface Frame {
  state: GameState;
  /** Who moved to reach this frame (null for the deal). */
  player: number | null;
  /** What happened, in words, with the hidden parts revealed (a replay shows everything). */
  text: string;
  /** Each player's score at this frame. */
  scores: number[];
}

export type Timeline = { ok: true; frames: Frame[] } | { ok: false; reason: string };

function ticketName(map: GameMap, id: number): string {
  const t = ticketInfo(map, id);
  return map.tickets[id] ? `${t.name} (${t.points})` : t.name;
}

function cardName(color: string): string {
  return cardStyle(color).label;
}

/** One step in words, from the events it caused. */
export function describe(events: readonly GameEvent[], name: (seat: number) => string, map: GameMap = USA_MAP): string {
  const parts: string[] = [];
  for (const e of events) {
    switch (e.type) {
      case "cardDrawn":
        parts.push(`${name(e.player)} takes ${cardName(e.color)} from ${e.source === "deck" ? "the deck" : "the face-up row"}`);
        break;
      case "routeClaimed": {
        const r = map.routes[e.routeIndex];
        const paid = r ? r.length - e.numberOfWilds : 0;
        const pay = [paid > 0 ? `${paid} ${cardName(e.trainColor)}` : "", e.numberOfWilds > 0 ? `${e.numberOfWilds} Locomotive` : ""].filter(Boolean).join(" + ");
        parts.push(`${name(e.player)} claims ${routeName(map, e.routeIndex)} with ${pay}: +${e.points}`);
        break;
      }
      case "ticketsOffered":
        parts.push(`${name(e.player)} draws tickets: ${e.ticketIds.map((id) => ticketName(map, id)).join(", ")}`);
        break;
      case "ticketsKept":
        parts.push(`${name(e.player)} keeps ${e.kept}, returns ${e.returned}`);
        break;
      case "passed":
        parts.push(`${name(e.player)} passes`);
        break;
      case "lastRoundStarted":
        parts.push("last round!");
        break;
      case "gameEnded":
        parts.push("game over");
        break;
      case "stationBuilt":
        parts.push(`${name(e.player)} builds a station in ${map.cities[e.cityIndex]?.name ?? "?"}`);
        break;
      case "tunnelRevealed":
        parts.push(`${name(e.player)} tries the tunnel ${routeName(map, e.routeIndex)}: ${e.revealed.map(cardName).join(", ") || "no card"} turned, ${e.extra} more owed`);
        break;
      case "tunnelPaid":
        parts.push(`${name(e.player)} pays ${e.extra} more for the tunnel`);
        break;
      case "tunnelDeclined":
        parts.push(`${name(e.player)} gives up the tunnel ${routeName(map, e.routeIndex)}`);
        break;
      default:
        break;
    }
  }
  return parts.join(" · ");
}

function scoresOf(state: GameState): number[] {
  if (state.result) return state.result.scores.map((s) => s.total);
  return state.players.map((p) => p.routePoints);
}

/** Every frame of the game, or why the record does not replay (a damaged or hand-edited file). */
export function buildTimeline(record: GameRecordFile): Timeline {
  const names = (seat: number) => record.seats[seat]?.username ?? `seat ${seat + 1}`;
  const start = newGame(replayOptions(record));
  if (!start.ok) return { ok: false, reason: `the game cannot be set up: ${DESCRIPTIONS[start.error.code]}` };
  const frames: Frame[] = [{ state: start.state, player: null, text: "The cards are dealt; everybody chooses tickets", scores: scoresOf(start.state) }];
  let state = start.state;
  for (let i = 0; i < record.log.length; i++) {
    const { player, command } = record.log[i];
    const r = applyCommand(state, player, command);
    if (!r.ok) return { ok: false, reason: `move ${i + 1} (${command.type}) does not replay: ${DESCRIPTIONS[r.error.code]}` };
    state = r.state;
    frames.push({ state, player, text: describe(r.events, names, mapById(state.map)), scores: scoresOf(state) });
  }
  return { ok: true, frames };
}
