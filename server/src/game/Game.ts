// One game as the server holds it: the persisted record (seed, seats, command log) and the rules state computed
// from it. No networking here: the game master (GameMaster.ts) changes it through commit() and publishes the result.
import {
  applyCommandInPlace,
  newGame,
  replay,
  ERR,
  PLAYER_COLORS,
  MIN_PLAYERS,
  mapById,
  type ApplyResult,
  type Command,
  type GameState,
  type GameEvent,
  type MapId,
  type PlayerColor,
  type RulesErrorCode,
  type Seed,
  type VariantId,
} from "../../../shared-rules/src/index.js";
import { mapOfRecord, rulesOptionsOf, type Difficulty, type GameRecord, type SeatRecord } from "../domain/records.js";
import { SERVER_ERR, type ServerErrorCode } from "../../../shared-rules/protocol/index.js";

/** Why the game refused: the rules' code, or the server's own (seats, phases). */
export type Refusal = { code: RulesErrorCode | ServerErrorCode };
export type Refused = { ok: false; error: Refusal };
/** What a seat change answers: the seat it concerned. */
export type SeatResult = { ok: true; seat: number } | Refused;
/** What a command or the start answers: the rules' result, or the game's own refusal. */
export type PlayResult = ApplyResult | Refused;

function failure(code: Refusal["code"]): Refused {
  return { ok: false, error: { code } };
}

export class Game {
  private constructor(
    readonly record: GameRecord,
    private rulesState: GameState | null,
    /** A restored game's events from its start, in order (for its history); empty for a new game. */
    readonly replayedEvents: readonly GameEvent[] = [],
  ) {}

  /**
   * A new game; `map` is kept in the record only when it is not the USA (records from before maps have none), and a
   * `variant` only when there is one (the original game's records keep their shape).
   */
  static create(id: string, gameName: string, seed: Seed, map: MapId = "usa", variant?: VariantId): Game {
    const now = new Date().toISOString();
    const record: GameRecord = { id, gameName, hostUserId: -1, seed, status: "waiting", seats: [], log: [], chat: [], result: null, createdAt: now, updatedAt: now };
    if (map !== "usa") record.map = map;
    if (variant !== undefined) record.variant = variant;
    return new Game(record, null);
  }

  /** Rebuilds a stored game by replaying its log from the seed. */
  static restore(record: GameRecord): Game {
    if (record.status === "waiting") return new Game(record, null);
    const result = replay(rulesOptionsOf(record), record.log);
    if (!result.ok) throw new Error(`game ${record.id} does not replay: ${result.error.code}`);
    return new Game(record, result.state, result.events);
  }

  get rules(): GameState | null {
    return this.rulesState;
  }

  get seats(): readonly SeatRecord[] {
    return this.record.seats;
  }

  get started(): boolean {
    return this.record.status !== "waiting";
  }

  seatOfUser(userId: number): number {
    return this.record.seats.findIndex((s) => s.userId === userId);
  }

  isHost(userId: number): boolean {
    return this.record.hostUserId === userId;
  }

  hostName(): string {
    return this.record.seats.find((s) => s.userId === this.record.hostUserId)?.username ?? "";
  }

  /** Seats this game's board holds (Nordic Countries and Switzerland: 3; India: 4; the USA and Europe: 5). */
  maxPlayers(): number {
    return mapById(mapOfRecord(this.record)).maxPlayers;
  }

  availableColors(): PlayerColor[] {
    if (this.started || this.record.seats.length >= this.maxPlayers()) return [];
    const taken = new Set(this.record.seats.map((s) => s.color));
    return PLAYER_COLORS.filter((c) => !taken.has(c));
  }

  private seatCheck(color: PlayerColor | undefined): Refusal | null {
    // A full table is named first: "full" says more than "started" to someone who cannot sit either way.
    if (this.record.seats.length >= this.maxPlayers()) return { code: SERVER_ERR.gameFull };
    if (this.started) return { code: SERVER_ERR.gameAlreadyStarted };
    if (color && this.record.seats.some((s) => s.color === color)) return { code: SERVER_ERR.colorTaken };
    return null;
  }

  /** Seats a person. The first person becomes the host. */
  join(userId: number, username: string, color: PlayerColor): SeatResult {
    const error = this.seatCheck(color);
    if (error) return { ok: false, error };
    this.record.seats.push({ userId, username, color, bot: null });
    if (this.record.hostUserId < 0) this.record.hostUserId = userId;
    return { ok: true, seat: this.record.seats.length - 1 };
  }

  /** Seats a bot in the first free colour, named "Bot N (difficulty)". */
  addBot(difficulty: Difficulty): SeatResult {
    const error = this.seatCheck(undefined);
    if (error) return { ok: false, error };
    const color = this.availableColors()[0];
    const names = new Set(this.record.seats.map((s) => s.username));
    let n = 1;
    while ([...names].some((name) => name.startsWith(`Bot ${n} `))) n += 1;
    this.record.seats.push({ userId: null, username: `Bot ${n} (${difficulty})`, color, bot: difficulty });
    return { ok: true, seat: this.record.seats.length - 1 };
  }

  /** Gives up a seat before the start. The host role passes to the next person, if any. */
  leave(userId: number): SeatResult {
    if (this.started) return failure(SERVER_ERR.gameAlreadyStarted);
    const seat = this.seatOfUser(userId);
    if (seat < 0) return failure(SERVER_ERR.notAPlayer);
    this.record.seats.splice(seat, 1);
    if (this.record.hostUserId === userId) {
      this.record.hostUserId = this.record.seats.find((s) => s.userId !== null)?.userId ?? -1;
    }
    if (!this.record.seats.some((s) => s.userId !== null)) this.record.status = "abandoned";
    return { ok: true, seat };
  }

  /** Takes a bot off the table before the start; later seats move down. */
  removeBot(seat: number): SeatResult {
    if (this.started) return failure(SERVER_ERR.gameAlreadyStarted);
    const record = this.record.seats[seat];
    if (!record || record.bot === null) return failure(SERVER_ERR.notABot);
    this.record.seats.splice(seat, 1);
    return { ok: true, seat };
  }

  /**
   * The host gives up their seat to watch the others play ("start with bots, I watch"). They stay the game's host,
   * so the game is not abandoned by it; the caller starts the game right after.
   */
  vacateToWatch(userId: number): SeatResult {
    if (this.started) return failure(SERVER_ERR.gameAlreadyStarted);
    const seat = this.seatOfUser(userId);
    if (seat < 0) return failure(SERVER_ERR.notAPlayer);
    if (this.record.seats.length - 1 < MIN_PLAYERS) return failure(ERR.insufficientPlayers);
    this.record.seats.splice(seat, 1);
    return { ok: true, seat };
  }

  /** Someone is in this game: a seated person, or a host who gave up their seat to watch (see vacateToWatch). */
  hasPeople(): boolean {
    return this.record.seats.some((s) => s.userId !== null) || this.record.hostUserId >= 0;
  }

  start(): PlayResult {
    if (this.started) return failure(SERVER_ERR.gameAlreadyStarted);
    if (this.record.seats.length < MIN_PLAYERS) return failure(ERR.insufficientPlayers);
    const result = newGame(rulesOptionsOf(this.record));
    if (result.ok) {
      this.rulesState = result.state;
      this.record.status = "playing";
    }
    return result;
  }

  /**
   * The single way a move reaches the rules, for people and bots alike. Logged only when it applied; `by` "bot" when
   * a bot plays a person's seat (kept in the log: ratings count the moves people made themselves).
   */
  apply(seat: number, command: Command, by?: "bot"): PlayResult {
    if (!this.rulesState) return failure(ERR.wrongPhase);
    const result = this.applyToRules(seat, command);
    if (!result.ok) return result;
    // the time goes with the command, durable with it: the turn clock is derived from it after a restart
    const takenOver = by === "bot" && this.record.seats[seat]?.bot === null;
    this.record.log.push(takenOver ? { player: seat, command, at: Date.now(), by } : { player: seat, command, at: Date.now() });
    if (result.state.phase === "ended") {
      this.record.status = "ended";
      this.record.result = result.state.result;
    }
    return result;
  }

  /**
   * The rules state is written in place: the game keeps only its newest state, and whoever reads it takes what they
   * need at once, so a copy per command would only live until the next one (seconds at human pace) and die old
   * (bench/room-churn.ts). Should the rules throw half-way (a bug), the state is rebuilt from the log, which the
   * command never reached: the game stays as it was before the command.
   */
  private applyToRules(seat: number, command: Command): ApplyResult {
    try {
      return applyCommandInPlace(this.rulesState!, seat, command);
    } catch (error) {
      const rebuilt = replay(rulesOptionsOf(this.record), this.record.log);
      if (rebuilt.ok) this.rulesState = rebuilt.state;
      throw error;
    }
  }

  /** Increases with every applied command; clients can tell a stale state by it. */
  get version(): number {
    return this.record.log.length + (this.started ? 1 : 0);
  }
}
