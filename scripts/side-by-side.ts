// Runs npm scripts at the same time and fails when any of them fails: `npm test` checks types, lints and builds side
// by side (none reads another's output), since each waits on the disk or one core for a good part of its run.
// Each script's output is held back and printed whole when it ends, so the log stays readable.
// Usage: tsx scripts/side-by-side.ts typecheck lint build
import { spawn } from "node:child_process";

interface Finished {
  script: string;
  code: number;
  output: string;
  seconds: number;
}

function runScript(script: string): Promise<Finished> {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", (error) => resolve({ script, code: 1, output: String(error), seconds: 0 }));
    child.once("close", (code, signal) =>
      resolve({ script, code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - startedAt) / 1000 }),
    );
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: tsx scripts/side-by-side.ts <npm script> [<npm script> …]");
  process.exit(2);
}
const runs = scripts.map(async (script) => {
  const finished = await runScript(script);
  const verdict = finished.code === 0 ? "ok" : `FAILED (exit ${finished.code})`;
  process.stdout.write(`\n> npm run ${script}: ${verdict} in ${finished.seconds.toFixed(1)} s\n${finished.output}`);
  return finished;
});
const failed = (await Promise.all(runs)).filter((finished) => finished.code !== 0);
process.exit(failed.length === 0 ? 0 : 1);
