// Colyseus' matchmaking HTTP route, from the inside. Colyseus 0.16 (core/build/Server.js attachMatchMakingRoutes and
// handleMatchMakeRequest) takes every request whose URL holds "/" + matchMaker.controller.matchmakeRoute anywhere,
// reads the method as the word after that route (the URL split by matchMaker.controller.allowedRoomNameChars), reads
// the body with req.on("data") / req.on("end") attached synchronously when it is called, and writes its answer with
// res.writeHead(), res.write() and res.end(). The doors in front of it (http/matchmakeDoor.ts, http/lookupLimit.ts,
// http/outageDoor.ts) read requests the way it does, hand it a body they have already read, and read (or hold back)
// its answer.
import type http from "node:http";
import { matchMaker } from "@colyseus/core";

/** Whether Colyseus' matchmaker takes this request (any URL holding "/matchmake", not only at the start). */
export function reachesMatchmaker(url: string | undefined): boolean {
  return (url ?? "").includes(`/${matchMaker.controller.matchmakeRoute}`);
}

/** The matchmaking method of a POST (create, join, joinById, joinOrCreate, reconnect), read as Colyseus reads it. */
export function matchmakeMethodOf(req: http.IncomingMessage): string | null {
  if (req.method !== "POST" || !reachesMatchmaker(req.url)) return null;
  const { matchmakeRoute, allowedRoomNameChars } = matchMaker.controller;
  const words: string[] = (req.url ?? "").match(allowedRoomNameChars) ?? [];
  return words[words.indexOf(matchmakeRoute) + 1] ?? null;
}

/** The room id a joinById request names (the word after the method, as Colyseus reads it), or null for any other. */
export function joinByIdTargetOf(req: http.IncomingMessage | undefined): string | null {
  if (!req || matchmakeMethodOf(req) !== "joinById") return null;
  const { matchmakeRoute, allowedRoomNameChars } = matchMaker.controller;
  const words: string[] = (req.url ?? "").match(allowedRoomNameChars) ?? [];
  return words[words.indexOf(matchmakeRoute) + 2] ?? null;
}

/**
 * Hands a request whose body was already read (and judged) to the listeners behind (`passOn`, Colyseus' among them):
 * they attach their readers as they are called, and are given the body again through the same two events. Every
 * earlier reader is removed first: given the body again, it would count it twice.
 */
export function passOnWithBody(req: http.IncomingMessage, body: Buffer, passOn: () => void): void {
  req.removeAllListeners("data");
  passOn();
  req.emit("data", body);
  req.emit("end");
}

/** Keeps the first `limit` bytes of what is written to `res` (Colyseus' answer); the function reads them. */
export function readAnswer(res: http.ServerResponse, limit: number): () => string {
  const chunks: Buffer[] = [];
  let size = 0;
  const keep = (chunk: unknown, encoding: unknown) => {
    const bytes = size < limit ? bytesOf(chunk, encoding) : null;
    if (!bytes) return;
    chunks.push(bytes);
    size += bytes.length;
  };
  const target = res as unknown as { write: (...args: unknown[]) => boolean; end: (...args: unknown[]) => unknown };
  const write = target.write;
  const end = target.end;
  target.write = function (this: unknown, ...args: unknown[]) {
    keep(args[0], args[1]);
    return write.apply(this, args);
  };
  target.end = function (this: unknown, ...args: unknown[]) {
    keep(args[0], args[1]);
    return end.apply(this, args);
  };
  return () => Buffer.concat(chunks).toString("utf8");
}

/** A chunk as `res.write` / `res.end` take it (string with its encoding, or bytes), as bytes; null for none. */
function bytesOf(chunk: unknown, encoding: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return null;
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return chunk instanceof Uint8Array ? Buffer.from(chunk) : null;
}

/**
 * Holds Colyseus' whole answer back until it ends (its head, and every write), then shows its body to `answerInstead`:
 * when that answers in its place (it returns true, having written its own answer on `res`), the held answer is
 * dropped; otherwise it leaves as Colyseus wrote it. `res`'s own methods are back before `answerInstead` runs.
 */
export function holdAnswer(res: http.ServerResponse, answerInstead: (body: string) => boolean): void {
  const target = res as unknown as Record<"writeHead" | "write" | "end", (...args: unknown[]) => unknown>;
  const { writeHead, write, end } = target;
  let head: unknown[] | null = null;
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding: unknown) => {
    const bytes = bytesOf(chunk, encoding);
    if (bytes) chunks.push(bytes);
  };
  target.writeHead = (...args: unknown[]) => {
    head = args;
    return res;
  };
  target.write = (chunk: unknown, encoding?: unknown) => {
    keep(chunk, encoding);
    return true;
  };
  target.end = (...args: unknown[]) => {
    keep(args[0], args[1]);
    Object.assign(target, { writeHead, write, end });
    const body = Buffer.concat(chunks);
    if (answerInstead(body.toString("utf8"))) return res;
    if (head) writeHead.apply(res, head);
    return end.call(res, body);
  };
}
