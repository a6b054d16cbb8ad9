// Sends one push message (headers and encrypted body as `web-push` prepares them) to a vetted destination: the
// request is built from the destination's one parse (pushDestination.ts), never from the endpoint text, and goes
// through the vetted agent (vettedAgent.ts), so where it connects is exactly what was checked.
import https from "node:https";
import type { PushDestination } from "./pushDestination.js";

export interface PreparedPush {
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

/** A push service's answer outside 2xx (RFC 8030 §5): 404/410 mean the subscription is gone. */
export class PushServiceAnswer extends Error {
  constructor(readonly statusCode: number) {
    super(`the push service answered ${statusCode}`);
  }
}

/** Push services answer with an empty or short body; anything past this is not read. */
const MAX_ANSWER_BYTES = 4096;

export function sendPush(destination: PushDestination, prepared: PreparedPush, agent: https.Agent, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      { agent, hostname: destination.hostname, port: destination.port, path: destination.path, method: prepared.method, headers: prepared.headers, timeout: timeoutMs },
      (answer) => {
        let read = 0;
        answer.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) answer.destroy();
        });
        answer.on("close", () => {
          const status = answer.statusCode ?? 0;
          if (status >= 200 && status <= 299) resolve(status);
          else reject(new PushServiceAnswer(status));
        });
      },
    );
    request.on("timeout", () => request.destroy(new Error("the push service did not answer in time")));
    request.on("error", reject);
    request.end(prepared.body ?? undefined);
  });
}
