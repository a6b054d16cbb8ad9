// Runs the Colyseus loadtest tool on loadtest/ttr-loadtest.ts as a child process, bounded in time, and turns
// its output file into an exit code: the tool exits 0 even when every connection failed.
//   npx tsx loadtest/run.ts --numClients 200 [--endpoint ws://localhost:2567] [--seconds 120] [any tool flag]
//   npx tsx loadtest/run.ts --numClients 20 --endpoints ws://localhost:2567,ws://localhost:2568   (a cluster)
// Exits 1 when a connection failed, an error was logged, fewer clients connected than asked, or no output.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: false,
  options: {
    seconds: { type: "string", default: "120" },
    numClients: { type: "string", default: "10" },
    output: { type: "string" },
    endpoint: { type: "string" },
    endpoints: { type: "string" },
  },
});
const seconds = Math.max(5, Number(values.seconds) || 120);
const numClients = Math.max(1, Number(values.numClients) || 10);
const output = path.resolve(String(values.output ?? path.join(os.tmpdir(), `ttr-loadtest-${process.pid}.log`)));
fs.rmSync(output, { force: true });

// Our flags go to the script too (it reads --groupSize etc.); --seconds is ours only.
const passThrough = process.argv.slice(2).filter((a, i, all) => a !== "--seconds" && all[i - 1] !== "--seconds" && !a.startsWith("--seconds="));
const args = ["--import", "tsx", path.join(here, "ttr-loadtest.ts"), "--room", "ttr", ...passThrough];
if (!passThrough.includes("--numClients")) args.push("--numClients", String(numClients));
// The tool needs one endpoint; with --endpoints the script spreads its clients over all of them.
const endpoint = String(values.endpoint ?? String(values.endpoints ?? "").split(",")[0] ?? "") || "ws://localhost:2567";
if (!passThrough.includes("--endpoint")) args.push("--endpoint", endpoint);
if (!passThrough.includes("--output")) args.push("--output", output);

console.log(`loadtest: ${numClients} clients against ${values.endpoints ?? endpoint}, at most ${seconds} s; output ${output}`);
// The tool draws a full-screen terminal UI: keep it off our terminal, it is in the output file anyway.
const child = spawn(process.execPath, args, { cwd: path.join(here, ".."), stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, TERM: "dumb" } });
let stderr = "";
child.stderr.on("data", (d) => (stderr = (stderr + String(d)).slice(-4000)));

const startedAt = Date.now();
const timeout = setTimeout(() => {
  console.log(`loadtest: ${seconds} s elapsed, stopping the tool (SIGINT)`);
  child.kill("SIGINT");
  // A tool that ignores SIGINT is killed for good a little later.
  setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
}, seconds * 1000);

child.on("exit", (code, signal) => {
  clearTimeout(timeout);
  const text = fs.existsSync(output) ? fs.readFileSync(output, "utf8") : "";
  const number = (label: string) => Number(new RegExp(`${label}:\\s*(\\d+)`).exec(text)?.[1] ?? NaN);
  const connected = number("Successful connections");
  const failed = number("Failed connections");
  const errors = number("Total errors");
  const gamesOver = (text.match(/game over after/g) ?? []).length;
  const elapsed = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`loadtest: tool ended (${signal ?? `code ${code}`}) after ${elapsed} s`);
  console.log(`  successful connections ${connected}, failed connections ${failed}, errors ${errors}, games finished by ${gamesOver} clients`);
  const problems: string[] = [];
  if (!text) problems.push(`no output file at ${output}`);
  else if (!text.includes("Finished. Summary")) problems.push("the output file has no summary");
  if (!(failed === 0)) problems.push(`failed connections: ${failed}`);
  if (!(errors === 0)) problems.push(`errors logged: ${errors}`);
  if (!(connected >= numClients)) problems.push(`only ${connected} of ${numClients} clients connected`);
  if (problems.length > 0) {
    console.error(`loadtest FAILED: ${problems.join("; ")}`);
    const lines = text.split("\n").filter((l) => /error|fail|refused|ECONN/i.test(l)).slice(0, 10);
    if (lines.length) console.error(lines.join("\n"));
    if (stderr.trim()) console.error(stderr.trim().split("\n").slice(-10).join("\n"));
    process.exit(1);
  }
  console.log("loadtest OK");
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill("SIGINT"));
