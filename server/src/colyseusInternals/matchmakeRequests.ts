// Colyseus' matchmaking HTTP route, from the inside. Colyseus 0.16 (core/build/Server.js attachMatchMakingRoutes and
// handleMatchMakeRequest) takes every request whose URL holds "/" + matchMaker.controller.matchmakeRoute anywhere,
// reads the method as the word after that route (the URL split by matchMaker.controller.allowedRoomNameChars), reads
// the body with req.on("data") / req.on("end") attached synchronously when it is called, and writes its answer with
// res.write() and res.end(). The doors in front of it (http/matchmakeDoor.ts, http/lookupLimit.ts) read requests the
// way it does, hand it a body they have already read, and read its answer.
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
    if (size >= limit || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
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
