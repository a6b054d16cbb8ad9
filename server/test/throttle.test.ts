// Login and registration throttling, and limits on waiting games : a stranger failing logins from another
// address does not lock the owner out, and one address cannot register accounts without end. Other addresses are
// real: Linux answers on all of 127.0.0.0/8, so requests leave from 127.0.0.2 by binding the local address.
import assert from "node:assert/strict";
import http from "node:http";
import { Client } from "colyseus.js";
import { SERVER_ERR } from "../../shared-rules/protocol/index.js";
import { TEST_PASSWORD, ask, post, refusedWith, registerUser, startServer, until, type TestServer } from "../../test-kit/index.js";
import { watchLobby } from "./lobbyWatch.js";

function postFrom(localAddress: string, ts: TestServer, route: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(`${ts.httpUrl}${route}`, { method: "POST", localAddress, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(data) } }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on("error", reject);
    req.end(data);
  });
}

describe("server: login and registration throttling", function () {
  this.timeout(60_000);
  let ts: TestServer;

  before(async () => {
    ts = await startServer({ loginMaxFailures: 3, registerMaxPerAddress: 3 });
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("limits a stranger's failed logins from their address, and the owner still logs in from theirs", async () => {
    const owner = await postFrom("127.0.0.1", ts, "/auth/register", { username: "ownerone", password: TEST_PASSWORD });
    assert.equal(owner.status, 200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await postFrom("127.0.0.2", ts, "/auth/login", { username: "ownerone", password: "wrong-guess" })).status);
    assert.deepEqual(statuses, [401, 401, 401, 429, 429]);
    const login = await postFrom("127.0.0.1", ts, "/auth/login", { username: "ownerone", password: TEST_PASSWORD });
    assert.equal(login.body.description, "success");
  });

  it("limits registrations per address (429), while another address may still register", async () => {
    // one registration from 127.0.0.1 above; two more reach the limit of 3
    for (const name of ["regtwo", "regthree"]) assert.equal((await post(ts, "/auth/register", { username: name, password: TEST_PASSWORD })).status, 200);
    const fourth = await post(ts, "/auth/register", { username: "regfour", password: TEST_PASSWORD });
    assert.equal(fourth.status, 429);
    assert.match(String(fourth.body.reason), /too many registrations/);
    await assert.doesNotReject(registerUserFrom("127.0.0.3"));
  });

  async function registerUserFrom(address: string): Promise<void> {
    const answer = await postFrom(address, ts, "/auth/register", { username: "elsewhere", password: TEST_PASSWORD });
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  }
});


describe("server: waiting games per person", function () {
  this.timeout(60_000);
  let ts: TestServer;

  before(async () => {
    ts = await startServer({ maxWaitingGamesPerUser: 2 });
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("refuses one more waiting game than the limit (429), and allows it again once one has started", async () => {
    const host = await registerUser(ts, "floodhost");
    const guest = await registerUser(ts, "floodguest");
    const first = await host.client.create("ttr", { gameName: "One", color: "red" });
    await host.client.create("ttr", { gameName: "Two", color: "red" });
    await assert.rejects(host.client.create("ttr", { gameName: "Three", color: "red" }), refusedWith(SERVER_ERR.tooManyWaitingGames));
    const seated = await guest.client.joinById(first.roomId, { color: "blue" });
    seated.onMessage("*", () => {});
    first.onMessage("*", () => {});
    assert.equal((await ask(first, "startGame")).code, "ok");
    const third = await host.client.create("ttr", { gameName: "Three", color: "red" });
    assert.ok(third.roomId);
  });
});

describe("server: waiting games nobody is connected to", function () {
  this.timeout(60_000);
  let ts: TestServer;

  before(async () => {
    ts = await startServer({ waitingIdleSeconds: 1 });
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("are closed and unlisted after the idle time, and stay abandoned", async () => {
    const host = await registerUser(ts, "idlehost");
    const room = await host.client.create("ttr", { gameName: "Left alone", color: "red" });
    const gameId = room.roomId;
    const lobby = await new Client(ts.wsUrl).joinOrCreate("lobby");
    const listing = watchLobby(lobby);
    await until(() => listing.get(gameId)?.metadata.host === "idlehost", "the game listed", 30_000);
    await room.leave(true); // consented, but the seat stays: nobody left to start it
    await until(() => !listing.has(gameId), "the idle game unlisted", 30_000);
    assert.equal((await ts.server.services.games.load(gameId))?.status, "abandoned");
    await lobby.leave(true);
  });
});
