// Installs a Debian package with apt-get when the program it brings is missing, so tests and the local cluster run
// on a machine that has only Node and npm (as `.ci/run` does). Tries without `apt-get update` first (fast when the
// package lists are fresh), then with it.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

/** `program`: the file the package brings, or a check that answers whether it is there. */
export function ensureDebianPackage(program: string | (() => boolean), pkg: string): void {
  const present = typeof program === "string" ? () => existsSync(program) : program;
  if (present()) return;
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const sudo = asRoot ? "" : "sudo ";
  const install = `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`;
  console.error(`[infra] ${typeof program === "string" ? program : pkg} not found: installing Debian's ${pkg} with apt-get…`);
  for (const command of [install, `${sudo}apt-get update -qq && ${install}`]) {
    try {
      execSync(command, { stdio: ["ignore", "ignore", "inherit"] });
      if (present()) return;
    } catch {
      // try the next way
    }
  }
  throw new Error(`could not install ${pkg}: install it with apt-get install ${pkg}`);
}
