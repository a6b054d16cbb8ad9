// The one turn command of this seat that no reply answered yet, and what becomes of it after a reconnection. When the
// server process dies while saving is paused (its database is down), a move that waited for its save is lost with the
// process: nobody was told it happened. The client then sends it again by itself, once, but only where that is safe:
// the command names the position it was sent at (`at`, the protocol's Positioned), and the server refuses it at any
// other position ("stale"), so it cannot apply twice. Back in the game with the state in hand:
//   - the seat must still act and the game is still at that position: nothing happened, so it is sent again;
//   - the game moved on (the move was saved after all, or the game went on without it): it is dropped.
// A resend answered "stale" means the same: the first send was still on its way to disk on a process that lived on,
// and was applied after all (GameConnection says "already saved" then).
// During the opening ticket choice every seat acts at once, so no position is sent (another seat's choice would make
// it stale); the rules allow one choice per seat, so the choice is sent again only while the seat must still choose.
import { TURN_COMMANDS, type MessageType, type TurnCommandType } from "../../../shared-rules/protocol/index.js";
import { mustAct, type PlayerView } from "../rules.js";

export interface UnansweredCommand {
  type: TurnCommandType;
  /** The payload as it was sent, `at` included (a resend is the same message). */
  payload: Record<string, unknown>;
  at: number | undefined;
}

/** What becomes of the unanswered command once the game's state is back after a reconnection. */
export type ResendDecision = { action: "resend"; command: UnansweredCommand } | { action: "drop" };

export function isTurnCommand(type: MessageType): type is TurnCommandType {
  return (TURN_COMMANDS as readonly string[]).includes(type);
}

/**
 * The position to send a command at: the state's version while this seat alone must act (the playing phase), else
 * none (the opening ticket choice, when every seat acts at once).
 */
export function positionFor(view: PlayerView | null, seat: number | null, stateVersion: number): number | undefined {
  if (view === null || seat === null || view.phase !== "playing" || !mustAct(view, seat)) return undefined;
  return stateVersion;
}

export class CommandResend {
  private unanswered: UnansweredCommand | null = null;

  /** A turn command left: it is the one that waits for its reply (a seat sends one at a time). */
  sent(command: UnansweredCommand): void {
    this.unanswered = command;
  }

  /** Its reply came (any code): nothing to send again. */
  answered(): void {
    this.unanswered = null;
  }

  get waiting(): UnansweredCommand | null {
    return this.unanswered;
  }

  /**
   * The connection is back with the game's state: resend (once: the memory is cleared) or drop the unanswered command.
   * Null when there is none.
   */
  decide(view: PlayerView | null, seat: number | null, stateVersion: number): ResendDecision | null {
    const command = this.unanswered;
    if (command === null) return null;
    this.unanswered = null;
    const stillMine = view !== null && seat !== null && view.phase !== "ended" && mustAct(view, seat);
    const samePosition = command.at === undefined || command.at === stateVersion;
    return stillMine && samePosition ? { action: "resend", command } : { action: "drop" };
  }
}
