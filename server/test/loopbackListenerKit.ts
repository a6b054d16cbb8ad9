// Plain TCP listeners on this machine's loopback addresses that record every connection made to them: what a
// server-side request forgery would reach (a local admin port, a sidecar, the TLS port of 127.0.0.1). A connection
// is recorded and closed at once, so a client that did connect fails fast instead of waiting for an answer.
import net from "node:net";

export interface SeenConnection {
  listener: string;
  from: string;
}

export class LoopbackListeners {
  readonly seen: SeenConnection[] = [];
  private constructor(private readonly servers: net.Server[]) {}

  /** Listens on every `host:port` given (port 0 = a free one; see `portOf`). Rejects when one cannot be bound. */
  static async start(places: { host: string; port: number }[]): Promise<LoopbackListeners> {
    const servers: net.Server[] = [];
    const listeners = new LoopbackListeners(servers);
    try {
      for (const place of places) {
        const server = net.createServer((socket) => {
          listeners.seen.push({ listener: `${place.host}:${(server.address() as net.AddressInfo).port}`, from: `${socket.remoteAddress}:${socket.remotePort}` });
          socket.destroy();
        });
        servers.push(server);
        await new Promise<void>((resolve, reject) => {
          server.once("error", reject);
          server.listen(place.port, place.host, () => resolve());
        });
      }
    } catch (error) {
      await listeners.stop();
      throw error;
    }
    return listeners;
  }

  /** The port the `index`-th listener got. */
  portOf(index: number): number {
    return (this.servers[index].address() as net.AddressInfo).port;
  }

  async stop(): Promise<void> {
    await Promise.all(this.servers.filter((s) => s.listening).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  }
}
