// Checking and applying commands (Command pattern: one handler per command type). checkCommand runs the chain of
// checks (input shape → phase → turn → turn stage → the command's own rules) and answers the first failure;
// applyCommand applies a checked command to a draft that copies what the command writes and shares the rest, so the
// input state is never touched; applyCommandInPlace writes into a state its holder gives up (the server's live game).
import { COMMAND_TYPES, type ApplyResult, type Command, type GameEvent, type GameState, type RulesError } from "./types.js";
import { ERR, type RulesErrorCode } from "./errors.js";
import { draftOf, ownedDraftOf, type DraftParts } from "./state.js";
import { applyDrawTrainCard, checkDrawTrainCard } from "./commands/drawTrainCard.js";
import { applyBuyRoute, checkBuyRoute } from "./commands/buyRoute.js";
import { applyGetDestinations, applySelectDestinations, checkGetDestinations, checkSelectDestinations } from "./commands/destinations.js";
import { applyPass, checkPass } from "./commands/pass.js";
import { applyBuildStation, checkBuildStation } from "./commands/buildStation.js";
import { applyDeclineTunnel, applyPayTunnel, checkPayTunnel } from "./commands/tunnel.js";

const KNOWN_TYPES: ReadonlySet<string> = new Set(COMMAND_TYPES);

/** The second step of a tunnel claim: legal only in the stage `tunnelPending`, which allows nothing else. */
const TUNNEL_STEPS = new Set<Command["type"]>(["payTunnel", "declineTunnel"]);

/** What each command writes besides its own player and the turn fields (see draftOf). */
const WRITES: Record<Command["type"], Omit<DraftParts, "player">> = {
  drawTrainCard: { trainSupply: true, ticketDeck: false, routeOwners: false },
  // the payment goes to the discard, and may refill a face-up row that had run dry
  buyRoute: { trainSupply: true, ticketDeck: false, routeOwners: true },
  getDestinations: { trainSupply: false, ticketDeck: true, routeOwners: false },
  selectDestinations: { trainSupply: false, ticketDeck: true, routeOwners: false },
  pass: { trainSupply: false, ticketDeck: false, routeOwners: false },
  // the payment goes to the discard (and may refill an empty face-up row)
  buildStation: { trainSupply: true, ticketDeck: false, routeOwners: false, stationOwners: true },
  // a tunnel's reveal and its end move cards between the deck, the table and the discard
  payTunnel: { trainSupply: true, ticketDeck: false, routeOwners: true },
  declineTunnel: { trainSupply: true, ticketDeck: false, routeOwners: false },
};

/** Phase, turn and turn-stage checks common to all commands (the first links of the chain). */
function turnError(state: GameState, player: number, type: Command["type"]): RulesErrorCode | null {
  if (state.phase === "ended") return ERR.gameOver;
  if (state.phase === "choosingTickets") {
    // Everybody chooses opening tickets at once; nobody may draw a card yet.
    if (type === "selectDestinations") return null;
    return type === "drawTrainCard" ? ERR.drawAgainNotAllowed : ERR.wrongPhase;
  }
  if (player !== state.currentPlayer) return ERR.notYourTurn;
  if (state.turnStage === "tunnelPending") return TUNNEL_STEPS.has(type) ? null : ERR.mustResolveTunnel;
  if (TUNNEL_STEPS.has(type) && state.turnStage === "start") return ERR.noTunnelPending;
  switch (state.turnStage) {
    case "choosingTickets":
      return type === "selectDestinations" ? null : ERR.mustSelectTickets;
    case "drewOneCard":
      // Only the second card may follow the first; a ticket draw is a second draw the rules do not allow.
      if (type === "drawTrainCard") return null;
      if (type === "getDestinations") return ERR.drawAgainNotAllowed;
      if (type === "selectDestinations") return ERR.noTicketsToSelect;
      return ERR.mustDrawSecondCard;
    case "start":
      return type === "selectDestinations" ? ERR.noTicketsToSelect : null;
  }
}

/** Why `player` may not play `command` now (the error's code), or null when it is legal. */
export function checkCommand(state: GameState, player: number, command: Command): RulesError | null {
  const code = commandError(state, player, command);
  return code === null ? null : { code };
}

function commandError(state: GameState, player: number, command: Command): RulesErrorCode | null {
  if (!Number.isInteger(player) || player < 0 || player >= state.players.length) return ERR.invalidInput;
  if (typeof command !== "object" || command === null || !KNOWN_TYPES.has(command.type)) return ERR.invalidInput;
  const turn = turnError(state, player, command.type);
  if (turn !== null) return turn;
  switch (command.type) {
    case "drawTrainCard":
      return checkDrawTrainCard(state, command.cardLocation);
    case "buyRoute":
      return checkBuyRoute(state, player, command);
    case "getDestinations":
      return checkGetDestinations(state);
    case "selectDestinations":
      return checkSelectDestinations(state, player, command.destinationsSelected);
    case "pass":
      return checkPass(state, player);
    case "buildStation":
      return checkBuildStation(state, player, command);
    case "payTunnel":
      return checkPayTunnel(state, player, command.numberOfWilds);
    case "declineTunnel":
      return null;
  }
}

/** Applies one command for `player`: the new state and its events, or the error. Never mutates `state`. */
export function applyCommand(state: GameState, player: number, command: Command): ApplyResult {
  const error = checkCommand(state, player, command);
  if (error !== null) return { ok: false, error };
  return applyChecked(draftOf(state, { player, ...WRITES[command.type] }), player, command);
}

/**
 * applyCommand for a holder that keeps nothing but the newest state and gives `state` up: a legal command is applied
 * to `state` itself, which is answered as the new state; a refused one leaves it untouched. The same states, events
 * and errors as applyCommand (the rules' tests play random games both ways), without the copies: at human pace each
 * copy lived until the game's next command, seconds later, and so outlived young-generation GCs to die in the old
 * generation of a server holding thousands of games (bench/room-churn.ts). Only the acting player's object is new
 * (see ownedDraftOf). Should a command throw half-way (a bug), `state` is left half-written: the holder rebuilds it.
 */
export function applyCommandInPlace(state: GameState, player: number, command: Command): ApplyResult {
  const error = checkCommand(state, player, command);
  if (error !== null) return { ok: false, error };
  return applyChecked(ownedDraftOf(state, player), player, command);
}

/** Applies a checked command to `draft`, which it may write in the parts the command writes (see WRITES). */
function applyChecked(draft: GameState, player: number, command: Command): ApplyResult {
  const events: GameEvent[] = [];
  if (draft.phase === "playing") draft.consecutivePasses = command.type === "pass" ? (draft.consecutivePasses ?? 0) + 1 : 0;
  switch (command.type) {
    case "drawTrainCard":
      applyDrawTrainCard(draft, player, command.cardLocation, events);
      break;
    case "buyRoute":
      applyBuyRoute(draft, player, command, events);
      break;
    case "getDestinations":
      applyGetDestinations(draft, player, events);
      break;
    case "selectDestinations":
      applySelectDestinations(draft, player, command.destinationsSelected, events);
      break;
    case "pass":
      applyPass(draft, player, events);
      break;
    case "buildStation":
      applyBuildStation(draft, player, command, events);
      break;
    case "payTunnel":
      applyPayTunnel(draft, player, command.numberOfWilds, events);
      break;
    case "declineTunnel":
      applyDeclineTunnel(draft, player, events);
      break;
  }
  return { ok: true, state: draft, events };
}
