// Everything one connection is sent while a room publishes a change (the patch, the reply, a turn notice) leaves in
// one socket write: the room's sockets are corked for that synchronous step and uncorked at its end. Without it every
// message is its own writev system call, which was the largest single cost of a command on the server (CPU profile
// of bench:quick). The sockets are uncorked before the step returns, so nothing waits longer, and no buffer a write
// refers to can be reused before it is written (Colyseus encodes patches into a buffer each room reuses).
import type { Client } from "@colyseus/core";

interface Corkable {
  cork(): void;
  uncork(): void;
}

/** The TCP socket under a ws-transport client (ws keeps it as `_socket`); null for any other transport. */
function socketOf(client: Client): Corkable | null {
  const socket = (client as unknown as { ref?: { _socket?: Partial<Corkable> | null } }).ref?._socket;
  return socket && typeof socket.cork === "function" && typeof socket.uncork === "function" ? (socket as Corkable) : null;
}

/** Runs `send` with these clients' writes held, then sends each client's writes together. */
export function withBatchedWrites(clients: Iterable<Client>, send: () => void): void {
  const corked: Corkable[] = [];
  for (const client of clients) {
    const socket = socketOf(client);
    if (!socket) continue;
    socket.cork();
    corked.push(socket);
  }
  try {
    send();
  } finally {
    for (const socket of corked) socket.uncork();
  }
}
