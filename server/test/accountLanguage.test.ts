// POST /api/account/language through a real server: an account keeps one of the five languages and every later login
// answers it; anything else is refused (400) and changes nothing, and without a valid login nothing is kept (401).
import assert from "node:assert/strict";
import { logIn, post, registerUser, startServer, type TestServer } from "../../test-kit/index.js";

describe("the account's language (POST /api/account/language)", () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server.server.shutdown();
  });

  it("is null until chosen, then kept and answered at every login", async () => {
    const ann = await registerUser(server, "lang_ann");
    assert.equal((await post(server, "/auth/login", { username: "lang_ann", password: ann.password })).body.language, null);
    const answer = await post(server, "/api/account/language", { language: "pl" }, (await logIn(server, "lang_ann")).token);
    assert.deepEqual([answer.status, answer.body.language], [200, "pl"]);
    assert.equal((await post(server, "/auth/login", { username: "lang_ann", password: ann.password })).body.language, "pl");
  });

  it("refuses a language it does not have, any other field, and a caller without a valid login", async () => {
    const bob = await registerUser(server, "lang_bob");
    for (const body of [{ language: "it" }, { language: "PL" }, { language: ["pl"] }, {}, { language: "pl", extra: 1 }, "pl"]) {
      const answer = await post(server, "/api/account/language", body, bob.token);
      assert.equal(answer.status, 400, JSON.stringify(body));
    }
    assert.equal((await post(server, "/api/account/language", { language: "de" })).status, 401);
    assert.equal((await post(server, "/api/account/language", { language: "de" }, "not-a-token")).status, 401);
    assert.equal((await post(server, "/auth/login", { username: "lang_bob", password: bob.password })).body.language, null);
  });
});
