// The client sends its move again by itself after the server process died during a database outage, and the move is
// played exactly once. Real parts: a throw-away PostgreSQL, the server as its own OS process (`npm start`'s entry),
// and the browser client's own network layer (GameConnection over colyseus.js, in Node: the resend is decided there,
// not in the page, so no browser is needed to drive it). A person plays against a bot: on the person's turn
// PostgreSQL is shut down, the person draws a card (the move waits, unanswered), the server process is killed -9,
// then PostgreSQL and a new process (same port) come back. The client reconnects, finds the game at the position it
// sent the move at with its seat still to act, sends the move again once, and the original request resolves "ok". The
// whole game is then played to its end: every command the person was answered "ok" for is in the durable log exactly
// once, in order (0 lost, 0 doubled).
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { legalActionsFromView, mapById, mustAct, type Command, type LoggedCommand } from "../../shared-rules/src/index.js";
import type { ReplyBase } from "../../shared-rules/protocol/index.js";
import { startPostgres, type RunningPostgres } from "../../scripts/infra/postgres.js";
import { TEST_PASSWORD, clientFor, post, startServerProcess, until, type TestServerProcess } from "../../test-kit/index.js";
import { pickMove, payloadOf } from "../../server/test/autoplay.js";
import { durableLogAt } from "../../server/test/outageGame.js";
import { GameConnection, type SavingState } from "../src/net/GameConnection.js";
import { installSessionStorageStandIn } from "./sessionStorageStandIn.js";

const SEAT = 0;

/** The person's seat through the client's GameConnection: every command answered "ok" is counted. */
class ClientSeat {
  readonly acknowledged: Command[] = [];
  readonly saving: SavingState[] = [];
  constructor(readonly g: GameConnection) {
    g.on("saving", (state) => this.saving.push(state));
  }

  mine(): boolean {
    const view = this.g.view;
    return view !== null && view.phase !== "ended" && mustAct(view, SEAT);
  }

  get ended(): boolean {
    return this.g.view?.phase === "ended";
  }

  async awaitTurn(): Promise<boolean> {
    await until(() => this.mine() || this.ended, "the person's turn or the end", 60_000);
    return this.mine();
  }

  next(): Command {
    const view = this.g.view!;
    return pickMove(legalActionsFromView(view), mapById(view.map));
  }

  async send(command: Command): Promise<ReplyBase> {
    const reply = await this.g.request(command.type, payloadOf(command) as never);
    if (reply.code === "ok") this.acknowledged.push(command);
    return reply;
  }

  async play(moves: number): Promise<void> {
    for (let i = 0; i < moves && (await this.awaitTurn()); i++) assert.equal((await this.send(this.next())).code, "ok");
  }

  /** The person's own commands in the durable log, against those acknowledged: lost and doubled. */
  compare(log: readonly LoggedCommand[]): { lost: number; doubled: number } {
    const durable = log.filter((entry) => entry.player === SEAT && entry.by === undefined).map((entry) => JSON.stringify(entry.command));
    const acknowledged = this.acknowledged.map((command) => JSON.stringify(command));
    let lost = 0;
    acknowledged.forEach((command, i) => {
      if (durable[i] !== command) lost += 1;
    });
    return { lost, doubled: Math.max(0, durable.length - acknowledged.length) };
  }
}

describe("client: a move lost with a server killed during a database outage is sent again by itself, and played once", function () {
  this.timeout(5 * 60_000);
  let dir = "";
  let database: RunningPostgres | null = null;
  let url = "";
  let server: TestServerProcess | null = null;
  let seat: ClientSeat | null = null;
  let removeStorage: () => void = () => undefined;
  const settings = () => ({ DATABASE_URL: url, ALLOW_TEST_SEED: "1", BOT_DELAY_MS: "5", RECONNECT_SECONDS: "3600", MESSAGE_RATE_PER_SECOND: "100000", MESSAGE_BURST: "100000" });

  before(async () => {
    removeStorage = installSessionStorageStandIn();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "ttr-resend-"));
    database = await startPostgres({ dir, ownProcessGroup: true });
    url = await database.createDatabase("resend");
  });

  after(async () => {
    if (seat) await seat.g.leave();
    await server?.stop();
    await database?.stop().catch(() => {});
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    removeStorage();
  });

  it("PostgreSQL down, the move waits, the process is killed -9; both come back: the client resends once, 0 lost, 0 doubled", async () => {
    server = await startServerProcess(settings());
    const registered = await post(server, "/auth/register", { username: "resend_person", password: TEST_PASSWORD });
    assert.equal(registered.status, 200);
    const client = clientFor(server, registered.body.token as string);
    const room = await client.create("ttr", { gameName: "resend", color: "red", seed: 5150 });
    const g = new GameConnection(client, room as never, false, "resend_person");
    seat = new ClientSeat(g);
    await g.whenReady();
    assert.equal((await g.request("addAI", { difficulty: "easy" })).code, "ok");
    assert.equal((await g.request("startGame")).code, "ok");
    await seat.play(4);

    // The person's turn in play: PostgreSQL goes; a card from the deck waits for its save, unanswered.
    while ((await seat.awaitTurn()) && g.view!.phase !== "playing") assert.equal((await seat.send(seat.next())).code, "ok");
    const at = g.room.state.stateVersion;
    await database!.crash("immediate");
    const move: Command = { type: "drawTrainCard", cardLocation: 5 };
    let answered = false;
    const reply = seat.send(move).then((r) => {
      answered = true;
      return r;
    });
    await until(() => seat!.saving.at(-1) === "paused", "saving paused", 60_000);
    assert.equal(answered, false, "nothing is answered while nothing can be saved");

    // Our process dies with the move in its memory only; then the database and a new process come back.
    const before = seat.compare(await durableLogAfterRestart());
    assert.equal(before.lost, 0);
    const answer = await reply;
    assert.equal(answer.code, "ok", `the resend was answered: ${answer.description}`);
    assert.equal(seat.saving.at(-1), "resent", `the client says the move was sent again (${seat.saving.join(", ")})`);
    const log = await durableLogAt(url, g.roomId);
    assert.equal(log.length, at, "the move is durable, at the position it was sent at");
    assert.deepEqual(log.at(-1)?.command, move);

    // The game to its end: every acknowledged command durable exactly once.
    while (await seat.awaitTurn()) assert.equal((await seat.send(seat.next())).code, "ok");
    const final = seat.compare(await durableLogAt(url, g.roomId));
    console.log(`      resend after a kill -9 during a PostgreSQL outage: ${seat.acknowledged.length} commands acknowledged, lost ${final.lost}, doubled ${final.doubled}`);
    assert.deepEqual(final, { lost: 0, doubled: 0 });

    async function durableLogAfterRestart(): Promise<readonly LoggedCommand[]> {
      const port = server!.port;
      await server!.stop("SIGKILL");
      database = await startPostgres({ dir, port: database!.port, ownProcessGroup: true });
      const log = await durableLogAt(url, g.roomId);
      assert.equal(log.length + 1, at, "the waiting move died with the process: the game is durable at the position it was sent at");
      server = await startServerProcess(settings(), port);
      return log;
    }
  });
});
