// A pooled connection held for a transaction, safe when PostgreSQL goes away meanwhile (an immediate shutdown, a
// restart, a network cut). The pool listens for a connection's 'error' only while it is idle; a held connection
// that loses its server emits 'error' too, which with nobody listening would end the process: it is listened to
// here. A connection whose transaction failed and could not even be rolled back is broken: it is handed back with
// the error, so the pool closes it instead of lending it again (no stuck or poisoned connections after an outage).
import type pg from "pg";

export async function withConnection<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => (broken = error);
  client.on("error", onError);
  try {
    return await work(client);
  } catch (error) {
    await client.query("ROLLBACK").catch((rollbackError: unknown) => {
      broken ??= rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.removeListener("error", onError);
    client.release(broken);
  }
}
