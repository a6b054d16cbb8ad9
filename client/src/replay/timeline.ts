// A finished game rebuilt step by step for the replay viewer: the rules' state after each command of the log (frame 0
// is the deal), what each step did in words, and every player's score along the way: route points while the game
// runs, the final totals (tickets and the board's bonuses) once it has ended; the last step names the board's special
// bonuses (the Globetrotter, the Grand Tours). Pure: tested without a browser.
import { USA_MAP, applyCommand, mapOf, newGame, replayOptions, routeName, ticketInfo, type GameEvent, type GameMap, type GameRecordFile, type GameState } from "../rules.js";
import { DESCRIPTIONS } from "../../../shared-rules/protocol/index.js";
import { t, type MessageKey } from "../i18n/i18n.js";
import { playerNameText } from "../i18n/playerName.js";
import { scoreBreakdown } from "../scenes/end/breakdown.js";
import { bonusSummary } from "../scenes/end/bonusLines.js";

export interface Frame {
  state: GameState;
  /** Who moved to reach this frame (null for the deal). */
  player: number | null;
  /** What happened, in the words of the language on screen when the timeline was built (the replay builds it again
   * at a change of language), with the hidden parts revealed (a replay shows everything). */
  text: string;
  /** Each player's score at this frame. */
  scores: number[];
}

export type Timeline = { ok: true; frames: Frame[] } | { ok: false; reason: string };

function ticketName(map: GameMap, id: number): string {
  const ticket = ticketInfo(map, id);
  return map.tickets[id] ? t("replay.ticket", { name: ticket.name, points: ticket.points }) : ticket.name;
}

const CARD_NAMES: Readonly<Record<string, MessageKey>> = {
  red: "replay.card.red", orange: "replay.card.orange", yellow: "replay.card.yellow", green: "replay.card.green", blue: "replay.card.blue",
  purple: "replay.card.purple", black: "replay.card.black", white: "replay.card.white", locomotive: "replay.card.locomotive",
};

function cardName(color: string): string {
  const key = CARD_NAMES[color];
  return key ? t(key) : color;
}

/** One step in words, from the events it caused. */
export function describe(events: readonly GameEvent[], name: (seat: number) => string, map: GameMap = USA_MAP): string {
  const parts: string[] = [];
  for (const e of events) {
    switch (e.type) {
      case "cardDrawn":
        parts.push(t(e.source === "deck" ? "replay.fromDeck" : "replay.fromRow", { player: name(e.player), card: cardName(e.color) }));
        break;
      case "routeClaimed": {
        const r = map.routes[e.routeIndex];
        const paid = r ? r.length - e.numberOfWilds : 0;
        const pay = [
          paid > 0 ? t("replay.cards", { number: paid, card: cardName(e.trainColor) }) : "",
          e.numberOfWilds > 0 ? t("replay.cards", { number: e.numberOfWilds, card: cardName("locomotive") }) : "",
        ].filter(Boolean).join(" + ");
        parts.push(t("replay.claims", { player: name(e.player), route: routeName(map, e.routeIndex), cards: pay, points: e.points }));
        break;
      }
      case "ticketsOffered":
        parts.push(t("replay.drawsTickets", { player: name(e.player), tickets: e.ticketIds.map((id) => ticketName(map, id)).join(", ") }));
        break;
      case "ticketsKept":
        parts.push(t("replay.keeps", { player: name(e.player), kept: e.kept, returned: e.returned }));
        break;
      case "passed":
        parts.push(t("replay.passes", { player: name(e.player) }));
        break;
      case "lastRoundStarted":
        parts.push(t("replay.lastRound"));
        break;
      case "gameEnded":
        parts.push(t("replay.gameOver"));
        break;
      case "stationBuilt":
        parts.push(t("replay.buildsStation", { player: name(e.player), city: map.cities[e.cityIndex]?.name ?? "?" }));
        break;
      case "tunnelRevealed":
        parts.push(t("replay.triesTunnel", { player: name(e.player), route: routeName(map, e.routeIndex), cards: e.revealed.map(cardName).join(", ") || t("replay.noCard"), extra: e.extra }));
        break;
      case "tunnelPaid":
        parts.push(t("replay.paysTunnel", { player: name(e.player), extra: e.extra }));
        break;
      case "tunnelDeclined":
        parts.push(t("replay.givesUpTunnel", { player: name(e.player), route: routeName(map, e.routeIndex) }));
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
  const names = (seat: number) => (record.seats[seat] ? playerNameText(record.seats[seat].username) : t("replay.seat", { number: seat + 1 }));
  const start = newGame(replayOptions(record));
  if (!start.ok) return { ok: false, reason: t("replay.cannotSetUp", { reason: DESCRIPTIONS[start.error.code] }) };
  const frames: Frame[] = [{ state: start.state, player: null, text: t("replay.dealt"), scores: scoresOf(start.state) }];
  let state = start.state;
  for (let i = 0; i < record.log.length; i++) {
    const { player, command } = record.log[i];
    const r = applyCommand(state, player, command);
    if (!r.ok) return { ok: false, reason: t("replay.doesNotReplay", { move: i + 1, command: command.type, reason: DESCRIPTIONS[r.error.code] }) };
    state = r.state;
    const map = mapOf(state);
    // the last step names the board's special bonuses as the end screen does (none on the USA and Europe)
    const bonuses = state.result ? bonusSummary(state.result.scores.map((score) => scoreBreakdown(map, score)), names) : [];
    frames.push({ state, player, text: [describe(r.events, names, map), ...bonuses].join(" · "), scores: scoresOf(state) });
  }
  return { ok: true, frames };
}
