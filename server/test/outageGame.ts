// A person (colyseus.js, seat 0) against server bots (two unless told) on a server process, for the storage outage tests: every
// command the server answered "ok" and the newest state version the person was shown are counted, so that after an
// outage (and a kill -9 during one) the test can check them against what is durable.
import assert from "node:assert/strict";
import pg from "pg";
import type { Client, Room } from "colyseus.js";
import { legalActionsFromView, mapById, mustAct, type Command, type LoggedCommand, type PlayerView } from "../../shared-rules/src/index.js";
import { viewFromWire, type ReplyBase, type WireState } from "../../shared-rules/protocol/index.js";
import { payloadOf, pickMove } from "./autoplay.js";
import { askOnce } from "./mirroredGame.js";
import { readGame } from "../src/storage/postgres/pgGameStore.js";
import { TEST_JWT_SECRET, TEST_PASSWORD, clientFor, tempDataDir, post, until, type HttpAnswer, type ServerAddress } from "../../test-kit/index.js";

const SEAT = 0;

/** Every HTTP answer the test got, to check that none was a 500. */
/** The moves of `gameId` that PostgreSQL holds (what is durable), read with a connection of its own. */
export async function durableLogAt(url: string, gameId: string): Promise<readonly LoggedCommand[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const record = await readGame(client, gameId);
    assert.ok(record, `game ${gameId} is stored`);
    return record.log;
  } finally {
    await client.end();
  }
}

/**
 * The settings of one of the two server processes an outage test runs on one Redis and one PostgreSQL: a data folder
 * of its own, fast hashing, bots at once, no rate limit on the test's own players, and a seat that waits out the
 * outage.
 */
export async function outageProcessSettings(o: { port: number; name: string; redisUrl: string; databaseUrl: string }): Promise<Record<string, string>> {
  return {
    REDIS_URL: o.redisUrl,
    DATABASE_URL: o.databaseUrl,
    PUBLIC_ADDRESS: `127.0.0.1:${o.port}`,
    PROCESS_NAME: o.name,
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: await tempDataDir(),
    BCRYPT_ROUNDS: "4",
    BOT_DELAY_MS: "5",
    ALLOW_TEST_SEED: "1",
    RECONNECT_SECONDS: "3600",
    MESSAGE_RATE_PER_SECOND: "100000",
    MESSAGE_BURST: "100000",
  };
}

export const httpStatuses: { route: string; status: number }[] = [];

export async function postCounted(server: ServerAddress, route: string, body: unknown): Promise<HttpAnswer> {
  const answer = await post(server, route, body);
  httpStatuses.push({ route, status: answer.status });
  return answer;
}

export async function readyz(server: ServerAddress): Promise<{ status: number; reasons: string[] }> {
  const res = await fetch(`${server.httpUrl}/readyz`);
  httpStatuses.push({ route: "/readyz", status: res.status });
  const body = (await res.json()) as { reasons?: string[] };
  return { status: res.status, reasons: body.reasons ?? [] };
}

export class PersonAgainstBots {
  /** The person's commands answered "ok", in order. */
  readonly acknowledged: Command[] = [];
  /** The newest stateVersion this client was shown, on any server process. */
  shownVersion = 0;
  /** "saving" messages received ({paused}), in order. */
  readonly savingNotices: boolean[] = [];
  gameId = "";
  private room!: Room;
  private client!: Client;

  private constructor(private readonly token: string) {}

  /** `options`: more create options (a turn clock's lengths in test mode); `bots`: the difficulty of each bot seat. */
  static async create(server: ServerAddress, username: string, seed: number, options: Record<string, unknown> = {}, bots = ["easy", "medium"]): Promise<PersonAgainstBots> {
    const answer = await postCounted(server, "/auth/register", { username, password: TEST_PASSWORD });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const person = new PersonAgainstBots(answer.body.token as string);
    person.client = clientFor(server, person.token);
    const room = await person.client.create("ttr", { gameName: `outage ${seed}`, color: "red", seed, ...options });
    person.attach(room);
    for (const difficulty of bots) assert.equal((await askOnce(room, "addAI", { difficulty })).code, "ok");
    assert.equal((await askOnce(room, "startGame", {})).code, "ok");
    return person;
  }

  /** Joins the game again on a (restarted) server. */
  async rejoin(server: ServerAddress): Promise<void> {
    this.room.removeAllListeners();
    this.client = clientFor(server, this.token);
    this.attach(await this.client.joinById(this.gameId, {}));
  }

  private attach(room: Room): void {
    this.room = room;
    this.gameId = room.roomId;
    room.onMessage("*", () => {});
    room.onMessage("saving", (message: { paused: boolean }) => this.savingNotices.push(message.paused));
    room.onStateChange((state) => {
      const version = (state as unknown as WireState).stateVersion ?? 0;
      this.shownVersion = Math.max(this.shownVersion, version);
    });
  }

  private view(): PlayerView | null {
    const state = this.room.state as unknown as Partial<WireState>;
    if (!state?.players || !state.routeOwners || !state.faceUp) return null;
    return viewFromWire(state as WireState, SEAT);
  }

  get ended(): boolean {
    return this.view()?.phase === "ended";
  }

  /** Waits until the person must act (the bots played) or the game is over; true when it is the person's move. */
  async awaitTurn(timeoutMs = 60_000): Promise<boolean> {
    const mine = () => {
      const view = this.view();
      return view !== null && view.phase !== "ended" && mustAct(view, SEAT);
    };
    await until(() => mine() || this.ended, "the person's turn or the end", timeoutMs);
    return mine();
  }

  nextMove(): Command {
    const view = this.view()!;
    return pickMove(legalActionsFromView(view), mapById(view.map));
  }

  /** The game's position (stateVersion) in the state this client holds now. */
  get stateVersion(): number {
    return (this.room.state as unknown as Partial<WireState>)?.stateVersion ?? 0;
  }

  /**
   * Sends a move; the answer resolves with the reply (which waits while saving is paused). `at`: the position it is
   * sent at (the protocol's Positioned), left out unless given.
   */
  send(move: Command, at?: number): Promise<ReplyBase> {
    return askOnce(this.room, move.type, { ...payloadOf(move), ...(at === undefined ? {} : { at }) }).then((reply) => {
      if (reply.code === "ok") this.acknowledged.push(move);
      return reply;
    });
  }

  /** Plays the person's moves until the game ends (the bots play theirs). */
  async playToEnd(): Promise<void> {
    while (await this.awaitTurn()) {
      const reply = await this.send(this.nextMove());
      assert.equal(reply.code, "ok", reply.description);
    }
  }

  /**
   * With storage failing: plays the person's moves until one is not answered and saving is paused instead (a small
   * append may still fit where the disk has room left in a file's last page: that move is durable, and answered).
   * Answers the waiting move's reply; whether it was answered while paused is checked by `repliedWhilePaused`.
   * `storageGone`: nothing can be durable now (the database is down), so no reply may come at all.
   */
  async playUntilPaused(storageGone: boolean, timeoutMs = 60_000): Promise<{ reply: Promise<ReplyBase> | null; repliedWhilePaused: () => boolean }> {
    // Paused is the newest notice, not one received after this call: a bot's move may meet the outage (and its notice
    // arrive) while the test is still stopping the storage, before this is called.
    const paused = () => this.savingNotices.at(-1) === true;
    const deadline = Date.now() + timeoutMs;
    const left = () => Math.max(1, deadline - Date.now());
    for (;;) {
      assert.ok(Date.now() < deadline, "saving never paused");
      const mine = () => !this.ended && this.mustAct();
      await until(() => mine() || this.ended || paused(), "the person's turn, the end or the pause", left());
      // A bot's move (or the clock) met the outage first: the game is paused with no move of the person's waiting.
      if (paused()) return { reply: null, repliedWhilePaused: () => false };
      if (this.ended) assert.fail("the game ended before saving paused");
      let replied = false;
      const reply = this.send(this.nextMove()).then((answer) => {
        replied = true;
        return answer;
      });
      await until(() => replied || paused(), "a reply or the pause", left());
      if (paused()) {
        assert.equal(this.savingNotices.at(-1), true);
        return { reply, repliedWhilePaused: () => replied && this.savingNotices.at(-1) === true };
      }
      assert.ok(!storageGone, `"${(await reply).code}" answered while nothing can be saved`);
      assert.equal((await reply).code, "ok");
    }
  }

  private mustAct(): boolean {
    const view = this.view();
    return view !== null && view.phase !== "ended" && mustAct(view, SEAT);
  }

  /** The time the person is shown for their current turn's end (epoch ms; 0 when not on the clock). */
  get turnEndsAt(): number {
    const state = this.room.state as unknown as Partial<WireState>;
    return Number((state?.players as unknown as { turnEndsAt?: number }[] | undefined)?.[SEAT]?.turnEndsAt ?? 0);
  }

  /** Whether this client's connection to its game is open (false once its server process died). */
  get connected(): boolean {
    return this.room.connection.isOpen;
  }

  /** Plays on until the turn has passed to someone else (a first card drawn keeps it, for instance). */
  async finishTurn(): Promise<void> {
    while (this.mustAct()) {
      const reply = await this.send(this.nextMove());
      assert.equal(reply.code, "ok", reply.description);
    }
  }

  /** Plays `moves` of the person's moves (fewer if the game ends first). */
  async play(moves: number): Promise<void> {
    for (let i = 0; i < moves && (await this.awaitTurn()); i++) {
      const reply = await this.send(this.nextMove());
      assert.equal(reply.code, "ok", reply.description);
    }
  }

  /** Acknowledged commands missing from the durable log, and whether it holds every version the person was shown. */
  lostFrom(log: readonly LoggedCommand[]): { lost: number; durableVersion: number } {
    const mine = log.filter((entry) => entry.player === SEAT && entry.by === undefined).map((entry) => entry.command);
    let lost = 0;
    this.acknowledged.forEach((command, i) => {
      if (JSON.stringify(mine[i]) !== JSON.stringify(command)) lost += 1;
    });
    return { lost, durableVersion: log.length + 1 };
  }

  leave(): void {
    void this.room?.leave().catch(() => {});
  }
}
