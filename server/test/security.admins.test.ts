// ADMIN_USERS names accounts that exist when the server starts. A listed name nobody had registered went to whoever
// registered it first ("RTBOSS" got the admin panel, which shows every hand): such a name is now ignored (and said so
// in the log), and no registration may take any listed name, in any case. Through `npm start`'s entry, as an
// operator runs it.
import assert from "node:assert/strict";
import { TEST_PASSWORD, get, logIn, post, registerUser, startServerProcess, tempDataDir, type TestServerProcess } from "../../test-kit/index.js";

describe("security: ADMIN_USERS names only accounts that exist at start-up", function () {
  this.timeout(180_000);
  let server: TestServerProcess;

  before(async () => {
    const dataDir = await tempDataDir();
    // The real admin registers before the server is started with ADMIN_USERS.
    const first = await startServerProcess({ DATA_DIR: dataDir });
    await registerUser(first, "Boss");
    await first.stop("SIGTERM");
    server = await startServerProcess({ DATA_DIR: dataDir, ADMIN_USERS: "boss, RTBOSS, ghost_admin, Mod_X", LOG_LEVEL: "info" });
  });

  after(async () => {
    await server?.stop();
  });

  it("warns about a listed name that is no account, at start-up", () => {
    for (const name of ["rtboss", "ghost_admin", "mod_x"]) assert.match(server.output(), new RegExp(`ADMIN_USERS names \\\\?"${name}\\\\?", which is no account`));
    assert.doesNotMatch(server.output(), /ADMIN_USERS names \\?"boss\\?"/, "the registered admin is no warning");
  });

  // Each a different listed name nobody registered, as written, in other case, in mixed case.
  for (const name of ["RTBOSS", "GHOST_ADMIN", "mod_x"]) {
    it(`refuses to register ${name}: a listed name is never open to registration`, async () => {
      const answer = await post(server, "/auth/register", { username: name, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD });
      assert.equal(answer.status, 409, JSON.stringify(answer.body));
      assert.equal(answer.body.token, undefined);
    });
  }

  it("gives the panel to the existing admin only; a look-alike account gets 403", async () => {
    const boss = await logIn(server, "Boss");
    assert.equal((await get(server, "/admin/api", boss.token)).status, 200);
    const lookalike = await registerUser(server, "RTBOSS_2");
    assert.equal((await get(server, "/admin/api", lookalike.token)).status, 403);
    assert.equal((await post(server, "/auth/login", { username: "RTBOSS", password: TEST_PASSWORD })).status, 401, "nobody holds the listed name");
  });
});
