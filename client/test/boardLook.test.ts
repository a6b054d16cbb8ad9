// The board's pure drawing helpers, without a browser: where a route's cars sit along its path, how an owner is
// marked (normal and colour-blind), the draw model of claimed / free / closed routes, which claimable routes glow,
// and the claim animation's length and skipping.
import assert from "node:assert/strict";
import { USA_MAP, ticketProgress } from "../../shared-rules/src/index.js";
import { ticketId } from "../../shared-rules/test/kit.js";
import { CITY_CLEARANCE, SLOT_GAP, placeCars } from "../src/map/carSlots.js";
import { COLOR_BLIND_PLAYER_FILL, ownerLook } from "../src/map/ownerLook.js";
import { routeLooks } from "../src/map/routeLooks.js";
import { CLAIM_HINTS, glowingRoutes, nextClaimHints, ticketRoutes } from "../src/map/claimHints.js";
import { carStepMs, claimAnimationMs } from "../src/map/claimAnimation.js";
import { MOTION_KEY, motionMode, skipAnimations, trackAnimation, animationsRunning } from "../src/ui/motion.js";
import { CARD_STYLE, PLAYER_COLOR_ORDER, PLAYER_STYLE } from "../src/ui/theme.js";

const close = (a: number, b: number, what: string) => assert.ok(Math.abs(a - b) < 1e-9, `${what}: ${a} ≠ ${b}`);
const twinOf = (id: number) => USA_MAP.routes[id]?.double ?? null;

describe("board drawing helpers (no browser)", () => {
  describe("placeCars: one slot per space along the route's path", () => {
    it("spreads equal slots between the two cities' clearances on a straight path", () => {
      const slots = placeCars([{ x: 0, y: 0 }, { x: 100, y: 0 }], 3);
      assert.equal(slots.length, 3);
      const len = (100 - 2 * CITY_CLEARANCE - 2 * SLOT_GAP) / 3;
      slots.forEach((s) => {
        close(s.length, len, "equal lengths");
        close(s.angle, 0, "along the path");
        close(s.y, 0, "on the path");
      });
      close(slots[0].x - len / 2, CITY_CLEARANCE, "the first car starts at the clearance");
      close(slots[2].x + len / 2, 100 - CITY_CLEARANCE, "the last ends at the other city's clearance");
      close(slots[1].x, 50, "the middle car is in the middle");
    });

    it("follows a bend: each car takes the direction of the segment it sits on", () => {
      const slots = placeCars([{ x: 0, y: 0 }, { x: 50, y: 0 }, { x: 50, y: 50 }], 2);
      const len = (100 - 2 * CITY_CLEARANCE - SLOT_GAP) / 2;
      close(slots[0].x, CITY_CLEARANCE + len / 2, "first car on the first leg");
      close(slots[0].angle, 0, "first leg runs east");
      close(slots[1].x, 50, "second car on the second leg");
      close(slots[1].y, CITY_CLEARANCE + len / 2 + len + SLOT_GAP - 50, "at its distance along the path");
      close(slots[1].angle, Math.PI / 2, "second leg runs south");
    });

    it("keeps every slot a positive length on a path too short for its cars, and places nothing for no cars", () => {
      const slots = placeCars([{ x: 0, y: 0 }, { x: 10, y: 0 }], 2);
      assert.equal(slots.length, 2);
      assert.ok(slots.every((s) => s.length > 0));
      assert.deepEqual(placeCars([{ x: 0, y: 0 }, { x: 10, y: 0 }], 0), []);
      assert.deepEqual(placeCars([{ x: 0, y: 0 }], 3), []);
    });
  });

  describe("ownerLook: the owner's colour and marker", () => {
    it("gives every player colour its own marker (the symbol its player box shows), never none", () => {
      const markers = PLAYER_COLOR_ORDER.map((c) => ownerLook(c, false).marker);
      assert.equal(new Set(markers).size, PLAYER_COLOR_ORDER.length);
      for (const c of PLAYER_COLOR_ORDER) {
        assert.equal(ownerLook(c, false).marker, PLAYER_STYLE[c].symbol);
        assert.equal(ownerLook(c, true).marker, PLAYER_STYLE[c].symbol, "the same marker in colour-blind mode");
        assert.notEqual(ownerLook(c, false).marker, "none");
      }
    });

    it("switches to the Okabe–Ito palette in colour-blind mode, five distinct colours unlike any route colour", () => {
      const cb = PLAYER_COLOR_ORDER.map((c) => ownerLook(c, true));
      assert.deepEqual(cb.map((l) => l.css), PLAYER_COLOR_ORDER.map((c) => COLOR_BLIND_PLAYER_FILL[c].css));
      assert.equal(new Set(cb.map((l) => l.css)).size, 5);
      const routeColours = new Set(Object.values(CARD_STYLE).map((s) => s.css));
      for (const l of cb) assert.ok(!routeColours.has(l.css), `${l.color} is no route colour`);
      assert.ok(cb.every((l, i) => l.markerScale > ownerLook(PLAYER_COLOR_ORDER[i], false).markerScale), "larger markers");
      assert.ok(cb.every((l) => l.bodyFrame.startsWith("body-cb-") && l.trainFrame.startsWith("train-cb-")));
    });

    it("gives no two owners the same colour and pattern in colour-blind mode; green (teal like blue under tritanopia) is striped", () => {
      const cb = PLAYER_COLOR_ORDER.map((c) => ownerLook(c, true));
      assert.equal(new Set(cb.map((l) => `${l.css}/${l.pattern}`)).size, 5);
      assert.equal(ownerLook("green", true).pattern, "stripes");
      assert.equal(ownerLook("blue", true).pattern, "plain");
      assert.ok(PLAYER_COLOR_ORDER.every((c) => ownerLook(c, false).pattern === "plain"), "normal mode: plain cars");
    });

    it("draws an unknown colour as black rather than nothing", () => {
      assert.equal(ownerLook("chartreuse", false).color, "black");
    });
  });

  describe("routeLooks: the draw model", () => {
    const routes = [
      { id: 0, length: 2, color: "blue" },
      { id: 1, length: 3, color: "blue" },
      { id: 2, length: 1, color: "gray" },
      { id: 3, length: 4, color: "yellow" },
    ];
    const looks = (colorBlind: boolean) => routeLooks({
      routes, routeOwners: [-1, 1, 0, -1], playerColors: ["yellow", "blue"], blocked: new Set([3]), glowing: new Set([0, 1]),
      colorBlind, routeFill: (c) => CARD_STYLE[c].css,
    });

    it("draws a claimed route as one car per space in the owner's colour with the owner's marker", () => {
      const [, blueClaim, grayClaim] = looks(false);
      assert.deepEqual(
        { state: blueClaim.state, cars: blueClaim.cars, owner: blueClaim.owner, fill: blueClaim.fill, marker: blueClaim.marker, body: blueClaim.bodyFrame, glow: blueClaim.glow },
        { state: "claimed", cars: 3, owner: 1, fill: PLAYER_STYLE.blue.css, marker: "circle", body: "body-blue", glow: false },
        "a claimed route never glows",
      );
      assert.equal(grayClaim.fill, PLAYER_STYLE.yellow.css, "a gray route takes its owner's colour");
      assert.equal(grayClaim.marker, "star");
    });

    it("draws a free route of the same colour as a claim differently: quiet spaces, no marker", () => {
      const [free, claimed] = looks(false);
      assert.equal(free.state, "free");
      assert.equal(free.marker, null);
      assert.notEqual(free.bodyFrame, claimed.bodyFrame);
      assert.ok(free.bodyFrame.startsWith("space-"));
      assert.equal(free.glow, true);
      assert.equal(looks(false)[3].state, "blocked", "a free route closed by a rule");
    });

    it("takes the colour-blind palette for owners only", () => {
      const [free, claimed] = looks(true);
      assert.equal(claimed.fill, COLOR_BLIND_PLAYER_FILL.blue.css);
      assert.equal(free.fill, CARD_STYLE.blue.css);
    });
  });

  describe("claimHints: which claimable routes glow", () => {
    it("steps tickets → all → off → tickets", () => {
      assert.deepEqual(CLAIM_HINTS.map(nextClaimHints), ["all", "off", "tickets"]);
    });

    it("keeps, by default, the claimable routes of the tickets' cheapest paths and their twins", () => {
      const progress = [
        { ticketId: 1, status: "possible" as const, trainsNeeded: 5, routesToClaim: [10, 20] },
        { ticketId: 2, status: "done" as const, trainsNeeded: 0, routesToClaim: [30] },
        { ticketId: 3, status: "impossible" as const, trainsNeeded: null, routesToClaim: [40] },
      ];
      const twins = (id: number) => (id === 10 ? 11 : null);
      assert.deepEqual([...ticketRoutes(progress, twins)].sort((a, b) => a - b), [10, 11, 20], "done and impossible tickets want nothing");
      const claimable = [11, 20, 30, 40, 50];
      assert.deepEqual(glowingRoutes("tickets", claimable, progress, twins), [11, 20]);
      assert.deepEqual(glowingRoutes("all", claimable, progress, twins), claimable);
      assert.deepEqual(glowingRoutes("off", claimable, progress, twins), []);
    });

    it("on a real board: a ticket's cheapest path still to claim (the rules' ticketProgress)", () => {
      const ticket = ticketId("Denver", "El Paso");
      const owners = USA_MAP.routes.map(() => -1);
      const progress = ticketProgress(owners, 2, 0, [ticket]);
      const all = USA_MAP.routes.map((r) => r.id);
      const glow = glowingRoutes("tickets", all, progress, twinOf);
      assert.ok(glow.length > 0 && glow.length < all.length / 4, `a few routes glow (${glow.length})`);
      const cities = new Set(glow.flatMap((id) => [USA_MAP.routes[id].a, USA_MAP.routes[id].b]));
      for (const end of [USA_MAP.tickets[ticket].a, USA_MAP.tickets[ticket].b]) assert.ok(cities.has(end), "the path reaches both cities");
    });
  });

  describe("claim animation and skipping", () => {
    it("lasts under 600 ms for any route length, cars one after another", () => {
      for (let n = 1; n <= 8; n++) {
        assert.ok(claimAnimationMs(n) < 600, `${n} cars: ${claimAnimationMs(n)} ms`);
        if (n > 1) assert.ok(carStepMs(n) > 0, "the cars come one after another");
      }
    });

    it("plays animations unless the stored switch or the browser's reduced motion says otherwise", () => {
      const g = globalThis as unknown as { localStorage?: unknown; matchMedia?: unknown };
      const saved = { localStorage: g.localStorage, matchMedia: g.matchMedia };
      const cases: [stored: string | null, reduce: boolean, mode: string][] = [
        [null, false, "on"], ["off", false, "off"], ["hold", false, "hold"],
        [null, true, "off"], ["hold", true, "off"], // reduced motion wins over the tests' hold
      ];
      try {
        for (const [stored, reduce, mode] of cases) {
          g.localStorage = { getItem: (k: string) => (k === MOTION_KEY ? stored : null) };
          g.matchMedia = (q: string) => ({ matches: reduce && q.includes("reduce") });
          assert.equal(motionMode(), mode, `stored ${stored}, reduced motion ${reduce}`);
        }
        g.localStorage = { getItem: () => { throw new Error("blocked"); } };
        g.matchMedia = undefined;
        assert.equal(motionMode(), "on", "blocked storage and no media queries: animations play");
      } finally {
        Object.assign(g, saved);
      }
    });

    it("a skip finishes every running animation once; a finished one is not finished again", () => {
      const calls: string[] = [];
      const doneA = trackAnimation(() => calls.push("a"));
      trackAnimation(() => calls.push("b"));
      doneA(); // a completed by itself
      assert.equal(animationsRunning(), 1);
      assert.equal(skipAnimations(), true);
      assert.deepEqual(calls, ["b"]);
      assert.equal(skipAnimations(), false, "nothing left to skip");
      assert.equal(animationsRunning(), 0);
    });
  });
});
