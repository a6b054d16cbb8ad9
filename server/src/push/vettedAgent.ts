// The agent every push request goes through: it connects only to the address it vetted. The name is resolved here
// (every answer must be public: a name that also answers 127.0.0.1 is refused whole, so DNS rebinding between the
// check and the connection has nothing to pick), the TCP connection is made to that very address, and the address
// the socket actually reached is checked again before TLS starts: an IP literal, which no lookup sees, gets the same
// check. Only port 443 is connected to, besides the tests' stand-in at exactly its host and port.
import dns from "node:dns";
import https from "node:https";
import net from "node:net";
import type { Duplex } from "node:stream";
import tls from "node:tls";
import type { PushTestService } from "./pushDestination.js";
import { publicAddress } from "./specialAddresses.js";

/** A name's addresses, as dns.lookup({ all: true }) answers them (replaceable in tests, to answer what a hostile DNS would). */
export type ResolveName = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: ResolveName = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

const HTTPS_PORT = 443;

/** An error for a destination the server will not connect to (`code` EPUSHREFUSED): nothing was sent. */
export class RefusedDestination extends Error {
  readonly code = "EPUSHREFUSED";
}

export interface VettedAgentOptions {
  /** The certificate authorities trusted (the tests' stand-in's certificate); undefined = the system's. */
  ca?: string;
  testService?: PushTestService;
  resolve?: ResolveName;
  /** How long resolving and connecting may take before the attempt is given up on. */
  connectTimeoutMs: number;
}

export class VettedAgent extends https.Agent {
  private readonly testService: PushTestService | undefined;
  private readonly resolveName: ResolveName;
  private readonly connectTimeoutMs: number;

  constructor(options: VettedAgentOptions) {
    super(options.ca ? { ca: options.ca } : {});
    this.testService = options.testService;
    this.resolveName = options.resolve ?? systemResolve;
    this.connectTimeoutMs = options.connectTimeoutMs;
  }

  // http.Agent accepts a connection given later through the callback (returning undefined).
  override createConnection(options: https.RequestOptions, callback?: (error: Error | null, stream: Duplex) => void): Duplex | null | undefined {
    void this.vettedConnection(options).then(
      (socket) => callback?.(null, socket),
      (error: Error) => callback?.(error, undefined as unknown as Duplex),
    );
    return undefined;
  }

  /** Whether `address:port` may be connected to for a request to `hostname`. */
  private allowed(hostname: string, address: string | undefined, port: number): boolean {
    if (address === undefined) return false;
    const test = this.testService;
    if (test && hostname === test.hostname && port === test.port) return address === test.hostname;
    return port === HTTPS_PORT && publicAddress(address);
  }

  private async vettedConnection(options: https.RequestOptions): Promise<Duplex> {
    const hostname = String(options.host ?? options.hostname ?? "");
    const port = Number(options.port ?? HTTPS_PORT);
    const started = Date.now();
    const family = net.isIP(hostname);
    const answers = family !== 0 ? [{ address: hostname, family }] : await this.resolveName(hostname);
    const refusedAnswer = answers.find((a) => !this.allowed(hostname, a.address, port));
    if (answers.length === 0 || refusedAnswer) {
      throw new RefusedDestination(`${hostname}:${port} leads to ${refusedAnswer?.address ?? "no address"}: no push request is sent there`);
    }
    const left = this.connectTimeoutMs - (Date.now() - started);
    if (left <= 0) throw new Error(`resolving ${hostname} took too long`);
    const target = answers[0];
    const tcp = await new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect({ host: target.address, port, family: target.family });
      const timer = setTimeout(() => socket.destroy(new Error(`connecting to ${hostname} took too long`)), left);
      socket.once("connect", () => (clearTimeout(timer), resolve(socket)));
      socket.once("error", (error) => (clearTimeout(timer), reject(error)));
    });
    // What the socket reached, not what was meant: this is the check that holds whatever resolved or parsed before.
    if (!this.allowed(hostname, tcp.remoteAddress, tcp.remotePort ?? 0)) {
      tcp.destroy();
      throw new RefusedDestination(`connected to ${tcp.remoteAddress}:${tcp.remotePort} for ${hostname}: closed before sending anything`);
    }
    return tls.connect({ ...(options as tls.ConnectionOptions), socket: tcp, servername: family === 0 ? hostname : undefined });
  }
}
