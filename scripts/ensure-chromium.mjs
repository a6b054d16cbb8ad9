// Browser tests drive Debian's Chromium through playwright-core (never a downloaded browser build).
// Installs it with apt-get when it is missing, so `npm test` works on a fresh Debian machine.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (existsSync(CHROMIUM)) process.exit(0);

const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
const sudo = asRoot ? "" : "sudo ";
console.error(`[ensure-chromium] ${CHROMIUM} not found: installing Debian's chromium with apt-get…`);
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: "inherit",
  });
} catch {
  console.error("[ensure-chromium] could not install chromium; browser tests need it (apt-get install chromium).");
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`[ensure-chromium] chromium installed but ${CHROMIUM} is still missing`);
  process.exit(1);
}
