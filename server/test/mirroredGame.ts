// A game played over the wire only (no access to the server's memory): the test keeps its own copy of the rules
// state, started from the same seed, and applies each command the server answered "success". Its next legal move
// comes from that copy, so tests against separate server processes can play whole games.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { applyCommand, legalActions, newGame, playerView, type Command, type GameEvent, type GameState, type PlayerColor, type PlayerView } from "../../shared-rules/src/index.js";
import { viewFromWire, type ReplyBase, type WireState } from "../../shared-rules/protocol/index.js";
import { payloadOf, pickMove } from "./autoplay.js";

export interface Move {
  seat: number;
  command: Command;
}

export class MirroredGame {
  state: GameState;
  readonly acknowledged: Move[] = [];
  /** The state after each number of moves (0: the start), for views of the past (a delayed spectator's). */
  readonly states: GameState[] = [];
  /** The events of the start, then of each move. */
  readonly events: GameEvent[][] = [];

  constructor(readonly seed: number, readonly colors: PlayerColor[]) {
    const start = newGame({ seed, colors });
    assert.ok(start.ok);
    this.state = start.state;
    this.states.push(start.state);
    this.events.push(start.events);
  }

  get ended(): boolean {
    return this.state.phase === "ended";
  }

  /** The move the first seat that must act would play; null when the game is over. */
  nextMove(): Move | null {
    if (this.ended) return null;
    for (let seat = 0; seat < this.colors.length; seat++) {
      const legal = legalActions(this.state, seat);
      if (legal.length > 0) return { seat, command: pickMove(legal) };
    }
    return null;
  }

  /** Applies a command the server acknowledged; the rules must agree. */
  acknowledge(move: Move): void {
    const result = applyCommand(this.state, move.seat, move.command);
    assert.ok(result.ok, `the server accepted what the rules refuse: ${JSON.stringify(move.command)}`);
    this.state = result.state;
    this.acknowledged.push(move);
    this.states.push(result.state);
    this.events.push(result.events);
  }

  /** What seat `seat` must see, as text (compare with seenBy). */
  expectedFor(seat: number): string {
    return JSON.stringify(essence(playerView(this.state, seat)));
  }

  /** What seat `seat` sees through its room, in the same form; "(not synced yet)" before the first state. */
  seenBy(room: Room, seat: number): string {
    const state = room.state as unknown as Partial<WireState>;
    if (!state?.players || !state.routeOwners || !state.faceUp) return "(not synced yet)";
    const view = viewFromWire(state as WireState, seat);
    return view ? JSON.stringify(essence(view)) : "(not synced yet)";
  }

  /** Sends the next move through the seat's room, waits for its reply, and keeps it when it is "success". */
  async playOne(roomOf: (seat: number) => Room): Promise<boolean> {
    const move = this.nextMove();
    if (!move) return false;
    const answer = await askOnce(roomOf(move.seat), move.command.type, payloadOf(move.command));
    assert.equal(answer.code, "ok", `${move.command.type} by seat ${move.seat}: ${answer.description}`);
    this.acknowledge(move);
    return true;
  }
}

/** Sends one message and resolves with the first reply of the same type. */
export function askOnce(room: Room, type: string, payload: unknown, onReply?: () => void): Promise<ReplyBase> {
  return new Promise((resolve) => {
    const off = room.onMessage(type, (message: ReplyBase) => {
      off();
      onReply?.();
      resolve(message);
    });
    room.send(type, payload);
  });
}

/** What a player sees that both the rules and the synced schema carry (the schema leaves out turn counters). */
export function essence(view: PlayerView) {
  return {
    phase: view.phase,
    hand: view.me?.hand,
    tickets: [...(view.me?.tickets ?? [])].sort((a, b) => a - b),
    pendingTickets: [...(view.me?.pendingTickets ?? [])].sort((a, b) => a - b),
    faceUp: view.faceUp,
    trainDeckCount: view.trainDeckCount,
    trainDiscardCount: view.trainDiscardCount,
    ticketDeckCount: view.ticketDeckCount,
    routeOwners: view.routeOwners,
    currentPlayer: view.currentPlayer,
    turnStage: view.turnStage,
    players: view.players.map((p) => ({ points: p.routePoints, trainsLeft: p.trainsLeft, handCount: p.handCount })),
  };
}

/** Whether seat `seat` is connected, as `room` sees it. */
export function connectedSeat(room: Room, seat: number): boolean | undefined {
  let connected: boolean | undefined;
  (room.state as unknown as WireState).players?.forEach((p, i) => {
    if (i === seat) connected = p.connected;
  });
  return connected;
}
