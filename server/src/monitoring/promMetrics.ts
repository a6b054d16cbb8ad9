// The Prometheus metrics of one server (prom-client): what the commit path publishes on the diagnostics channels of
// game/metrics.ts (commands by type and reply code, reply and durability latencies, patch bytes, reconnects,
// takeovers), the rooms and clients Colyseus' matchmaker knows, read when scraped, and prom-client's default process
// metrics (event-loop delay, GC pauses, heap, CPU). Every series carries this process's PROCESS_NAME as `process`.
// Subscribing is what switches the channels on: with no ServerMetrics running they cost nothing.
import { matchMaker } from "@colyseus/core";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { onMetric } from "../game/metrics.js";
import type { PushOutcomes } from "../push/turnPush.js";

/** Latency buckets in seconds: a command answers in ms on a quiet server, a slow disk or database takes 100s of ms. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** The status label of a room in the listing: a game's own (waiting, playing, ended), "open" for the other kinds. */
function statusOf(metadata: unknown): string {
  const status = (metadata as { status?: unknown } | undefined)?.status;
  return typeof status === "string" ? status : "open";
}

export class ServerMetrics {
  readonly registry = new Registry();
  private readonly unsubscribe: (() => void)[] = [];

  /** `pushOutcomes`: the turn-notice sender's counts (push/turnPush.ts), read when scraped. */
  constructor(processName: string, pushOutcomes?: () => PushOutcomes) {
    this.registry.setDefaultLabels({ process: processName });
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];

    const commands = new Counter({
      name: "ttr_commands_total",
      help: "Commands judged, by message type, reply code (ok, or the refusal's code) and who sent it (person: a room message; bot: a bot's move)",
      labelNames: ["type", "code", "by"] as const,
      registers,
    });
    const replySeconds = new Histogram({
      name: "ttr_reply_seconds",
      help: "From a room message's arrival to its reply's send (includes waiting for the change to be durable)",
      labelNames: ["type"] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    });
    const durableSeconds = new Histogram({
      name: "ttr_durable_seconds",
      help: "From a game change's save being asked to the store saying it is durable",
      buckets: LATENCY_BUCKETS,
      registers,
    });
    const saveFailures = new Counter({ name: "ttr_save_failures_total", help: "Game saves the store refused", registers });
    const patchBytes = new Counter({ name: "ttr_patch_bytes_total", help: "Bytes of state patches handed to sockets", registers });
    const reconnects = new Counter({ name: "ttr_reconnects_total", help: "Players back in their seat through their reconnection token", registers });
    const takeovers = new Counter({ name: "ttr_takeovers_total", help: "Seats a bot took over after their person dropped", registers });

    this.unsubscribe.push(
      onMetric("ttr:reply", ({ type, code, ms }) => {
        commands.inc({ type, code, by: "person" });
        replySeconds.observe({ type }, ms / 1000);
      }),
      onMetric("ttr:botCommand", ({ type, code }) => commands.inc({ type, code, by: "bot" })),
      onMetric("ttr:save", ({ durableMs, failed }) => {
        if (failed) saveFailures.inc();
        else durableSeconds.observe(durableMs / 1000);
      }),
      onMetric("ttr:patchBytes", ({ bytes }) => patchBytes.inc(bytes)),
      onMetric("ttr:reconnect", () => reconnects.inc()),
      onMetric("ttr:takeover", () => takeovers.inc()),
    );

    if (pushOutcomes) {
      new Counter({
        name: "ttr_push_requests_total",
        help: "Turn notices by outcome: delivered; gone (the push service forgot the subscription); refused (the endpoint or the address it led to is not a public push service's: nothing was sent); failed",
        labelNames: ["outcome"] as const,
        registers,
        collect() {
          this.reset();
          for (const [outcome, count] of Object.entries(pushOutcomes())) this.inc({ outcome }, count);
        },
      });
    }
    new Gauge({
      name: "ttr_connected_clients",
      help: "Connections in this process's rooms (lobby, games, spectators' mirrors)",
      registers,
      collect() {
        this.set(matchMaker.stats.local.ccu);
      },
    });
    // Both read one listing per scrape (this process's rooms only: with Redis the driver holds every process's).
    let listing: Promise<{ name: string; clients: number; metadata?: unknown }[]> | null = null;
    const localRooms = () => (listing ??= Promise.resolve(matchMaker.query({ processId: matchMaker.processId })).finally(() => setImmediate(() => (listing = null))));
    new Gauge({
      name: "ttr_rooms",
      help: "This process's rooms by kind (room name) and status (a game's waiting/playing/ended, else open)",
      labelNames: ["kind", "status"] as const,
      registers,
      async collect() {
        this.reset();
        for (const room of await localRooms()) this.inc({ kind: room.name, status: statusOf(room.metadata) });
      },
    });
    new Gauge({
      name: "ttr_lobby_clients",
      help: "Connections in this process's lobby room",
      registers,
      async collect() {
        this.set((await localRooms()).filter((room) => room.name === "lobby").reduce((sum, room) => sum + room.clients, 0));
      },
    });
  }

  /** The Prometheus text of every metric now. */
  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  /** Lets go of the channels (they cost nothing again) and of the metrics. */
  stop(): void {
    for (const unsubscribe of this.unsubscribe.splice(0)) unsubscribe();
    this.registry.clear();
  }
}
