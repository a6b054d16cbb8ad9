// What the tests need from Debian, installed with apt-get when missing so `npm test` works on a machine that has
// only Node and npm (as `.ci/run` does): Chromium for the browser tests (driven by playwright-core, never a
// downloaded browser), redis-server for the scale-out tests, PostgreSQL for the database backend's tests, nginx for
// the front proxy's test (deploy/nginx.conf), openssl for the push test's stand-in push service (its certificate).
// One apt-get run for everything missing, before the tests start, so no test waits on an install.
import { existsSync } from "node:fs";
import { ensureDebianPackages } from "./infra/debianPackage.js";
import { NGINX } from "./infra/nginx.js";
import { hasPostgresServer } from "./infra/postgres.js";
import { REDIS_SERVER } from "./infra/redis.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

try {
  ensureDebianPackages([
    { pkg: "chromium", present: () => existsSync(CHROMIUM) },
    { pkg: "redis-server", present: () => existsSync(REDIS_SERVER) },
    { pkg: "postgresql", present: hasPostgresServer },
    { pkg: "nginx", present: () => existsSync(NGINX) },
    { pkg: "openssl", present: () => existsSync("/usr/bin/openssl") },
  ]);
} catch (error) {
  console.error(`[ensure-test-tools] ${(error as Error).message}`);
  process.exit(1);
}
