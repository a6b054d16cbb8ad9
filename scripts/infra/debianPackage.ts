// Installs a Debian package with apt-get when the program it brings is missing, so tests and the local cluster run
// on a machine that has only Node and npm (as `.ci/run` does). Tries without `apt-get update` first (fast when the
// package lists are fresh), then with it.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export function ensureDebianPackage(program: string, pkg: string): void {
  if (existsSync(program)) return;
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const sudo = asRoot ? "" : "sudo ";
  const install = `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`;
  console.error(`[infra] ${program} not found: installing Debian's ${pkg} with apt-get…`);
  for (const command of [install, `${sudo}apt-get update -qq && ${install}`]) {
    try {
      execSync(command, { stdio: ["ignore", "ignore", "inherit"] });
      if (existsSync(program)) return;
    } catch {
      // try the next way
    }
  }
  throw new Error(`could not install ${pkg} (${program} missing): install it with apt-get install ${pkg}`);
}
