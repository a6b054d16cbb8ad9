// The per-person create limits' reservations (server/src/room/createReservations.ts) when Redis answers some commands
// and fails others, as it does while it comes back after an outage: a reservation whose count went up but whose
// bookkeeping failed must not hold the place for good.
import assert from "node:assert/strict";
import { LocalPresence } from "@colyseus/core";
import { reservePlace } from "../src/room/createReservations.js";

describe("create reservations when the presence fails midway", function () {
  it("gives the place back when the count went up and the held hash could not be written", async () => {
    const presence = new LocalPresence();
    const key = "ttr:reserve:waiting:7";
    const hset = presence.hset.bind(presence);
    let failing = true;
    presence.hset = async (...args: Parameters<typeof hset>) => {
      if (failing) throw new Error("connection lost");
      return hset(...args);
    };
    await assert.rejects(reservePlace(presence, key, 3, async () => 0), /connection lost/);
    // counted down in the background (the create's error goes back at once): asked until it is done
    const deadline = Date.now() + 5_000;
    while (Number(await presence.get(key)) !== 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    assert.equal(Number(await presence.get(key)), 0, "the half-taken place is counted down");
    failing = false;
    // the three places are all there for the person once the presence answers again
    for (let i = 0; i < 3; i++) assert.ok(await reservePlace(presence, key, 3, async () => 0), `place ${i + 1}`);
    assert.equal(await reservePlace(presence, key, 3, async () => 0), null, "a fourth is refused");
  });
});
