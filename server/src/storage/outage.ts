// Whether a store's failure means "storage unavailable for now" (the database is down or unreachable, the disk is
// full or read-only) rather than a fault of ours: such a request is answered 503 (try again shortly), never 500.
const FILE_SYSTEM_OUTAGES = new Set(["ENOSPC", "EDQUOT", "EROFS", "EIO", "EMFILE", "ENFILE"]);
const NETWORK_OUTAGES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN", "ENOTFOUND"]);
/** What pg says when a connection ends or times out (its errors carry no code then). */
const PG_CONNECTION_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/i;

export function isStorageOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (FILE_SYSTEM_OUTAGES.has(code) || NETWORK_OUTAGES.has(code)) return true;
    // SQLSTATE classes: 08 connection exception, 57P admin shutdown / crash shutdown / cannot connect now,
    // 53 insufficient resources (disk full, too many connections), 57014 a statement cancelled by its timeout.
    if (/^(08|57P|53)/.test(code) || code === "57014") return true;
  }
  return PG_CONNECTION_MESSAGES.test(error.message);
}
