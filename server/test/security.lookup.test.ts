// Private game codes cannot be found by guessing: lookups that name no game (GET /api/games/:id, POST
// /matchmake/joinById/<id> and /matchmake/reconnect/<id>) are bounded per client address and per account, then
// answered 429 with a clear message, while the right code still works for everybody else, and a lookup that finds its
// game is not counted. Through a real server process; each client is a different loopback address (all of 127/8 is
// this machine), so one test plays several people.
import assert from "node:assert/strict";
import crypto from "node:crypto";
import http from "node:http";
import type { Room } from "colyseus.js";
import type { ServerProcess as ClusterProcess } from "../../scripts/infra/serverProcess.js";
import { registerUser, serverAt, startServerProcess, startTestCluster, type TestCluster, type TestServerProcess, type User } from "../../test-kit/index.js";

const BOUND = 20;
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A code of the right form that names no game (a 1 in 31^15 chance of naming one). */
function guess(): string {
  const chars = Array.from({ length: 15 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5, 10)}-${chars.slice(10)}`;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One HTTP request to a server (its base URL, or the process) sent from the loopback address `from`, on a fresh connection. */
function request(server: TestServerProcess | string, from: string, method: "GET" | "POST", route: string, options: { body?: unknown; token?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      `${typeof server === "string" ? server : server.httpUrl}${route}`,
      {
        method,
        localAddress: from,
        agent: false,
        headers: {
          ...(payload !== undefined ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> });
          } catch {
            resolve({ status: res.statusCode ?? 0, body: { text } });
          }
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

const lookUp = (server: TestServerProcess | string, from: string, code: string, token?: string) => request(server, from, "GET", `/api/games/${encodeURIComponent(code)}`, { token });
const joinById = (server: TestServerProcess | string, from: string, code: string, token?: string) =>
  request(server, from, "POST", `/matchmake/joinById/${code}`, { body: { spectator: true }, token });
const reconnect = (server: TestServerProcess | string, from: string, code: string) => request(server, from, "POST", `/matchmake/reconnect/${code}`, { body: { reconnectionToken: "x" } });

/** Colyseus answers a room id that names no room with HTTP 200 and its error code 4212. */
function assertNoSuchRoom(answer: Answer, what: string): void {
  assert.equal(answer.status, 200, `${what}: ${JSON.stringify(answer.body)}`);
  assert.equal(answer.body.code, 4212, `${what}: ${JSON.stringify(answer.body)}`);
}

function assertRefused(answer: Answer, what: string): void {
  assert.equal(answer.status, 429, `${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const message = answer.body.reason ?? answer.body.error;
  assert.match(String(message), /too many lookups of games that do not exist.*try again in \d+ minutes?/, what);
}

describe("security: guessing game codes", function () {
  this.timeout(120_000);
  let server: TestServerProcess;
  let host: User;
  let secret: Room;

  before(async () => {
    server = await startServerProcess({ LOOKUP_MAX_FAILURES_PER_ADDRESS: String(BOUND), LOOKUP_MAX_FAILURES_PER_ACCOUNT: String(BOUND), LOOKUP_WINDOW_SECONDS: "600" });
    host = await registerUser(server, "code_host");
    secret = await host.client.create("ttr", { gameName: "Secret club", color: "red", private: true });
    secret.onMessage("*", () => undefined);
  });

  after(async () => {
    await secret?.leave(true).catch(() => undefined);
    await server?.stop();
  });

  it("makes codes of 15 characters in three groups, found in any case and with spaces or without hyphens", async () => {
    assert.match(secret.roomId, /^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    const typed = ` ${secret.roomId.toLowerCase().replaceAll("-", " ")} `;
    const found = await lookUp(server, "127.0.0.10", typed);
    assert.equal(found.status, 200);
    assert.equal(found.body.gameId, secret.roomId);
  });

  it("GET /api/games/<guess>: 404 up to the bound from one address, then 429, even for the right code; others still find it", async () => {
    for (let i = 1; i <= BOUND; i++) assert.equal((await lookUp(server, "127.0.0.11", guess())).status, 404, `guess ${i}`);
    assertRefused(await lookUp(server, "127.0.0.11", guess()), "the guess past the bound");
    assertRefused(await lookUp(server, "127.0.0.11", secret.roomId), "the right code from the same address");
    assertRefused(await joinById(server, "127.0.0.11", secret.roomId), "joinById from the same address");
    const elsewhere = await lookUp(server, "127.0.0.12", secret.roomId);
    assert.equal(elsewhere.status, 200, "somebody else still finds the game");
    assert.equal(elsewhere.body.gameName, "Secret club");
  });

  it("POST /matchmake/joinById/<guess>: 'not found' up to the bound from one address, then 429; others still join", async () => {
    for (let i = 1; i <= BOUND; i++) assertNoSuchRoom(await joinById(server, "127.0.0.13", guess()), `guess ${i}`);
    assertRefused(await joinById(server, "127.0.0.13", guess()), "the guess past the bound");
    assertRefused(await joinById(server, "127.0.0.13", secret.roomId), "the right code from the same address");
    assertRefused(await lookUp(server, "127.0.0.13", secret.roomId), "GET from the same address");
    const elsewhere = await joinById(server, "127.0.0.14", secret.roomId);
    assert.equal(elsewhere.status, 200);
    assert.equal(typeof elsewhere.body.sessionId, "string", `a seat is reserved: ${JSON.stringify(elsewhere.body)}`);
  });

  it("does not count lookups that find their game", async () => {
    for (let i = 1; i < BOUND; i++) assert.equal((await lookUp(server, "127.0.0.15", guess())).status, 404, `guess ${i}`);
    for (let i = 0; i < 5; i++) {
      assert.equal((await lookUp(server, "127.0.0.15", secret.roomId)).status, 200, `right code ${i + 1}`);
      assert.equal(typeof (await joinById(server, "127.0.0.15", secret.roomId)).body.sessionId, "string", `join ${i + 1}`);
    }
    assert.equal((await lookUp(server, "127.0.0.15", guess())).status, 404, `failure ${BOUND} is still answered`);
    assertRefused(await lookUp(server, "127.0.0.15", guess()), `failure ${BOUND + 1}`);
  });

  it("adds failures up across GET, joinById and reconnect", async () => {
    for (let i = 0; i < 7; i++) assert.equal((await lookUp(server, "127.0.0.16", guess())).status, 404);
    for (let i = 0; i < 7; i++) assertNoSuchRoom(await joinById(server, "127.0.0.16", guess()), `joinById ${i + 1}`);
    for (let i = 0; i < 6; i++) assertNoSuchRoom(await reconnect(server, "127.0.0.16", guess()), `reconnect ${i + 1}`);
    assertRefused(await reconnect(server, "127.0.0.16", guess()), "reconnect past the bound");
    assertRefused(await lookUp(server, "127.0.0.16", guess()), "GET past the bound");
  });

  it("counts guesses sent to any URL Colyseus takes for its matchmaking (it routes every POST holding /matchmake)", async () => {
    for (let i = 0; i < BOUND; i++) {
      const sideDoor = await request(server, "127.0.0.23", "POST", `/side/matchmake/joinById/${guess()}?x=1`, { body: { spectator: true } });
      assertNoSuchRoom(sideDoor, `side-door guess ${i + 1}`);
    }
    assertRefused(await joinById(server, "127.0.0.23", guess()), "the front door past the bound");
  });

  it("bounds an account whatever address it guesses from", async () => {
    const mallory = await registerUser(server, "mallory");
    for (let i = 0; i < BOUND / 2; i++) assert.equal((await lookUp(server, "127.0.0.17", guess(), mallory.token)).status, 404);
    for (let i = 0; i < BOUND / 2; i++) assertNoSuchRoom(await joinById(server, "127.0.0.18", guess(), mallory.token), `joinById ${i + 1}`);
    assertRefused(await lookUp(server, "127.0.0.19", guess(), mallory.token), "a fresh address with the same token");
    assertRefused(await joinById(server, "127.0.0.19", secret.roomId, mallory.token), "joinById with the same token");
    assert.equal((await lookUp(server, "127.0.0.19", guess())).status, 404, "the same address without the token is not bounded yet");
  });

  it("holds the bound against a burst of guesses sent at once", async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? lookUp(server, "127.0.0.20", guess()) : joinById(server, "127.0.0.20", guess()))));
    const answered = answers.filter((a) => a.status !== 429).length;
    assert.equal(answered, BOUND, `guesses answered: ${answered} of 100`);
    answers.filter((a) => a.status === 429).forEach((a) => assertRefused(a, "a refused guess of the burst"));
  });

  it("gives colyseus.js the message as the error of joinById", async () => {
    const client = host.client;
    // colyseus.js speaks from 127.0.0.1: that address is brought to the bound with raw guesses first.
    for (let i = 0; i < BOUND; i++) await lookUp(server, "127.0.0.1", guess());
    await assert.rejects(client.joinById(guess(), { spectator: true }), (error: { code?: number; message?: string }) => {
      assert.equal(error.code, 429);
      assert.match(String(error.message), /too many lookups of games that do not exist/);
      return true;
    });
    assert.equal(server.child.exitCode, null, "the server is still up");
  });
});

describe("security: guessing game codes across processes (Redis counters)", function () {
  this.timeout(300_000);
  let cluster: TestCluster | undefined;
  const processes: ClusterProcess[] = [];
  let secret: Room | null = null;

  before(async () => {
    cluster = await startTestCluster("lookup", 2, { LOOKUP_MAX_FAILURES_PER_ADDRESS: String(BOUND) });
    processes.push(...cluster.processes);
  });

  after(async () => {
    await secret?.leave(true).catch(() => undefined);
    await cluster?.stop();
  });

  it("holds the bound wherever the guesses land", async () => {
    const [a, b] = processes.map((p) => `http://127.0.0.1:${p.port}`) as [string, string];
    const host = (await registerUser(serverAt(processes[0]!.port), "cluster_host")).client;
    secret = await host.create("ttr", { gameName: "Secret club", color: "red", private: true });
    secret.onMessage("*", () => undefined);

    for (let i = 0; i < BOUND / 2; i++) {
      assert.equal((await lookUp(a, "127.0.0.21", guess())).status, 404, `GET on A ${i + 1}`);
      assertNoSuchRoom(await joinById(b, "127.0.0.21", guess()), `joinById on B ${i + 1}`);
    }
    assertRefused(await lookUp(a, "127.0.0.21", guess()), "GET on A, although A saw only half the guesses");
    assertRefused(await joinById(b, "127.0.0.21", guess()), "joinById on B");
    for (const server of [a, b]) assert.equal((await lookUp(server, "127.0.0.22", secret.roomId)).status, 200, "another address finds the game");
  });
});
