// Reads ./.env into process.env when the working directory has one; variables already set in the environment win.
// Done here rather than with Node's --env-file-if-exists flag: that flag is unknown before Node 20.19 (the server
// would not start) and, under tsx, prints "not found" twice when there is no file.
import { existsSync } from "node:fs";

export function loadEnvFile(path = ".env"): void {
  if (!existsSync(path)) return;
  if (typeof process.loadEnvFile !== "function") {
    console.warn(`${path} is not read: Node ${process.version} has no process.loadEnvFile (Node 20.12 or newer has)`);
    return;
  }
  process.loadEnvFile(path);
}
