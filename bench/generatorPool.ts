// Several load-generator processes behind one request/answer interface. One generator holding 12,000 client
// connections became the bottleneck of the 10,000-player step (its own event loop stalled 70–130 ms at p99, a
// 1–2 GB heap to collect): rooms and lobby clients are split over `count` processes on the generator's core, and
// their answers are merged as if one process had given them.
import type { ChildProcess } from "node:child_process";
import type { RoomBytes, StepStats } from "./load-generator.js";
import { Peer, spawnNode } from "./benchKit.js";

/** n split into `parts` near-equal whole shares, largest first. */
export function shares(n: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.floor(n / parts) + (i < n % parts ? 1 : 0));
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export class GeneratorPool {
  private readonly shards: Peer[];

  constructor(count: number, cpu: number | null, env: Record<string, string>) {
    // Each shard names its accounts apart (GENERATOR_SHARD), so that shards started in the same millisecond never share one.
    this.shards = Array.from({ length: count }, (_, i) => new Peer(spawnNode("load-generator.ts", cpu, { ...env, GENERATOR_SHARD: String(i) }), `generator ${i}`));
  }

  get size(): number {
    return this.shards.length;
  }

  get ready(): Promise<void> {
    return Promise.all(this.shards.map((s) => s.ready)).then(() => undefined);
  }

  get children(): ChildProcess[] {
    return this.shards.map((s) => s.child);
  }

  async prepare(req: { rooms: number; thinkMinMs: number; thinkMaxMs: number; warmupMs: number }): Promise<{ rooms: number; errors: string[] }> {
    const parts = shares(req.rooms, this.shards.length);
    const answers = await Promise.all(this.shards.map((s, i) => s.request<{ rooms: number; errors: string[] }>({ type: "prepare", ...req, rooms: parts[i] })));
    return { rooms: sum(answers.map((a) => a.rooms)), errors: answers.flatMap((a) => a.errors).slice(0, 5) };
  }

  async measure(measureMs: number): Promise<StepStats> {
    const all = await Promise.all(this.shards.map((s) => s.request<StepStats>({ type: "measure", measureMs })));
    const total = (k: keyof StepStats) => sum(all.map((s) => s[k] as number));
    return {
      rooms: total("rooms"),
      connections: total("connections"),
      commands: total("commands"),
      errors: total("errors"),
      errorSamples: all.flatMap((s) => s.errorSamples).slice(0, 5),
      replyMs: all.flatMap((s) => s.replyMs),
      patchMs: all.flatMap((s) => s.patchMs),
      gamesFinished: total("gamesFinished"),
      // The worst shard's delay is the one that can show in the latencies.
      loopP99Ms: Math.max(...all.map((s) => s.loopP99Ms)),
      loopMaxMs: Math.max(...all.map((s) => s.loopMaxMs)),
      // The shards share one core: their CPU adds up to that core's use.
      cpuMs: total("cpuMs"),
      measureMs: Math.max(...all.map((s) => s.measureMs)),
      lobbyClients: total("lobbyClients"),
      lobbyMessages: total("lobbyMessages"),
      lobbyBytes: total("lobbyBytes"),
      roomBytes: total("roomBytes"),
    };
  }

  async lobby(clients: number): Promise<{ clients: number }> {
    const parts = shares(clients, this.shards.length);
    const answers = await Promise.all(this.shards.map((s, i) => s.request<{ clients: number }>({ type: "lobby", clients: parts[i] })));
    return { clients: sum(answers.map((a) => a.clients)) };
  }

  async reset(): Promise<void> {
    await Promise.all(this.shards.map((s) => s.request({ type: "reset" })));
  }

  /** Seeded full games, one after another: one shard plays them all, as the figures compare games, not load. */
  bytes(seeds: number[]): Promise<RoomBytes[]> {
    return this.shards[0].request<RoomBytes[]>({ type: "bytes", seeds });
  }

  kill(): void {
    for (const s of this.shards) s.child.kill("SIGTERM");
  }
}
