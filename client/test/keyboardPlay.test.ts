// Keyboard play and the claim undo window, their pure parts without a browser: typed city
// names → routes, the key tables, and the hold that sends, takes back or cancels a claim (on a fake clock).
import assert from "node:assert/strict";
import { USA_MAP, playerView } from "../../shared-rules/src/index.js";
import { giveRoutes, turnOf } from "../../shared-rules/test/kit.js";
import { candidateLabel, completeRoute, normalize, routesToChoose } from "../src/input/cityCompletion.js";
import { boardKey, paymentKey, promptKey, ticketKey, typingInField, DECK_LOCATION } from "../src/input/keyMap.js";
import { ClaimHold, heldClaimBlocker, type HeldClaim, type Timers } from "../src/input/claimHold.js";
import { nextUndoSeconds, undoLabel, DEFAULT_UNDO_SECONDS } from "../src/input/undoSetting.js";

const routeId = (a: string, b: string, color?: string) =>
  USA_MAP.routes.find((r) => [a, b].every((n) => [USA_MAP.cities[r.a].name, USA_MAP.cities[r.b].name].includes(n)) && (!color || r.color === color))!.id;

describe("client: city-name completion", () => {
  // each case: what a person types → the candidates listed (best first), and whether both cities are typed
  const cases: { typed: string; first: string; complete: boolean; count?: number; why: string }[] = [
    { typed: "den oma", first: "Denver – Omaha", complete: true, count: 1, why: "the issue's own example" },
    { typed: "DEN   OMA", first: "Denver – Omaha", complete: true, count: 1, why: "case and spacing do not matter" },
    { typed: "oma den", first: "Omaha – Denver", complete: true, count: 1, why: "either order; the city typed first is named first" },
    { typed: "denver-omaha", first: "Denver – Omaha", complete: true, count: 1, why: "a dash separates like a space" },
    { typed: "salt lake hel", first: "Salt Lake City – Helena", complete: true, count: 1, why: "several words of one city" },
    { typed: "salt city hel", first: "Salt Lake City – Helena", complete: true, count: 1, why: "words may be skipped, order kept" },
    { typed: "st lou kan", first: "Saint Louis – Kansas City", complete: true, count: 1, why: "\"St\" is Saint" },
    { typed: "montréal bos", first: "Montreal – Boston", complete: true, count: 1, why: "accents are ignored" },
    { typed: "sault tor", first: "Sault St. Marie – Toronto", complete: true, count: 1, why: "punctuation in a name" },
  ];
  for (const c of cases) {
    it(`"${c.typed}" → ${c.first} (${c.why})`, () => {
      const r = completeRoute(c.typed);
      assert.equal(r.complete, c.complete);
      assert.equal(candidateLabel(r.candidates[0]), c.first);
      if (c.count !== undefined) assert.equal(r.candidates.length, c.count, r.candidates.map(candidateLabel).join(", "));
    });
  }

  it("one city typed lists every route out of it, the typed city first", () => {
    const r = completeRoute("den");
    assert.equal(r.complete, false);
    assert.deepEqual(r.candidates.map(candidateLabel), [
      "Denver – Helena", "Denver – Kansas City", "Denver – Oklahoma City", "Denver – Omaha", "Denver – Phoenix", "Denver – Salt Lake City", "Denver – Santa Fe",
    ]);
  });

  it("an ambiguous start lists the candidates of every city it may be", () => {
    const r = completeRoute("new");
    const froms = new Set(r.candidates.map((c) => c.a));
    assert.deepEqual([...froms].sort(), ["New Orleans", "New York"]);
  });

  it("\"kansas city\" is one city and also Kansas City – Oklahoma City: the pair first, then the city's routes", () => {
    const r = completeRoute("kansas city");
    assert.equal(r.complete, false);
    assert.equal(candidateLabel(r.candidates[0]), "Kansas City – Oklahoma City");
    assert.ok(r.candidates.some((c) => candidateLabel(c) === "Kansas City – Omaha"));
  });

  it("a double route is one candidate holding both route ids", () => {
    const [c] = completeRoute("den kan").candidates;
    assert.deepEqual(c.routeIds.sort((x, y) => x - y), [routeId("Denver", "Kansas City", "black"), routeId("Denver", "Kansas City", "orange")].sort((x, y) => x - y));
  });

  it("nothing typed, or nothing that fits, lists nothing", () => {
    assert.deepEqual(completeRoute("  ").candidates, []);
    assert.deepEqual(completeRoute("xyz").candidates, []);
    assert.deepEqual(completeRoute("den xyz").candidates, []);
  });

  it("normalize keeps letters and digits only, in lower case", () => {
    assert.equal(normalize("  Sault St. Marie "), "sault st marie");
    assert.equal(normalize("Montréal"), "montreal");
  });

  it("asks which colour only when both routes of a double are free and differ", () => {
    const [dk] = completeRoute("den kan").candidates;
    const owners = USA_MAP.routes.map(() => -1);
    assert.equal(routesToChoose(dk, owners).length, 2, "both free, black and orange: ask");
    owners[routeId("Denver", "Kansas City", "black")] = 1;
    assert.deepEqual(routesToChoose(dk, owners), [routeId("Denver", "Kansas City", "orange")], "one taken: the other, no question");
    const [ko] = completeRoute("kan oma").candidates;
    assert.equal(routesToChoose(ko, USA_MAP.routes.map(() => -1)).length, 1, "both gray: no question");
    const [dom] = completeRoute("den oma").candidates;
    assert.deepEqual(routesToChoose(dom, USA_MAP.routes.map(() => 0)), [routeId("Denver", "Omaha")], "taken: still offered, the claim says why not");
  });
});

describe("client: keyboard play key tables", () => {
  it("board keys: 1–5 face-up slots, D the deck, T tickets, C / Enter the claim prompt, U / Esc undo, ? help", () => {
    for (let i = 1; i <= 5; i++) assert.deepEqual(boardKey({ key: String(i) }), { kind: "draw", location: i - 1 });
    assert.equal(boardKey({ key: "6" }), null);
    for (const key of ["d", "D"]) assert.deepEqual(boardKey({ key }), { kind: "draw", location: DECK_LOCATION });
    assert.deepEqual(boardKey({ key: "t" }), { kind: "tickets" });
    for (const key of ["c", "/", "Enter"]) assert.deepEqual(boardKey({ key }), { kind: "claimPrompt" });
    for (const key of ["u", "Escape"]) assert.deepEqual(boardKey({ key }), { kind: "undo" });
    assert.deepEqual(boardKey({ key: "?" }), { kind: "help" });
    assert.equal(boardKey({ key: "x" }), null);
  });

  it("board keys: + (or =) zooms in, - out, 0 shows the whole board; Ctrl+/- stay the browser's page zoom", () => {
    for (const key of ["+", "="]) assert.deepEqual(boardKey({ key }), { kind: "zoom", step: 1 });
    assert.deepEqual(boardKey({ key: "-" }), { kind: "zoom", step: -1 });
    assert.deepEqual(boardKey({ key: "0" }), { kind: "zoom", step: 0 });
    for (const key of ["+", "-", "0"]) assert.equal(boardKey({ key, ctrlKey: true }), null);
  });

  it("browser shortcuts (Ctrl, Cmd, Alt) are never taken", () => {
    for (const mod of [{ ctrlKey: true }, { metaKey: true }, { altKey: true }]) {
      assert.equal(boardKey({ key: "d", ...mod }), null);
      assert.equal(promptKey({ key: "a", ...mod }), null);
      assert.equal(paymentKey({ key: "Enter", ...mod }), null);
      assert.equal(ticketKey({ key: " ", ...mod }), null);
    }
  });

  it("prompt keys: letters and separators type, digits pick, arrows and Tab choose, Enter / Esc / Backspace", () => {
    for (const key of ["a", "Z", " ", "-", ".", "é"]) assert.deepEqual(promptKey({ key }), { kind: "type", text: key });
    assert.deepEqual(promptKey({ key: "3" }), { kind: "pick", index: 2 });
    assert.deepEqual(promptKey({ key: "ArrowDown" }), { kind: "move", step: 1 });
    assert.deepEqual(promptKey({ key: "ArrowUp" }), { kind: "move", step: -1 });
    assert.deepEqual(promptKey({ key: "Tab" }), { kind: "complete" });
    assert.deepEqual(promptKey({ key: "Enter" }), { kind: "accept" });
    assert.deepEqual(promptKey({ key: "Escape" }), { kind: "cancel" });
    assert.deepEqual(promptKey({ key: "Backspace" }), { kind: "erase" });
    assert.equal(promptKey({ key: "F5" }), null);
  });

  it("payment keys: ←/→ and digits colour, ↑/↓ and +/− locomotives, Enter, Esc", () => {
    assert.deepEqual(paymentKey({ key: "ArrowRight" }), { kind: "colour", step: 1 });
    assert.deepEqual(paymentKey({ key: "ArrowLeft" }), { kind: "colour", step: -1 });
    assert.deepEqual(paymentKey({ key: "2" }), { kind: "colourAt", index: 1 });
    for (const key of ["ArrowUp", "+"]) assert.deepEqual(paymentKey({ key }), { kind: "wilds", step: 1 });
    for (const key of ["ArrowDown", "-"]) assert.deepEqual(paymentKey({ key }), { kind: "wilds", step: -1 });
    assert.deepEqual(paymentKey({ key: "Enter" }), { kind: "confirm" });
    assert.deepEqual(paymentKey({ key: "Escape" }), { kind: "cancel" });
  });

  it("ticket keys: arrows move, Space toggles, digits toggle that ticket, Enter confirms", () => {
    assert.deepEqual(ticketKey({ key: "ArrowRight" }), { kind: "move", step: 1 });
    assert.deepEqual(ticketKey({ key: "ArrowLeft" }), { kind: "move", step: -1 });
    assert.deepEqual(ticketKey({ key: " " }), { kind: "toggle" });
    assert.deepEqual(ticketKey({ key: "1" }), { kind: "toggleAt", index: 0 });
    assert.deepEqual(ticketKey({ key: "Enter" }), { kind: "confirm" });
  });

  it("a key typed into a page field (the chat) is not the game's", () => {
    assert.equal(typingInField({ tagName: "INPUT" } as unknown as EventTarget), true);
    assert.equal(typingInField({ tagName: "textarea" } as unknown as EventTarget), true);
    assert.equal(typingInField({ tagName: "DIV", isContentEditable: true } as unknown as EventTarget), true);
    assert.equal(typingInField({ tagName: "CANVAS" } as unknown as EventTarget), false);
    assert.equal(typingInField(null), false);
  });
});

/** A clock the test moves by hand. */
function fakeTimers(): Timers & { tick(): void; pending(): number } {
  let next: (() => void) | null = null;
  return {
    set: (fn) => { next = fn; return 1; },
    clear: () => { next = null; },
    tick: () => { const fn = next; next = null; fn?.(); },
    pending: () => (next ? 1 : 0),
  };
}

describe("client: claim undo window", () => {
  const choice = { trainColor: "purple" as const, numberOfWilds: 0 };
  function setup(holdMs = 3000) {
    const sent: number[] = [];
    const dropped: [string, boolean][] = [];
    const shown: (HeldClaim | null)[] = [];
    const refused: string[] = [];
    const timers = fakeTimers();
    let answer: string | null = null;
    const hold = new ClaimHold({
      holdMs: () => holdMs,
      send: (id) => { sent.push(id); return Promise.resolve(answer); },
      onChange: (h) => shown.push(h),
      onDropped: (m, undone) => dropped.push([m, undone]),
      onRefused: (d) => refused.push(d),
      timers,
    });
    return { hold, sent, dropped, shown, refused, timers, refuse: (a: string) => { answer = a; } };
  }

  it("holds a claim, then sends it when the window ends", async () => {
    const t = setup();
    assert.equal(await t.hold.submit(34, choice), null, "the modal closes at once");
    assert.deepEqual(t.sent, [], "nothing sent during the window");
    assert.equal(t.hold.current?.routeId, 34);
    t.timers.tick();
    await Promise.resolve();
    assert.deepEqual(t.sent, [34]);
    assert.equal(t.hold.current, null);
    assert.deepEqual(t.shown.map((h) => h?.routeId ?? null), [34, null]);
  });

  it("undo during the window: nothing is ever sent", () => {
    const t = setup();
    void t.hold.submit(34, choice);
    assert.equal(t.hold.undo(), true);
    assert.equal(t.timers.pending(), 0);
    t.timers.tick();
    assert.deepEqual(t.sent, []);
    assert.deepEqual(t.dropped, [["Claim undone — nothing was sent.", true]]);
    assert.equal(t.hold.undo(), false, "nothing left to undo");
  });

  it("a claim that becomes illegal during the window is cancelled with the rules' reason", () => {
    const t = setup();
    void t.hold.submit(34, choice);
    t.hold.recheck(() => null);
    assert.equal(t.hold.current?.routeId, 34, "still legal: still held");
    t.hold.recheck(() => "this route is already claimed");
    assert.equal(t.hold.current, null);
    t.timers.tick();
    assert.deepEqual(t.sent, []);
    assert.deepEqual(t.dropped, [["Claim cancelled before it was sent: this route is already claimed.", false]]);
  });

  it("with the window off the claim goes out at once and the modal gets the server's answer", async () => {
    const t = setup(0);
    t.refuse("not your turn");
    assert.equal(await t.hold.submit(34, choice), "not your turn");
    assert.deepEqual(t.sent, [34]);
    assert.deepEqual(t.shown, [], "no undo bar");
  });

  it("a second claim while one is held is refused; a refusal after the window is reported", async () => {
    const t = setup();
    void t.hold.submit(34, choice);
    assert.match((await t.hold.submit(35, choice)) ?? "", /another claim is waiting/);
    t.refuse("you do not have enough cards");
    t.timers.tick();
    await Promise.resolve();
    await Promise.resolve();
    assert.deepEqual(t.refused, ["you do not have enough cards"]);
  });

  it("leaving the view drops the held claim silently", () => {
    const t = setup();
    void t.hold.submit(34, choice);
    t.hold.dispose();
    t.timers.tick();
    assert.deepEqual(t.sent, []);
    assert.deepEqual(t.dropped, []);
  });

  it("heldClaimBlocker: still legal, taken by someone else, no longer paid that way (the rules' own reasons)", () => {
    const id = routeId("Denver", "Omaha");
    const held = { routeId: id, choice, holdMs: 3000 };
    const s = turnOf(0, { hand: { purple: 4 } });
    assert.equal(heldClaimBlocker(playerView(s, 0), held), null);
    assert.match(heldClaimBlocker(playerView(giveRoutes(s, 1, [id]), 0), held) ?? "", /claimed/);
    const poorer = structuredClone(s);
    poorer.players[0].hand.purple = 3;
    poorer.players[0].hand.locomotive = 1;
    assert.equal(heldClaimBlocker(playerView(poorer, 0), held), "your cards no longer pay it that way");
    assert.equal(heldClaimBlocker(null, held), "the game is loading");
  });

  it("the menu toggle steps 3 s → 5 s → off → 3 s", () => {
    assert.equal(DEFAULT_UNDO_SECONDS, 3);
    assert.deepEqual([3, 5, 0].map(nextUndoSeconds), [5, 0, 3]);
    assert.equal(undoLabel(0), "Claim undo: off");
    assert.equal(undoLabel(3), "Claim undo: 3 s");
  });
});
