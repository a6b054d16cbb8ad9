// What every server we start for tests, benches and the local cluster needs from its child process: wait until it
// says it is ready, keep what it printed for the error message, and stop it.
import type { ChildProcess } from "node:child_process";

export interface Printed {
  /** Everything the child printed so far (stdout and stderr). */
  text(): string;
  /** Resolves once the child has printed `ready`; rejects if it exits first or after `timeoutMs`. */
  until(ready: RegExp, what: string, timeoutMs?: number): Promise<void>;
}

/** Starts collecting a child's output (its stdout and stderr must be pipes). */
export function printedBy(child: ChildProcess): Printed {
  let seen = "";
  const onData = (chunk: Buffer) => (seen += chunk.toString());
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  return {
    text: () => seen,
    until(ready, what, timeoutMs = 120_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!ready.test(seen)) return;
          done();
          resolve();
        };
        const onExit = (code: number | null) => {
          done();
          reject(new Error(`${what} exited with ${code} before it was ready:\n${seen}`));
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`${what} not ready after ${timeoutMs} ms:\n${seen}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          child.stdout?.off("data", check);
          child.stderr?.off("data", check);
          child.off("exit", onExit);
        };
        // After onData above (registered first), so `seen` already holds the chunk.
        child.stdout?.on("data", check);
        child.stderr?.on("data", check);
        child.once("exit", onExit);
        check();
      });
    },
  };
}

/** Sends `signal` unless the child has already exited, and waits for its exit; answers its exit code. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill(signal);
  return exited;
}
