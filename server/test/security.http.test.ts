// Every HTTP body is bounded (413), Colyseus' matchmaking routes included, declared or chunked.
import assert from "node:assert/strict";
import http from "node:http";
import { Client } from "colyseus.js";
import { HTTP_BODY_LIMIT_BYTES } from "../src/http/bodyLimit.js";
import { startServerProcess, type TestServerProcess } from "../../test-kit/index.js";

/** POSTs `size` bytes as a chunked body (no content-length); resolves with the status, or "closed". */
function postChunked(url: string, size: number): Promise<number | "closed"> {
  return new Promise((resolve) => {
    const req = http.request(url, { method: "POST", headers: { "content-type": "application/json" } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", () => resolve("closed"));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

describe("security: HTTP body limit", function () {
  this.timeout(120_000);
  let server: TestServerProcess;

  before(async () => {
    server = await startServerProcess();
  });

  after(async () => {
    await server?.stop();
  });

  for (const route of ["/matchmake/joinOrCreate/lobby", "/matchmake/create/ttr", "/auth/register", "/auth/login"]) {
    it(`${route}: a body over ${HTTP_BODY_LIMIT_BYTES} bytes is refused with 413`, async () => {
      const res = await fetch(`${server.httpUrl}${route}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ pad: "x".repeat(HTTP_BODY_LIMIT_BYTES + 10) }),
      });
      assert.equal(res.status, 413);
    });

    it(`${route}: a 50 MB chunked body is cut off`, async () => {
      const answer = await postChunked(`${server.httpUrl}${route}`, 50 * 1024 * 1024);
      assert.ok(answer === 413 || answer === "closed", String(answer));
    });
  }

  it("still serves normal matchmaking and requests afterwards", async () => {
    assert.equal(server.child.exitCode, null);
    const room = await new Client(server.wsUrl).joinOrCreate("lobby");
    await room.leave();
    assert.equal((await fetch(`${server.httpUrl}/healthz`)).status, 200);
  });
});
