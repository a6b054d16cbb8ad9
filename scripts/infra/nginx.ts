// A throw-away nginx in front of game server processes, for the front proxy's test: Debian's nginx (installed with
// apt-get when missing) in the foreground (`daemon off`, a child of ours, never the system's service), running
// deploy/nginx.conf itself with its example addresses replaced by the test's loopback ones, in a temporary folder,
// on a free loopback port.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printedBy, stopChild } from "./childProcess.js";
import { ensureDebianPackage } from "./debianPackage.js";
import { freePort } from "./redis.js";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

const TEMPLATE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../deploy/nginx.conf");

/** The example address of process N (1-based) in deploy/nginx.conf. */
const exampleAddressOf = (n: number) => `10.0.0.${10 + n}:2567`;

export interface RunningNginx {
  port: number;
  /** http://127.0.0.1:<port>: the one origin browsers see. */
  url: string;
  /** The PUBLIC_ADDRESS of process N (1-based) behind this proxy: 127.0.0.1:<port>/pN. */
  publicAddressOf(n: number): string;
  /** Everything nginx printed (its error log). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * deploy/nginx.conf for these processes (`host:port` each, in the order of its /p1/, /p2/ … paths) listening on
 * 127.0.0.1:`port`. The template's example processes are exactly the ones replaced: a mismatch is an error, not a
 * silently half-rewritten config.
 */
export function nginxSiteFor(processes: readonly string[], port: number): string {
  let site = fs.readFileSync(TEMPLATE, "utf8");
  const examples = new Set(site.match(/10\.0\.0\.\d+:2567/g) ?? []);
  if (examples.size !== processes.length) throw new Error(`deploy/nginx.conf names ${examples.size} processes; ${processes.length} given`);
  processes.forEach((address, i) => (site = site.replaceAll(exampleAddressOf(i + 1), address)));
  if (!/^\s*listen 80;/m.test(site)) throw new Error("deploy/nginx.conf: no `listen 80;` line to replace");
  return site.replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`);
}

/** `port`: chosen before the processes start when their PUBLIC_ADDRESS must name it (a free one when not given). */
export async function startNginx(processes: readonly string[], port?: number): Promise<RunningNginx> {
  ensureDebianPackage(NGINX, "nginx");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ttr-nginx-"));
  port ??= await freePort();
  fs.writeFileSync(path.join(dir, "ttr.conf"), nginxSiteFor(processes, port));
  const temp = ["body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => path.join(dir, name));
  for (const folder of temp) fs.mkdirSync(folder);
  // As root, nginx's workers run as an unprivileged user, which must reach the temporary folders (buffered bodies).
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (asRoot) {
    fs.chmodSync(dir, 0o755);
    const uid = Number(execFileSync("id", ["-u", "www-data"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "www-data"]).toString().trim());
    for (const folder of temp) fs.chownSync(folder, uid, gid);
  }
  const [body, proxy, fastcgi, uwsgi, scgi] = temp;
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      asRoot ? "user www-data;" : "",
      "worker_processes 1;",
      `pid ${path.join(dir, "nginx.pid")};`,
      "error_log stderr notice;",
      "events { worker_connections 1024; }",
      "http {",
      "  access_log off;",
      `  client_body_temp_path ${body}; proxy_temp_path ${proxy}; fastcgi_temp_path ${fastcgi}; uwsgi_temp_path ${uwsgi}; scgi_temp_path ${scgi};`,
      `  include ${path.join(dir, "ttr.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "pipe", "pipe"] });
  const printed = printedBy(child);
  await printed.until(/start worker process/, "nginx");
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    publicAddressOf: (n) => `127.0.0.1:${port}/p${n}`,
    output: printed.text,
    async stop() {
      // Fast shutdown: a graceful one (SIGQUIT) would wait for every open WebSocket to close.
      await stopChild(child, "SIGTERM");
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
