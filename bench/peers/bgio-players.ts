// Our bots playing on the boardgame.io peer, through its own Client (socket.io transport): rooms of 5 bot seats
// + 1 spectator, like bench/load-generator.ts does against our server. A move's reply is the next state update
// the mover receives (boardgame.io answers a move with the new state, not with a message).
//   ENDPOINT=http://127.0.0.1:32200 API_ENDPOINT=http://127.0.0.1:32202 (IPC: prepare / measure / reset)
import { Client } from "boardgame.io/client";
import { SocketIO } from "boardgame.io/multiplayer";
import { createBot } from "../../bots/src/index.js";
import { legalActionsFromView, type GameState, type PlayerView } from "../../shared-rules/src/index.js";
import { PEER_GAME_NAME, ttrPeerGame } from "./bgio-game.js";

const endpoint = process.env.ENDPOINT ?? "http://127.0.0.1:32200";
/** boardgame.io's Lobby API (create, join), on its own port: see bgio-server.ts. */
const apiEndpoint = process.env.API_ENDPOINT ?? "http://127.0.0.1:32202";
const SEATS = 5;
const STUCK_MS = 15_000;

async function post<T>(route: string, body: unknown): Promise<T> {
  const answer = await fetch(`${apiEndpoint}${route}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!answer.ok) throw new Error(`${route}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

type PeerClient = ReturnType<typeof Client<GameState>>;

let think = { min: 0, max: 0 };
const stats = { commands: 0, replyMs: [] as number[], errors: [] as string[] };
let roomCounter = 0;
let target = 0;
const live = new Set<PeerRoom>();

class PeerRoom {
  clients: PeerClient[] = [];
  closed = false;
  private finished!: () => void;
  readonly done = new Promise<void>((resolve) => (this.finished = resolve));

  static async open(index: number): Promise<PeerRoom> {
    const room = new PeerRoom();
    const { matchID } = await post<{ matchID: string }>(`/games/${PEER_GAME_NAME}/create`, { numPlayers: SEATS, setupData: { seed: index + 1 } });
    const credentials = await Promise.all(
      Array.from({ length: SEATS }, (_, i) =>
        post<{ playerCredentials: string }>(`/games/${PEER_GAME_NAME}/${matchID}/join`, { playerID: String(i), playerName: `p${index}_${i}` }).then((a) => a.playerCredentials),
      ),
    );
    const spectator = Client({ game: ttrPeerGame, multiplayer: SocketIO({ server: endpoint }), matchID });
    spectator.start();
    room.clients.push(spectator);
    credentials.forEach((credential, seat) => room.seat(matchID, seat, credential, index));
    return room;
  }

  private seat(matchID: string, seat: number, credentials: string, index: number): void {
    const client = Client({ game: ttrPeerGame, multiplayer: SocketIO({ server: endpoint }), matchID, playerID: String(seat), credentials });
    const bot = createBot("medium", index * 10 + seat + 1);
    const me = String(seat);
    let pending: { sentAt: number; type: string; timer: NodeJS.Timeout } | null = null;
    let planned = false;
    let seenLog = 0;
    let seenStateID = -1;
    const settle = (error?: string) => {
      if (!pending) return;
      stats.replyMs.push(performance.now() - pending.sentAt);
      stats.commands++;
      if (error) stats.errors.push(error);
      clearTimeout(pending.timer);
      pending = null;
    };
    const act = () => {
      planned = false;
      const now = client.getState();
      if (!now || this.closed || pending) return;
      const view = now.G as unknown as PlayerView;
      const legal = legalActionsFromView(view);
      if (legal.length === 0) return;
      const command = bot.chooseAction(view, legal);
      pending = {
        sentAt: performance.now(),
        type: command.type,
        // A lost move would stop this seat: count it and let the bot choose again.
        timer: setTimeout(() => {
          settle(`seat ${seat}: no update ${STUCK_MS} ms after ${command.type}`);
          act();
        }, STUCK_MS),
      };
      client.moves.command(command);
    };
    // Only the server's updates answer a move (the client also notifies its subscribers for its own dispatches).
    // (matchData, the seats' connection news, notifies them too but is no answer.)
    let fromServer: string | null = null;
    const inner = client as unknown as { receiveTransportData(data: { type: string }): void };
    const receive = inner.receiveTransportData.bind(client);
    inner.receiveTransportData = (data) => {
      fromServer = data.type === "update" || data.type === "patch" || data.type === "sync" ? data.type : null;
      try {
        receive(data);
      } finally {
        fromServer = null;
      }
    };
    client.subscribe((state) => {
      if (!state || this.closed || !fromServer) return;
      // The mover's reply: the first update whose new log entries hold its own move (the log is what the
      // server appended, in its order; entries of other seats' moves may come before it).
      const log = state.log;
      for (let i = seenLog; i < log.length; i++) if (String(log[i].action.payload.playerID) === me) settle();
      seenLog = log.length;
      // The server answers a move the rules refuse with an unchanged state (no new log entry): that is its reply.
      if (fromServer === "update" && state._stateID === seenStateID && pending) settle(`seat ${seat}: ${pending.type} refused`);
      seenStateID = state._stateID;
      const view = state.G as unknown as PlayerView;
      if (view.phase === "ended" || state.ctx.gameover) {
        this.finished();
        return;
      }
      if (pending || planned) return;
      if (legalActionsFromView(view).length === 0) return;
      planned = true;
      const wait = think.max <= 0 ? 0 : think.min + Math.random() * (think.max - think.min);
      if (wait > 0) setTimeout(act, wait);
      else setImmediate(act);
    });
    client.start();
    this.clients.push(client);
  }

  close(): void {
    this.closed = true;
    for (const c of this.clients) c.stop();
  }
}

async function keepRoom(): Promise<void> {
  let room: PeerRoom;
  try {
    room = await PeerRoom.open(roomCounter++);
  } catch (error) {
    stats.errors.push(`open room: ${(error as Error).message}`);
    return;
  }
  live.add(room);
  void room.done.then(async () => {
    live.delete(room);
    room.close();
    if (live.size < target) await keepRoom();
  });
}

process.on("message", (req: { type: string; id: number; rooms?: number; thinkMinMs?: number; thinkMaxMs?: number; warmupMs?: number; measureMs?: number }) => {
  const run = async (): Promise<unknown> => {
    if (req.type === "prepare") {
      think = { min: req.thinkMinMs ?? 0, max: req.thinkMaxMs ?? 0 };
      target = req.rooms ?? 0;
      while (live.size < target) await Promise.all(Array.from({ length: Math.min(10, target - live.size) }, () => keepRoom()));
      await new Promise((r) => setTimeout(r, req.warmupMs ?? 0));
      return { rooms: live.size };
    }
    if (req.type === "measure") {
      stats.commands = 0;
      stats.replyMs = [];
      stats.errors = [];
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      await new Promise((r) => setTimeout(r, req.measureMs ?? 10_000));
      const cpu = process.cpuUsage(cpu0);
      return { rooms: live.size, commands: stats.commands, replyMs: stats.replyMs, errors: stats.errors.length, errorSamples: stats.errors.slice(0, 5), cpuMs: (cpu.user + cpu.system) / 1000, measureMs: performance.now() - t0 };
    }
    target = 0;
    for (const room of live) room.close();
    live.clear();
    return {};
  };
  run().then(
    (result) => process.send?.({ type: "result", id: req.id, result }),
    (error: Error) => process.send?.({ type: "result", id: req.id, error: error.stack ?? String(error) }),
  );
});
process.on("disconnect", () => process.exit(0));
process.on("SIGTERM", () => process.exit(0));
process.send?.({ type: "ready" });
