// Whether this process should be sent players (GET /readyz): its unfinished games are restored, its storage and
// Redis answer, it is not near its open-file limit (http/loadShedding.ts), and it is not draining (a SIGTERM or shutdown() turns it not-ready before anything else stops).
// Liveness (GET /healthz) is separate: a process that is alive but not ready must not be restarted for it.

/** How long one dependency may take to answer a readiness check before it counts as unreachable. */
const CHECK_TIMEOUT_MS = 2000;

/** A dependency's check: resolves when it answers. */
export type Probe = () => Promise<unknown>;

export interface ReadinessReport {
  ready: boolean;
  /** Why not, in fixed words (no error text: it could carry a connection string). */
  reasons: string[];
}

function withinTimeout(probe: Probe): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
    probe().then(
      () => resolve(true),
      () => resolve(false),
    ).finally(() => clearTimeout(timer));
  });
}

export class Readiness {
  /** Set once listen() brought back this process's unfinished games. */
  restored = false;
  /** Set as the process starts to stop (SIGTERM, shutdown()): it takes no new players from then on. */
  draining = false;

  /**
   * The dependency checks running now: /readyz is public, so requests that arrive while one round of checks is on its
   * way share its answer instead of each taking a database connection and a Redis round trip of their own.
   */
  private probing: Promise<string[]> | null = null;

  /**
   * `probes`: each dependency by the words used when it does not answer ("storage", "redis"). `conditions`: states
   * of this process that make it not ready, each answering its reason or null ("saving paused": a save failed;
   * "near the open-file limit").
   */
  constructor(
    private readonly probes: Record<string, Probe>,
    private readonly conditions: readonly (() => string | null)[] = [],
  ) {}

  async report(): Promise<ReadinessReport> {
    const reasons: string[] = [];
    if (this.draining) reasons.push("draining");
    if (!this.restored) reasons.push("games not restored yet");
    for (const condition of this.conditions) {
      const reason = condition();
      if (reason) reasons.push(reason);
    }
    this.probing ??= this.unreachable().finally(() => (this.probing = null));
    reasons.push(...(await this.probing));
    return { ready: reasons.length === 0, reasons };
  }

  /** "storage unreachable", … for each dependency that did not answer in time. */
  private async unreachable(): Promise<string[]> {
    const names = Object.keys(this.probes);
    const answered = await Promise.all(names.map((name) => withinTimeout(this.probes[name])));
    return names.filter((_, i) => !answered[i]).map((name) => `${name} unreachable`);
  }
}
