// Turn notices speak their recipient's language: the server writes each Web Push notice in the language the person
// chose in the client (kept with their account), read when the notice is sent; English for a person who never chose.
// End to end through the real `web-push` path to the stand-in push service (pushServiceKit.ts), which decrypts
// what it receives as the person's browser would; on both storage backends.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { ask, post, registerUser, startServer, startedGameOfTwo, type TestServer, type User } from "../../test-kit/index.js";
import type { TurnNoticePayload } from "../src/push/turnPush.js";
import { playOneMove, rulesOf } from "./autoplay.js";
import { freshDatabase } from "./postgresKit.js";
import { BrowserSubscription, PushServiceStandIn } from "./pushServiceKit.js";

const SERVERS: { name: string; config(): Promise<{ databaseUrl?: string }> }[] = [
  { name: "embedded storage", config: async () => ({}) },
  { name: "PostgreSQL", config: async () => ({ databaseUrl: await freshDatabase() }) },
];

for (const storage of SERVERS) describe(`push: a turn notice in its recipient's language (${storage.name})`, function () {
  this.timeout(120_000);
  let service: PushServiceStandIn;
  let ts: TestServer;
  const browsers = new Map<string, BrowserSubscription>();

  async function person(name: string, language?: string): Promise<User> {
    const user = await registerUser(ts, name);
    if (language) assert.equal((await post(ts, "/api/account/language", { language }, user.token)).status, 200);
    const browser = new BrowserSubscription(`${service.origin}/push/${name}`);
    browsers.set(name, browser);
    assert.equal((await post(ts, "/api/push/subscribe", browser.toJSON(), user.token)).status, 200);
    return user;
  }

  /** A two-player async game whose pages are both in the background: every turn that starts is pushed. */
  async function awayGame(a: User, b: User, seed: number): Promise<{ gameId: string; rooms: Map<number, Room> }> {
    const { ra, rb, gameId } = await startedGameOfTwo(a, b, { gameName: `Zug ${seed}`, seed, timeControl: "async" }, [[0, 1], [0, 1]]);
    for (const room of [ra, rb]) assert.equal((await ask(room, "visibility", { visible: false })).code, "ok");
    return { gameId, rooms: new Map([[0, ra], [1, rb]]) };
  }

  /** Moves are played until a turn of `seat` has started after at least one other move. */
  async function untilTurnOf(game: { gameId: string; rooms: Map<number, Room> }, seat: number): Promise<void> {
    do await playOneMove(game.gameId, game.rooms);
    while (rulesOf(game.gameId).currentPlayer !== seat);
  }

  /** The person's notice `count`, decrypted. */
  async function notice(name: string, count: number): Promise<TurnNoticePayload> {
    const delivery = await service.nth(`/push/${name}`, count);
    return JSON.parse(browsers.get(name)!.decrypt(delivery.body)) as TurnNoticePayload;
  }

  before(async () => {
    service = await PushServiceStandIn.start();
    ts = await startServer({ pushTestServiceCert: service.certFile, pushTestServiceOrigin: service.origin, ...(await storage.config()) });
  });

  after(async () => {
    await ts?.server.shutdown();
    await service?.stop();
  });

  it("Polish to an account set to Polish, German to one set to German, English to one that never chose", async () => {
    const anna = await person("anna");
    const piotr = await person("piotr", "pl");
    const greta = await person("greta", "de");
    const first = await awayGame(anna, piotr, 21);
    await untilTurnOf(first, 1);
    const polish = await notice("piotr", 1);
    assert.deepEqual(polish, { kind: "yourTurn", gameId: first.gameId, title: "Twój ruch", body: "Twoja kolej w grze „Zug 21”." });
    await untilTurnOf(first, 0);
    const english = await notice("anna", 1);
    assert.deepEqual(english, { kind: "yourTurn", gameId: first.gameId, title: "Your move", body: "It is your turn in “Zug 21”." });
    const second = await awayGame(greta, anna, 22);
    await untilTurnOf(second, 0);
    const german = await notice("greta", 1);
    assert.deepEqual(german, { kind: "yourTurn", gameId: second.gameId, title: "Du bist dran", body: "In „Zug 22“ bist du am Zug." });
  });

  it("reads the language when it sends: a person who switches gets the next notice in the new language", async () => {
    const janek = await person("janek", "pl");
    const marie = await person("marie");
    const game = await awayGame(marie, janek, 23);
    await untilTurnOf(game, 1);
    assert.equal((await notice("janek", 1)).title, "Twój ruch");
    assert.equal((await post(ts, "/api/account/language", { language: "fr" }, janek.token)).status, 200);
    await untilTurnOf(game, 1);
    assert.deepEqual(await notice("janek", 2), { kind: "yourTurn", gameId: game.gameId, title: "À vous de jouer", body: "C’est votre tour dans « Zug 23 »." });
  });
});
