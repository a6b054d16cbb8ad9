// The peer server in its own process: boardgame.io's Server (Koa + socket.io, its default in-memory storage)
// serving ttrPeerGame, answering the same metric requests as bench/server-process.ts over IPC, plus the bytes
// its socket.io connections sent (engine.io packets, counted as they are created).
// The Lobby API (create/join) runs on its own port (API_PORT, default PORT + 2): boardgame.io 0.50.2 adds its routes
// to the game app after koa-socket-2 has built the app's request handler, and koa-compose 4.2 (what npm installs
// today) copies the middleware list when the handler is built, so on the game port every API route answers 404.
// boardgame.io's own `lobbyConfig.apiPort` builds a separate app after the routes exist.
//   PORT=32200 API_PORT=32202 npx tsx bench/peers/bgio-server.ts
import { Server } from "boardgame.io/server";
import { ttrPeerGame } from "./bgio-game.js";

const port = Number(process.env.PORT ?? 32200);
const server = Server({ games: [ttrPeerGame], origins: [/.*/] });
const apiPort = Number(process.env.API_PORT ?? port + 2);
await server.run({ port, lobbyConfig: { apiPort } });

let bytesOut = 0;
interface EngineSocket { on(event: "packetCreate", f: (packet: { data?: unknown }) => void): void }
const io = (server.app as unknown as { _io?: { engine: { on(event: "connection", f: (socket: EngineSocket) => void): void } } })._io;
io?.engine.on("connection", (socket) =>
  socket.on("packetCreate", (packet) => {
    const data = packet.data;
    bytesOut += 1 + (typeof data === "string" ? Buffer.byteLength(data) : data instanceof Uint8Array ? data.byteLength : 0);
  }),
);

let cpuMark = process.cpuUsage();
let timeMark = performance.now();
process.on("message", (msg: { type: string; id: number }) => {
  if (msg.type === "gc") {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ type: "gc", id: msg.id });
    return;
  }
  const cpu = process.cpuUsage(cpuMark);
  const now = performance.now();
  const mem = process.memoryUsage();
  process.send?.({ type: "sample", id: msg.id, sample: { cpuMs: (cpu.user + cpu.system) / 1000, wallMs: now - timeMark, rssMb: mem.rss / 2 ** 20, heapMb: mem.heapUsed / 2 ** 20, bytesOut } });
  cpuMark = process.cpuUsage();
  timeMark = now;
});
process.on("disconnect", () => process.exit(0));
process.on("SIGTERM", () => process.exit(0));
console.log(`boardgame.io peer server on http://127.0.0.1:${port} (Lobby API on ${apiPort})`);
process.send?.({ type: "ready", port });
