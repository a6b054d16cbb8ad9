// A whole request that nothing answers does not keep its socket: Node's request deadlines end once a request is
// whole, so only the socket idle deadline (SOCKET_IDLE_TIMEOUT_MS) closes it. No route of the server leaves a request
// unanswered today (the method door answers what Colyseus ignored); this test adds one to the real server's app.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startServer, type TestServer } from "../../test-kit/index.js";

/** Generous: bounds a hang, measures nothing. */
const PATIENCE_MS = 30_000;

describe("a request nobody answers", function () {
  this.timeout(60_000);
  let server: TestServer;
  let publicDir: string;

  before(async () => {
    // Its own public folder: with the data folder as the public one, every path is refused 404 before any route.
    publicDir = await fs.mkdtemp(path.join(os.tmpdir(), "ttr-unanswered-"));
    server = await startServer({ publicDir, socketIdleTimeoutMs: 2000 });
    server.server.app.get("/never-answered", () => undefined);
  });

  after(async () => {
    await server?.server.shutdown();
    await fs.rm(publicDir, { recursive: true, force: true });
  });

  it("is closed by the socket idle deadline", async () => {
    const closed = new Promise<string>((resolve, reject) => {
      const socket = net.connect(server.port, "127.0.0.1", () => socket.write("GET /never-answered HTTP/1.1\r\nHost: x\r\n\r\n"));
      let received = "";
      socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
      socket.once("close", () => resolve(received));
      socket.once("error", reject);
    });
    let timer: NodeJS.Timeout | undefined;
    const received = await Promise.race([closed, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("the socket is still open")), PATIENCE_MS)))]);
    clearTimeout(timer);
    assert.equal(received, "", "nothing was answered: the socket was closed");
  });
});
