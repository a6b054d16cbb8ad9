// The server's metrics hook: named channels of node:diagnostics_channel on which the commit path publishes how long
// its parts took. Nothing is timed or published while a channel has no subscriber, so it costs nothing in
// production; a bench, a profiler or an exporter subscribes by name:
//   onMetric("ttr:command", ({ ms }) => ...)      // or diagnostics_channel.subscribe("ttr:command", ...)
import diagnostics_channel from "node:diagnostics_channel";

/** A part of the server's work on one game, timed on the server's own thread (wall time, ms). */
export interface Timing {
  gameId: string;
  ms: number;
}

/** One save of a game: `ms` is the store's synchronous part, `durableMs` the time until the store resolved it. */
export interface SaveTiming extends Timing {
  durableMs: number;
  failed: boolean;
}

/** A message a seat sent was answered: its type, the reply's code, and the time from its arrival to the reply's send. */
export interface ReplyEvent extends Timing {
  type: string;
  code: string;
}

/** Something that happened to a game, counted. */
export interface GameOccurrence {
  gameId: string;
}

/** Every metric by channel name, with what it carries. */
export interface Metrics {
  /** One command of a seat (a person's or a bot's, refused ones too) through the commit path: rules, clock, save asked. */
  "ttr:command": Timing;
  /** The rules judging and applying one command. */
  "ttr:rules": Timing;
  /** Showing a committed change: projection into the synced state, views and the patch (so it includes ttr:patch). */
  "ttr:projection": Timing;
  /** Encoding and sending one patch of a room's state (game rooms and spectators' mirrors). */
  "ttr:patch": Timing;
  /** One save of a game on the commit path. */
  "ttr:save": SaveTiming;
  /** A room message answered (game rooms: every message type, refusals included). */
  "ttr:reply": ReplyEvent;
  /** A bot's command (a bot's seat, or a person's taken over) judged by the rules: its type and the rules' code. */
  "ttr:botCommand": { gameId: string; type: string; code: string };
  /** Bytes of state patches handed to sockets (the shared patch once per client that gets it, views included). */
  "ttr:patchBytes": { bytes: number };
  /** A dropped seat's person came back through their reconnection token. */
  "ttr:reconnect": GameOccurrence;
  /** A bot took over a person's seat (dropped for longer than RECONNECT_SECONDS). */
  "ttr:takeover": GameOccurrence;
}

export type MetricName = keyof Metrics;

const channels: { [N in MetricName]: diagnostics_channel.Channel } = {
  "ttr:command": diagnostics_channel.channel("ttr:command"),
  "ttr:rules": diagnostics_channel.channel("ttr:rules"),
  "ttr:projection": diagnostics_channel.channel("ttr:projection"),
  "ttr:patch": diagnostics_channel.channel("ttr:patch"),
  "ttr:save": diagnostics_channel.channel("ttr:save"),
  "ttr:reply": diagnostics_channel.channel("ttr:reply"),
  "ttr:botCommand": diagnostics_channel.channel("ttr:botCommand"),
  "ttr:patchBytes": diagnostics_channel.channel("ttr:patchBytes"),
  "ttr:reconnect": diagnostics_channel.channel("ttr:reconnect"),
  "ttr:takeover": diagnostics_channel.channel("ttr:takeover"),
};

/** Whether anybody listens to `name`: a publisher skips even building its message when nobody does. */
export function listened(name: MetricName): boolean {
  return channels[name].hasSubscribers;
}

/** Tells `name`'s subscribers `make()`; `make` runs only when there are some. */
export function publish<N extends MetricName>(name: N, make: () => Metrics[N]): void {
  const channel = channels[name];
  if (channel.hasSubscribers) channel.publish(make());
}

/** Runs `run`, and when `name` has subscribers tells them how long it took. */
export function measured<T>(name: "ttr:command" | "ttr:rules" | "ttr:projection" | "ttr:patch", gameId: string, run: () => T): T {
  const channel = channels[name];
  if (!channel.hasSubscribers) return run();
  const start = performance.now();
  try {
    return run();
  } finally {
    channel.publish({ gameId, ms: performance.now() - start } satisfies Timing);
  }
}

/** Runs a save (`write`), and when ttr:save has subscribers tells them its timing once the store resolved it. */
export function measuredSave(gameId: string, write: () => Promise<unknown>): Promise<unknown> {
  const channel = channels["ttr:save"];
  if (!channel.hasSubscribers) return write();
  const start = performance.now();
  const saved = write();
  const ms = performance.now() - start;
  const tell = (failed: boolean) => channel.publish({ gameId, ms, durableMs: performance.now() - start, failed } satisfies SaveTiming);
  saved.then(
    () => tell(false),
    () => tell(true),
  );
  return saved;
}

/** Subscribes `listener` to one metric; answers the unsubscribe. */
export function onMetric<N extends MetricName>(name: N, listener: (metric: Metrics[N]) => void): () => void {
  const onMessage = (message: unknown) => listener(message as Metrics[N]);
  diagnostics_channel.subscribe(name, onMessage);
  return () => void diagnostics_channel.unsubscribe(name, onMessage);
}
