// One ended game's play-again proposal: who proposed, each other person's answer, and its lapse. When every other
// person has answered, or PLAY_AGAIN_SECONDS have passed, the new game is opened (nextGameRecord.ts) with bots in the
// seats of those who declined or never answered, and everybody is told its id. One proposal at a time; once a new game
// has started from this one, it is the answer to any later proposal (no second new game from one ended game).
import type { PlayAgainNotice, PlayAgainSeat, ServerErrorCode } from "../../../../shared-rules/protocol/index.js";
import { SERVER_ERR } from "../../../../shared-rules/protocol/index.js";
import type { GameRecord } from "../../domain/records.js";
import { errorField, log } from "../../monitoring/log.js";
import { nextGameRecord, rotatedSeats } from "./nextGameRecord.js";

/** What a proposal needs from its room and the server. */
export interface PlayAgainSide {
  /** The ended game. */
  record(): GameRecord;
  playAgainSeconds: number;
  processName: string;
  newGameId(): Promise<string>;
  newSeed(): string;
  /** Stores the new game and opens its room (as a restored game: its people join it by id). */
  open(record: GameRecord): Promise<void>;
  /** Tells the game's people (the end screen, and the lobby for those who went there). */
  tell(notice: PlayAgainNotice, userIds: readonly number[]): void;
  /** Keeps the ended game's room open while a proposal waits (the lobby answers through it). */
  hold(held: boolean): void;
}

type Answer = "accepted" | "declined";

interface Proposal {
  by: number;
  answers: Map<number, Answer>;
  expiresAt: number;
  timer: NodeJS.Timeout;
}

export class PlayAgain {
  private proposal: Proposal | null = null;
  private newGameId: string | null = null;
  private opening = false;

  constructor(private readonly side: PlayAgainSide) {}

  /** The people of the ended game, by account (a person sits once). */
  private people(): number[] {
    return [...new Set(this.side.record().seats.flatMap((s) => (s.userId === null ? [] : [s.userId])))];
  }

  propose(userId: number): ServerErrorCode | null {
    const record = this.side.record();
    if (record.status !== "ended") return SERVER_ERR.gameNotOver;
    if (record.daily !== undefined || record.lesson !== undefined) return SERVER_ERR.noPlayAgain;
    if (!this.people().includes(userId)) return SERVER_ERR.notAPlayer;
    if (this.proposal || this.opening || this.newGameId !== null) {
      // already started: told again, so a late proposer finds the new game
      if (this.newGameId !== null) this.tellNow(this.lastNotice);
      return SERVER_ERR.playAgainPending;
    }
    const expiresAt = Date.now() + this.side.playAgainSeconds * 1000;
    this.proposal = { by: userId, answers: new Map(), expiresAt, timer: setTimeout(() => void this.conclude(), this.side.playAgainSeconds * 1000) };
    this.side.hold(true);
    log.info({ game: record.id, user: userId }, "play again proposed");
    // alone with bots: nobody to wait for
    if (this.people().length === 1) void this.conclude();
    else this.tellNow(this.noticeOf(null, false));
    return null;
  }

  answer(userId: number, accept: boolean): ServerErrorCode | null {
    const proposal = this.proposal;
    if (!proposal || this.opening) return SERVER_ERR.noPlayAgain;
    if (!this.people().includes(userId)) return SERVER_ERR.notAPlayer;
    if (userId === proposal.by) return SERVER_ERR.noPlayAgain;
    // the first answer counts: an accepted seat may already be waited for by the others
    if (!proposal.answers.has(userId)) proposal.answers.set(userId, accept ? "accepted" : "declined");
    if (this.people().every((id) => id === proposal.by || proposal.answers.has(id))) void this.conclude();
    else this.tellNow(this.noticeOf(null, false));
    return null;
  }

  /** The room is closing: a waiting proposal goes with it (its people are told it lapsed). */
  dispose(): void {
    if (!this.proposal) return;
    clearTimeout(this.proposal.timer);
    this.tellNow(this.noticeOf(null, true));
    this.proposal = null;
  }

  private lastNotice: PlayAgainNotice | null = null;

  private tellNow(notice: PlayAgainNotice | null): void {
    if (!notice) return;
    this.lastNotice = notice;
    this.side.tell(notice, this.people());
  }

  private noticeOf(newGameId: string | null, lapsed: boolean): PlayAgainNotice | null {
    const proposal = this.proposal;
    if (!proposal) return null;
    const seats: PlayAgainSeat[] = rotatedSeats(this.side.record().seats).map((seat) => ({
      username: seat.username,
      answer: seat.userId === null ? "bot" : seat.userId === proposal.by ? "proposer" : (proposal.answers.get(seat.userId) ?? (newGameId !== null ? "declined" : "waiting")),
    }));
    const by = this.side.record().seats.find((s) => s.userId === proposal.by)?.username ?? "";
    return { gameId: this.side.record().id, by, seats, expiresAt: proposal.expiresAt, newGameId, lapsed };
  }

  /** Everybody answered, or the time is up: the new game opens with the proposer and those who accepted. */
  private async conclude(): Promise<void> {
    const proposal = this.proposal;
    if (!proposal || this.opening) return;
    clearTimeout(proposal.timer);
    this.opening = true;
    const playing = new Set([proposal.by, ...[...proposal.answers].filter(([, a]) => a === "accepted").map(([id]) => id)]);
    try {
      const id = await this.side.newGameId();
      const record = nextGameRecord(this.side.record(), { id, seed: this.side.newSeed(), proposerId: proposal.by, playing, now: Date.now(), processName: this.side.processName });
      await this.side.open(record);
      this.newGameId = id;
      log.info({ game: this.side.record().id, next: id, people: playing.size }, "play again: the new game started");
      this.tellNow(this.noticeOf(id, false));
    } catch (error) {
      log.error({ game: this.side.record().id, err: errorField(error) }, "play again: the new game could not be opened");
      this.tellNow(this.noticeOf(null, true));
    } finally {
      this.proposal = null;
      this.opening = false;
      this.side.hold(false);
    }
  }
}
