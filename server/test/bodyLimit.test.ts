// The body bound (http/bodyLimit.ts) in front of an Express app whose JSON parser comes after an asynchronous step:
// the bound must not start the body flowing itself, or a body read a tick later is gone and req.body is empty.
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { boundRequestBodies, skipAnswered } from "../src/http/bodyLimit.js";

/** POSTs `body` in chunks with no content-length; resolves with the status and the answer's text, or "closed". */
function postChunked(url: string, chunks: string[]): Promise<{ status: number; text: string } | "closed"> {
  return new Promise((resolve) => {
    const req = http.request(url, { method: "POST", headers: { "content-type": "application/json" } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (part: string) => (text += part));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", () => resolve("closed"));
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe("HTTP body bound in front of an asynchronous middleware", () => {
  const limit = 1024;
  let server: http.Server;
  let url = "";

  before(async () => {
    const app = express();
    // Hands on a macrotask later, as an async session lookup or Express 5's Router can.
    app.use((_req, _res, next) => void setImmediate(next));
    app.use(express.json({ limit: "16kb" }));
    app.use(skipAnswered);
    app.post("/echo", (req, res) => void res.json({ got: req.body as unknown }));
    server = http.createServer(app);
    boundRequestBodies(server, limit);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/echo`;
  });

  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("keeps a body with a declared length for the parser that reads it later", async () => {
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ a: 1 }) });
    assert.deepEqual(await res.json(), { got: { a: 1 } });
  });

  it("keeps a chunked body under the bound for the parser that reads it later", async () => {
    const answer = await postChunked(url, ['{"a":', '"chunked"', "}"]);
    assert.notEqual(answer, "closed");
    assert.deepEqual(answer !== "closed" && { status: answer.status, body: JSON.parse(answer.text) as unknown }, { status: 200, body: { got: { a: "chunked" } } });
  });

  it("still refuses a chunked body over the bound", async () => {
    const answer = await postChunked(url, ['{"pad":"', "x".repeat(limit), '"}']);
    assert.ok(answer === "closed" || answer.status === 413, JSON.stringify(answer));
  });

  it("still refuses a declared length over the bound", async () => {
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ pad: "x".repeat(limit) }) });
    assert.equal(res.status, 413);
  });
});
