// Installs Debian packages with apt-get when the programs they bring are missing, so tests and the local cluster
// run on a machine that has only Node and npm (as `.ci/run` does). Tries without `apt-get update` first (fast when
// the package lists are fresh), then with it.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export interface Wanted {
  pkg: string;
  /** Whether what the package brings is already there. */
  present: () => boolean;
}

export function ensureDebianPackages(wanted: Wanted[]): void {
  const missing = wanted.filter((w) => !w.present());
  if (missing.length === 0) return;
  const names = missing.map((w) => w.pkg).join(" ");
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const sudo = asRoot ? "" : "sudo ";
  const install = `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names}`;
  console.error(`[infra] installing Debian's ${names} with apt-get…`);
  for (const command of [install, `${sudo}apt-get update -qq && ${install}`]) {
    try {
      execSync(command, { stdio: ["ignore", "ignore", "inherit"] });
      if (missing.every((w) => w.present())) return;
    } catch {
      // try the next way
    }
  }
  const still = missing.filter((w) => !w.present()).map((w) => w.pkg);
  throw new Error(`could not install ${still.join(" ")}: install with apt-get install ${still.join(" ")}`);
}

/** `program`: the file the package brings, or a check that answers whether it is there. */
export function ensureDebianPackage(program: string | (() => boolean), pkg: string): void {
  ensureDebianPackages([{ pkg, present: typeof program === "string" ? () => existsSync(program) : program }]);
}
