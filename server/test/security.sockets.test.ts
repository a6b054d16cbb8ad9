// Hostile tests of the server's sockets against `npm start`'s entry point as a separate process with its default
// settings: every method on every path is answered at once (405 with Allow where nothing serves it), a request whose
// body never completes and an idle kept-alive connection are closed by deadlines, and one address holding 1,000 idle
// and 1,000 half-sent connections is held to its bound while another address logs in and plays.
import assert from "node:assert/strict";
import net from "node:net";
import { ask, registerUser, startedGameOfTwo, startServerProcess, until, within, type TestServerProcess } from "../../test-kit/index.js";

/** Generous: bounds a hang (the deadlines are 5–30 s by default), measures nothing. */
const PATIENCE_MS = 60_000;

/** The default MAX_CONNECTIONS_PER_ADDRESS. */
const CONNECTIONS_PER_ADDRESS = 200;

interface RawSocket {
  socket: net.Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves with everything received once the server closed the connection. */
  closed: Promise<string>;
}

/** A TCP connection from `localAddress` (all of 127/8 is loopback on Linux) that writes `words` once connected. */
function rawSocket(port: number, words: string, localAddress = "127.0.0.1"): Promise<RawSocket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress });
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    const closed = new Promise<string>((done) => socket.once("close", () => done(received)));
    socket.once("connect", () => {
      socket.on("error", () => undefined); // a reset is one way of being closed
      if (words) socket.write(words);
      resolve({ socket, received: () => received, closed });
    });
    socket.once("error", reject);
  });
}


/** Runs `task` for 0…count-1 with at most `parallel` at a time. */
async function inParallel(count: number, parallel: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
}

const statusOf = (answer: string) => /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];

describe("security: the server's sockets, against a separate server process (default settings)", function () {
  this.timeout(300_000);
  let server: TestServerProcess;
  const port = () => Number(new URL(server.httpUrl).port);

  before(async () => {
    server = await startServerProcess();
  });

  after(async () => {
    await server?.stop();
  });

  it("answers every method nothing serves with 405 and Allow at once, on matchmaking paths and every other path", async () => {
    const methods = ["PUT", "PATCH", "DELETE", "HEAD", "PROPFIND", "TRACE"];
    const paths = ["/matchmake/joinById/X", "/matchmake/create/ttr", "/x/matchmake", "/matchmake", "/api/games", "/auth/login", "/"];
    const answers = await Promise.all(
      methods.flatMap((method) =>
        paths.map(async (path) => {
          // An empty body, as in the report: the request is whole at once, so only an answer (or no deadline) remains.
          const client = await rawSocket(port(), `${method} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
          return { method, path, answer: await within(client.closed, `${method} ${path}`, PATIENCE_MS) };
        }),
      ),
    );
    for (const { method, path, answer } of answers) {
      // HEAD is served where GET is (Express' pages and API), not on Colyseus' matchmaking paths.
      if (method === "HEAD" && !path.includes("/matchmake")) {
        assert.ok(statusOf(answer) !== undefined && statusOf(answer) !== "405", `${method} ${path}: ${answer.slice(0, 200)}`);
        continue;
      }
      assert.equal(statusOf(answer), "405", `${method} ${path}: ${answer.slice(0, 200)}`);
      const allow = /\r\nallow: ([^\r]*)/i.exec(answer)?.[1];
      assert.ok(allow?.includes("POST") && allow.includes("OPTIONS") && !allow.includes(method), `${method} ${path} Allow: ${allow}`);
    }
  });

  it("closes a request whose body never completes, on matchmaking and on the API", async () => {
    await Promise.all(
      ["/matchmake/create/ttr", "/matchmake/joinById/X", "/auth/login"].map(async (path) => {
        const client = await rawSocket(port(), `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a`);
        const answer = await within(client.closed, `half-sent body on ${path}`, PATIENCE_MS);
        assert.equal(statusOf(answer), "408", `${path}: ${answer.slice(0, 200)}`);
      }),
    );
  });

  it("closes an idle kept-alive connection after its answer", async () => {
    const client = await rawSocket(port(), "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n");
    const answer = await within(client.closed, "kept-alive connection", PATIENCE_MS);
    assert.equal(statusOf(answer), "200");
    assert.match(answer, /"status":"ok"/);
  });

  it("holds one address with 1,000 idle and 1,000 half-sent connections to its bound while another logs in and plays", async () => {
    const attacker = "127.0.0.2";
    const open = new Set<RawSocket>();
    let refused = 0;
    let stopped = false;
    const idle = "";
    const halfSent = `POST /matchmake/create/ttr HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a`;
    // Held sockets the server's deadlines close are opened again at once: the attacker keeps all it can the whole time.
    const attack = async (words: string): Promise<void> => {
      let client: RawSocket;
      try {
        client = await rawSocket(port(), words, attacker);
      } catch {
        return; // a refused connect is a refusal too
      }
      open.add(client);
      client.socket.on("data", () => {
        if (statusOf(client.received()) === "429") open.delete(client);
      });
      void client.closed.then((answer) => {
        open.delete(client);
        if (statusOf(answer) === "429") refused += 1;
        else if (!stopped) void attack(words);
      });
    };
    try {
      await inParallel(2000, 100, (i) => attack(i % 2 === 0 ? idle : halfSent));
      // Every connection past the bound is answered 429 and closed, so the address holds at most its bound.
      await within(until(() => open.size <= CONNECTIONS_PER_ADDRESS, "the attacker's surplus refused", PATIENCE_MS), "surplus refused", PATIENCE_MS);
      assert.ok(refused >= 1000, `refused ${refused} of 2,000`);
      const held = open.size;

      // Another address (colyseus.js and fetch connect from 127.0.0.1) registers, matchmakes and plays meanwhile.
      const alice = await registerUser(server, "sockalice");
      const bob = await registerUser(server, "sockbob");
      const { ra, rb } = await startedGameOfTwo(alice, bob, { gameName: "Under siege" }, [[0, 1], [0, 1]]);
      const first = await ask(ra, "drawTrainCard", { cardLocation: 5 });
      const moved = first.code === "ok" ? first : await ask(rb, "drawTrainCard", { cardLocation: 5 });
      assert.equal(moved.code, "ok");
      await ra.leave(true);
      await rb.leave(true);
      assert.ok(open.size <= CONNECTIONS_PER_ADDRESS, `the attacker holds ${open.size}`);
      console.log(`      attacker: ${refused} refused with 429, ${held} held (bound ${CONNECTIONS_PER_ADDRESS})`);
    } finally {
      stopped = true;
      for (const client of open) client.socket.destroy();
    }
  });
});
