// The few µWebSockets.js calls bench/transport-floor-peer.ts makes. The package is installed on demand by
// bench/transport-floor.ts (it is no dependency of the product), so its own typings are not there to import.
export interface UwsSocket {
  getUserData(): { room: number };
  send(message: Uint8Array, isBinary: boolean): number;
  cork(send: () => void): void;
}

interface UwsRequest {
  getQuery(): string;
  getHeader(name: string): string;
}

interface UwsResponse {
  upgrade(userData: { room: number }, key: string, protocol: string, extensions: string, context: unknown): void;
}

interface UwsApp {
  ws(pattern: string, behavior: {
    compression: number;
    maxPayloadLength: number;
    upgrade(res: UwsResponse, req: UwsRequest, context: unknown): void;
    open(socket: UwsSocket): void;
    message(socket: UwsSocket, message: ArrayBuffer, isBinary: boolean): void;
  }): UwsApp;
  listen(host: string, port: number, done: (listening: unknown) => void): UwsApp;
}

export declare function App(): UwsApp;
