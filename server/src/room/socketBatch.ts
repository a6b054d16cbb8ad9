// Everything one connection is sent in one tick (the patch, the reply, a turn notice) leaves in one socket write:
// the sockets of a room being published are corked until the end of the tick. Without it every message is its own
// writev system call, which was the largest single cost of a command on the server (measured with bench:quick).
// Nothing waits longer: the sockets are uncorked before the event loop moves on.
import type { Client } from "@colyseus/core";

interface Corkable {
  cork(): void;
  uncork(): void;
}

const corked = new Set<Corkable>();
let uncorkScheduled = false;

/** The TCP socket under a ws-transport client (ws keeps it as `_socket`); null for any other transport. */
function socketOf(client: Client): Corkable | null {
  const socket = (client as unknown as { ref?: { _socket?: Partial<Corkable> | null } }).ref?._socket;
  return socket && typeof socket.cork === "function" && typeof socket.uncork === "function" ? (socket as Corkable) : null;
}

function uncorkAll(): void {
  uncorkScheduled = false;
  for (const socket of corked) socket.uncork();
  corked.clear();
}

/** Holds these clients' writes until the end of the current tick, then sends each client's writes together. */
export function batchWritesUntilEndOfTick(clients: Iterable<Client>): void {
  for (const client of clients) {
    const socket = socketOf(client);
    if (!socket || corked.has(socket)) continue;
    socket.cork();
    corked.add(socket);
  }
  if (!uncorkScheduled && corked.size > 0) {
    uncorkScheduled = true;
    process.nextTick(uncorkAll);
  }
}
