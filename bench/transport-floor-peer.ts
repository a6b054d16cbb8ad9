// One side of bench/transport-floor.ts, chosen by TF_ROLE:
//   server:  a bare WebSocket server (TF_TRANSPORT=ws: the `ws` that @colyseus/ws-transport runs on, set up as it does;
//            uws: µWebSockets.js). Connections name their room in the URL (/?room=N). A binary message from any
//            connection is one "command": the server answers it with one frame to each connection of that room, the
//            room's sockets corked for the step as server/src/colyseusInternals/socketBatch.ts does. No game, no schema, no disk:
//            what is left is what the transport costs per command.
//   clients: TF_ROOMS rooms of TF_CONNECTIONS connections; the first connection of each room sends a command and the
//            next one as soon as its answer arrives (a closed loop at full speed).
// Both answer the orchestrator over IPC: "sample" → { cpuUs, systemUs, commands } (clients count answers to their
// commands).
import { createRequire } from "node:module";

const role = process.env.TF_ROLE;
const port = Number(process.env.TF_PORT);
/** A patch and its reply for one command are ~100–200 bytes on the wire (npm run bench's bytes per command). */
const ANSWER = Buffer.alloc(160, 7);
const COMMAND = Buffer.alloc(24, 3);

let commands = 0;

function answerSamples(): void {
  process.on("message", (m: { type: string; id: number }) => {
    if (m.type === "sample") {
      const cpu = process.cpuUsage();
      process.send!({ id: m.id, result: { cpuUs: cpu.user + cpu.system, systemUs: cpu.system, commands } });
    } else if (m.type === "stop") process.exit(0);
  });
}

/** The `ws` package Colyseus' WebSocket transport uses (its own copy, not whichever the root resolves). */
function wsOfTransport(): typeof import("ws") {
  const transportRequire = createRequire(createRequire(import.meta.url).resolve("@colyseus/ws-transport"));
  return transportRequire("ws") as typeof import("ws");
}

function roomOf(url: string | undefined): number {
  return Number(new URL(url ?? "/", "http://x").searchParams.get("room") ?? 0);
}

function wsServer(): void {
  const { WebSocketServer } = wsOfTransport();
  type Socket = import("ws").WebSocket & { _socket: import("node:net").Socket };
  const rooms = new Map<number, Socket[]>();
  // As @colyseus/ws-transport sets it up: no per-message compression, binary frames.
  const wss = new WebSocketServer({ port, host: "127.0.0.1", perMessageDeflate: false });
  wss.on("connection", (socket: Socket, request) => {
    const room = roomOf(request.url);
    const members = rooms.get(room) ?? [];
    rooms.set(room, members);
    members.push(socket);
    socket.on("message", () => {
      commands += 1;
      for (const s of members) s._socket.cork();
      for (const s of members) s.send(ANSWER, { binary: true });
      for (const s of members) s._socket.uncork();
    });
  });
  wss.on("listening", () => process.send!({ type: "ready" }));
}

async function uwsServer(): Promise<void> {
  const uwsPath = process.env.TF_UWS_PATH!;
  const uws = createRequire(import.meta.url)(uwsPath) as typeof import("./uwsTypes.js");
  const rooms = new Map<number, import("./uwsTypes.js").UwsSocket[]>();
  uws
    .App()
    .ws("/*", {
      compression: 0,
      maxPayloadLength: 4 * 1024,
      upgrade: (res, req, context) => {
        const room = roomOf(`/?${req.getQuery()}`);
        res.upgrade({ room }, req.getHeader("sec-websocket-key"), req.getHeader("sec-websocket-protocol"), req.getHeader("sec-websocket-extensions"), context);
      },
      open: (socket) => {
        const room = socket.getUserData().room;
        const members = rooms.get(room) ?? [];
        rooms.set(room, members);
        members.push(socket);
      },
      message: (socket) => {
        commands += 1;
        for (const s of rooms.get(socket.getUserData().room) ?? []) s.cork(() => s.send(ANSWER, true));
      },
    })
    .listen("127.0.0.1", port, (listening) => {
      if (!listening) throw new Error(`uWS could not listen on ${port}`);
      process.send!({ type: "ready" });
    });
}

async function clients(): Promise<void> {
  const { WebSocket } = wsOfTransport();
  const rooms = Number(process.env.TF_ROOMS);
  const perRoom = Number(process.env.TF_CONNECTIONS);
  const opened: Promise<void>[] = [];
  const movers: import("ws").WebSocket[] = [];
  for (let room = 0; room < rooms; room++) {
    for (let i = 0; i < perRoom; i++) {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/?room=${room}`, { perMessageDeflate: false });
      opened.push(new Promise((resolve, reject) => { socket.once("open", () => resolve()); socket.once("error", reject); }));
      socket.on("message", () => {});
      if (i === 0) movers.push(socket);
    }
  }
  await Promise.all(opened);
  process.on("message", (m: { type: string }) => {
    if (m.type !== "go") return;
    for (const mover of movers) {
      mover.on("message", () => {
        commands += 1;
        mover.send(COMMAND);
      });
      mover.send(COMMAND);
    }
  });
  process.send!({ type: "ready" });
}

answerSamples();
if (role === "server") await (process.env.TF_TRANSPORT === "uws" ? uwsServer() : Promise.resolve(wsServer()));
else if (role === "clients") await clients();
else throw new Error(`TF_ROLE must be server or clients, not ${role}`);
