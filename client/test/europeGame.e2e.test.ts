// Browser test: a whole Europe game through the client. Two people (alice, bob) and a bot; the create form picks the
// map, the lobby names it, the opening offers one long ticket among four and marks it. On the way, by clicks: a
// ferry claimed with its locomotives, a tunnel declined and a tunnel paid (the turned cards shown to both people),
// and a station built by alice on a city where bob's route completes her ticket (europePlan.ts), used at the end.
// The end screen's totals and station uses equal the server's. Screenshots: europe-board.png, europe-tunnel.png,
// europe-end.png at 1280×800.
// The server is read only to know whose turn it is, what the deck's top cards will cost a tunnel (to choose when to
// decline and when to pay) and to compare the end; every move is a real click. Needs `npm run build` and Chromium.
import assert from "node:assert/strict";
import path from "node:path";
import { EUROPE_MAP, handSize, playerView, tunnelPayments, type ClaimOption, type GameState } from "../../shared-rules/src/index.js";
import { drawTwoCardsByClicks, Player, serverRoom, untilOnServer, wholeGameServerAndBrowser } from "./browserKit.js";
import { canPayAfter, firstPlan, modalChoice, modalChoices, open, planThrough, predictedExtra, stationChoice, type StationPlan } from "./europePlan.js";

const map = EUROPE_MAP;
const VIEW = { width: 1280, height: 800 };

describe("a whole Europe game in the browser", function () {
  this.timeout(3_600_000);
  const env = wholeGameServerAndBrowser();

  it("two people and a bot play Europe to the end screen: ferry, tunnel declined and paid, a station used", async () => {
    // A seeded deal and fewer trains each (the test-mode `?trains=`, as wholeGame.e2e): the last round comes after
    // about half the turns of a full game, with every move this test checks still on the way.
    const alice = await Player.open(env.browser, "alice", `${env.baseUrl}/?seed=${process.env.EUROPE_SEED ?? 11}&trains=${process.env.EUROPE_TRAINS ?? 25}`, VIEW);
    const bob = await Player.open(env.browser, "bob", env.baseUrl, VIEW);
    await alice.scene("Login");
    await alice.register("alice_eu", "secret-1");
    await bob.scene("Login");
    await bob.register("bob_eu", "secret-2");

    // the create form picks Europe; the lobby row names it
    await alice.createGame("Europe by clicks", "red", "europe");
    const row = bob.page.locator(".ttr-game", { hasText: "Europe by clicks" });
    await row.waitFor();
    assert.match(await row.innerText(), /Europe/, "the lobby names the map");
    await row.locator("button[id^='join-'][id$='-blue']").click();
    await bob.scene("WaitingRoom");
    await alice.page.click("#add-bot");
    await alice.page.waitForSelector("#start-game:not([disabled])");
    await alice.page.click("#start-game");

    await alice.scene("Game");
    const game = serverRoom(String((await alice.info()).roomId)).game;
    const rules = (): GameState => game.rules!;
    await untilOnServer(() => game.rules !== undefined && game.rules !== null);
    const pages = [alice, bob];
    const seatOf = (p: Player) => game.seats.findIndex((s) => s.username === `${p.name}_eu`);
    const aliceSeat = seatOf(alice), bobSeat = seatOf(bob);
    assert.equal(rules().map, "europe");

    // the opening: four tickets, one of them long and marked so; alice keeps the ticket of her station plan
    let plan: StationPlan | null = null;
    for (const p of pages) {
      await p.scene("Game");
      await p.waitInfo("i.modal === 'destinations' && i.pendingTickets === 4");
      const seat = seatOf(p);
      const offered = rules().players[seat].pendingTickets;
      const longAt = offered.findIndex((t) => map.tickets[t].kind === "long");
      assert.ok(longAt >= 0, "one long ticket is offered");
      await p.point(`modal:long:${longAt}`); // throws when the long ticket is not marked
      if (p === alice) await p.shot("europe-tickets.png");
      let keep = offered.map((_, i) => i).filter((i) => i !== longAt).slice(0, 2);
      if (p === alice) {
        plan = firstPlan(rules(), seat, offered);
        assert.ok(plan, "a ticket alice can complete through a station");
        console.log(`    alice's plan: ${map.tickets[plan.ticketId] && map.cities[map.tickets[plan.ticketId].a].name}–${map.cities[map.tickets[plan.ticketId].b].name}, station ${map.cities[plan.city].name}, borrows ${plan.borrowed}, own ${plan.own.join(",")}`);
        const planned = offered.indexOf(plan.ticketId);
        keep = [planned, ...offered.map((_, i) => i).filter((i) => i !== longAt && i !== planned)].slice(0, 2);
      }
      for (const i of keep) await p.click(`modal:ticket:${i}`);
      await p.click("modal:confirm");
    }
    await untilOnServer(() => rules().phase === "playing");

    const did = { ferry: false, tunnelPaid: false, tunnelDeclined: false, station: false, borrowedTaken: false, boardShot: false, tunnelShot: false };
    /** Routes bob leaves alone: alice's own part of the plan and their twins. */
    const aliceRoutes = () => new Set((plan?.own ?? []).flatMap((r) => [r, ...(map.routes[r].double !== null ? [map.routes[r].double!] : [])]));

    /** Claims a route by clicks, choosing the colour the modal needs; then the tunnel's answer when one is pending. */
    const claim = async (mover: Player, seat: number, routeId: number, choice: ClaimOption, tunnel: "pay" | "decline" | "any") => {
      const route = map.routes[routeId];
      await mover.click(`route:${routeId}`);
      await mover.waitInfo("i.modal === 'buyRoute'");
      if (route.color === "gray") await mover.click(`modal:color:${choice.trainColor}`);
      await mover.click("modal:confirm");
      // this claim's own tunnel: once the turn has passed, a pending tunnel is the next seat's (a bot moves fast)
      const mine = () => rules().currentPlayer === seat && rules().turnStage === "tunnelPending" && rules().tunnel?.routeIndex === routeId;
      await untilOnServer(() => rules().routeOwners[routeId] !== -1 || mine() || rules().currentPlayer !== seat);
      if (!mine()) return;
      // everybody sees the turned cards; the claimer chooses
      const other = mover === alice ? bob : alice;
      await other.waitInfo("i.tunnelShown === true && i.tunnel && i.tunnel.revealed.length > 0").catch(async (e: Error) => {
        await other.shot("europe-tunnel-stuck-other.png", 0);
        const i = await other.info();
        throw new Error(`${e.message}: ${other.name} scene ${String(i.scene)} modal ${String(i.modal)} tunnelShown ${String(i.tunnelShown)} stage ${String(i.turnStage)} tunnel ${JSON.stringify(i.tunnel)} server ${JSON.stringify(rules().tunnel)} errors ${other.errors.join(" | ")}`);
      });
      await mover.waitInfo("i.modal === 'tunnel'").catch(async (e: Error) => {
        await mover.shot("europe-tunnel-stuck.png", 0);
        const i = await mover.info();
        throw new Error(`${e.message}: modal ${String(i.modal)} tunnelShown ${String(i.tunnelShown)} stage ${String(i.turnStage)} errors ${mover.errors.join(" | ")}`);
      });
      if (!did.tunnelShot) {
        await mover.shot("europe-tunnel.png");
        await other.shot("europe-tunnel-watcher.png");
        did.tunnelShot = true;
      }
      const payments = tunnelPayments(playerView(rules(), seat), rules().players[seat].hand);
      if (tunnel === "pay" && payments.length > 0) await mover.shot("europe-tunnel-pay.png");
      if (tunnel !== "decline" && payments.length > 0) {
        await mover.click(`tunnel:pay:${payments[0]}`);
        await untilOnServer(() => rules().routeOwners[routeId] === seat);
        if (tunnel === "pay") did.tunnelPaid = true;
      } else {
        await mover.click("tunnel:decline");
        await untilOnServer(() => rules().turnStage !== "tunnelPending");
        if (tunnel === "decline") did.tunnelDeclined = true;
      }
      await mover.waitInfo("i.modal === null && i.tunnelShown === false");
    };

    /** `locomotive`: take a face-up locomotive when one shows (it is the whole turn). */
    const drawTwo = async (mover: Player, seat: number, locomotive = false) => {
      await mover.click("tab:board");
      await mover.waitInfo("i.tab === 'board'");
      const loco = rules().faceUp.indexOf("locomotive");
      if (locomotive && loco >= 0) {
        await mover.click(`faceUp:${loco}`);
        await untilOnServer(() => rules().currentPlayer !== seat);
        return;
      }
      await drawTwoCardsByClicks(mover, rules, seat);
    };

    /** A tunnel this seat can claim now whose turned cards will cost something (and, to pay, that it can pay). */
    const tunnelFor = (seat: number, mustPay: boolean): { id: number; choice: ClaimOption } | null => {
      for (const r of map.routes) {
        if (r.kind !== "tunnel" || !open(rules(), seat, r.id) || aliceRoutes().has(r.id) || r.id === plan?.borrowed) continue;
        for (const choice of modalChoices(rules(), seat, r.id)) {
          const extra = predictedExtra(rules(), choice);
          if (extra === null || extra === 0) continue;
          if (!mustPay || canPayAfter(rules().players[seat].hand, r, choice, extra)) return { id: r.id, choice };
        }
      }
      return null;
    };

    /** The longest route the seat pays for (the game ends sooner), leaving alice's plan alone; `avoid`: cities not to touch. */
    const longest = (seat: number, avoid: ReadonlySet<number> = new Set()): { id: number; choice: ClaimOption } | null => {
      const trains = rules().players[seat].trainsLeft;
      const free = map.routes
        .filter((r) => open(rules(), seat, r.id) && r.length <= trains && !aliceRoutes().has(r.id) && !avoid.has(r.a) && !avoid.has(r.b))
        .sort((a, b) => b.length - a.length);
      for (const r of free) {
        const choice = modalChoice(rules(), seat, r.id);
        if (choice) return { id: r.id, choice };
      }
      return null;
    };

    for (let turn = 0; turn < 800 && rules().phase === "playing"; turn++) {
      const seat = rules().currentPlayer;
      if (seat !== aliceSeat && seat !== bobSeat) {
        // the bot's turn: it plays on its own
        await untilOnServer(() => rules().phase !== "playing" || rules().currentPlayer !== seat, 300_000);
        continue;
      }
      const mover = seat === aliceSeat ? alice : bob;
      await mover.waitInfo("i.scene === 'Game' && i.currentPlayer === i.seat && i.turnStage === 'start' && i.modal === null");
      const s = rules();
      if (seat === aliceSeat && plan) {
        // alice: the station first (one card), then her part of the path; a tunnel declined costs her nothing
        plan = planThrough(s, seat, plan.ticketId, plan.borrowed) ?? plan;
        const stationPay = stationChoice(s, seat);
        if (!did.station && stationPay && s.stationOwners?.[plan.city] === -1) {
          await mover.click(`city:${plan.city}`);
          await mover.waitInfo("i.modal === 'station'");
          await mover.click(`modal:color:${stationPay.trainColor}`);
          await mover.click("modal:confirm");
          await untilOnServer(() => rules().stationOwners?.[plan!.city] === seat);
          await mover.waitInfo(`i.stationOwners[${plan.city}] === i.seat && i.modal === null`);
          const at = await mover.point(`city:${plan.city}`);
          await mover.page.waitForTimeout(300); // the modal's fade
          await mover.page.screenshot({ path: path.join("test-artifacts/screenshots", "europe-station.png"), clip: { x: at.x - 150, y: at.y - 100, width: 300, height: 200 } });
          did.station = true;
          continue;
        }
        const mine = plan.own.find((r) => open(s, seat, r) && modalChoice(s, seat, r));
        const decline = !did.tunnelDeclined ? tunnelFor(seat, false) : null;
        // with a full hand and nothing of the plan to claim, a route far from the plan's cities (the deck must not
        // run dry, and her ticket must stay joined only through the station)
        const planCities = new Set([map.tickets[plan.ticketId].a, map.tickets[plan.ticketId].b, ...[...plan.own, plan.borrowed].flatMap((r) => [map.routes[r].a, map.routes[r].b])]);
        const far = handSize(s.players[seat].hand) >= 10 ? longest(seat, planCities) : null;
        if (mine !== undefined) await claim(mover, seat, mine, modalChoice(s, seat, mine)!, "any");
        else if (decline) await claim(mover, seat, decline.id, decline.choice, "decline");
        else if (far) await claim(mover, seat, far.id, far.choice, "any");
        else await drawTwo(mover, seat);
      } else {
        // bob: the route alice's station borrows, a ferry, the two tunnels, then the longest route he pays for
        const borrowed = plan && open(s, seat, plan.borrowed) ? modalChoice(s, seat, plan.borrowed) : null;
        const ferry = !did.ferry ? map.routes.find((r) => r.kind === "ferry" && open(s, seat, r.id) && !aliceRoutes().has(r.id) && modalChoice(s, seat, r.id)) : undefined;
        const decline = !did.tunnelDeclined ? tunnelFor(seat, false) : null;
        const pay = !did.tunnelPaid ? tunnelFor(seat, true) : null;
        // until he has claimed a ferry and paid a tunnel, bob keeps his cards (and takes face-up locomotives)
        const hoarding = (!did.ferry || !did.tunnelPaid) && handSize(s.players[seat].hand) < 12;
        if (plan && borrowed) {
          await claim(mover, seat, plan.borrowed, borrowed, "any");
          did.borrowedTaken = rules().routeOwners[plan.borrowed] === seat;
        } else if (plan && open(s, seat, plan.borrowed)) {
          // the cards for the route alice's station borrows come first
          await drawTwo(mover, seat);
        } else if (ferry) {
          const choice = modalChoice(s, seat, ferry.id)!;
          assert.ok(choice.numberOfWilds >= ferry.locomotives, "the modal pays a ferry with its locomotives");
          await claim(mover, seat, ferry.id, choice, "any");
          did.ferry = rules().routeOwners[ferry.id] === seat;
        } else if (pay) await claim(mover, seat, pay.id, pay.choice, "pay");
        else if (decline) await claim(mover, seat, decline.id, decline.choice, "decline");
        else if (hoarding) await drawTwo(mover, seat, !did.ferry);
        else {
          const best = longest(seat);
          if (best) await claim(mover, seat, best.id, best.choice, "any");
          else await drawTwo(mover, seat);
        }
      }
      // a ticket draw (only when no train card is left to draw): keep the first
      if (rules().phase === "playing" && rules().currentPlayer === seat && rules().turnStage === "choosingTickets") {
        await mover.waitInfo("i.modal === 'destinations'");
        await mover.click("modal:ticket:0");
        await mover.click("modal:confirm");
      }
      if (!did.boardShot && did.station && rules().turnNumber >= 40) {
        await alice.waitInfo("i.scene === 'Game' && i.modal === null");
        await alice.shot("europe-board.png");
        did.boardShot = true;
      }
      await untilOnServer(() => rules().phase !== "playing" || rules().currentPlayer !== seat).catch(async (e: Error) => {
        // say where the turn got stuck: the server's stage and what the mover's page shows
        const i = await mover.info();
        throw new Error(`${e.message}: seat ${seat} stage ${rules().turnStage}, page modal ${String(i.modal)}, history ${JSON.stringify(i.history)}, errors ${mover.errors.join(" | ")}`);
      });
    }
    assert.equal(rules().phase, "ended", "the game reached its end");
    const end = rules();
    const story = { did, turns: end.turnNumber, trains: end.players.map((p) => p.trainsLeft), passes: end.consecutivePasses ?? 0 };
    assert.ok(did.ferry && did.tunnelPaid && did.tunnelDeclined && did.station, JSON.stringify(story));

    const result = game.record.result!;
    const expected = result.ranking.map((s) => [game.seats[s].username, result.scores[s].total]);
    const aliceUses = result.scores[aliceSeat].stationRoutes ?? [];
    assert.ok(aliceUses.some((u) => u.cityIndex === plan!.city && u.routeIndex !== null), `alice's station was used: ${JSON.stringify(aliceUses)}`);
    for (const p of pages) {
      await p.scene("GameOver", 300_000);
      await p.waitInfo("Array.isArray(i.result) && i.result.length === 3 && Array.isArray(i.stations)");
      const shown = (await p.info()) as { result: { username: string; points: number }[]; stations: unknown[] };
      assert.deepEqual(shown.result.map((r) => [r.username, r.points]), expected, `${p.name} sees the server's totals`);
      assert.deepEqual(shown.stations, result.scores.map((s) => s.stationRoutes ?? []), `${p.name} sees each station's route`);
    }
    await alice.shot("europe-end.png", 900);
    // the replay rebuilds the Europe game from its record, on the Europe board, to the same final scores
    await alice.click("replay");
    await alice.scene("Replay");
    await alice.waitInfo("i.loaded === true && i.map === 'europe'");
    const replayed = (await alice.info()) as { finalScores: number[] };
    assert.deepEqual(replayed.finalScores, result.scores.map((s) => s.total), "the replay ends on the game's totals");
    assert.deepEqual([...alice.errors, ...bob.errors], []);
  });
});
