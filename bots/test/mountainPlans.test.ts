// Plans on Legendary Asia: a mountain route takes its mountain spaces' trains from the supply on top of its length
// (the rule mountains), so the hard bot's plans count them (the game ends sooner than the routes' lengths say) and
// medium's keep counting lengths only.
import assert from "node:assert/strict";
import { boardOf } from "../src/board.js";
import { emptyHand, planTickets, type Situation } from "../src/planner.js";
import { HardBot } from "../src/hard.js";
import { ASIA_MAP } from "../../shared-rules/src/index.js";

const board = boardOf("asia");

describe("bot plans on a board with mountain routes", () => {
  // a ticket whose cheapest plan crosses a mountain route, found from the data (not a fixed id)
  const sit = (over: Partial<Situation> = {}): Situation => ({ board, seat: 0, playerCount: 2, owners: board.routes.map(() => -1), trainsLeft: 45, hand: emptyHand(), tickets: [], ...over });
  const ticket = board.tickets.findIndex((_, id) => planTickets(sit(), [id]).routes.some((rid) => ASIA_MAP.routes[rid]!.mountains > 0));

  it("a mountain route's trains are its length plus its mountain spaces", () => {
    const mountain = ASIA_MAP.routes.findIndex((r) => r.mountains > 0);
    assert.equal(board.routes[mountain]!.trains, ASIA_MAP.routes[mountain]!.length + ASIA_MAP.routes[mountain]!.mountains);
  });

  it("the hard bot's plans count the mountains' trains; a plan without the option counts lengths (medium)", () => {
    assert.ok(ticket >= 0, "a ticket crosses a mountain route");
    const lengths = planTickets(sit(), [ticket]);
    const withMountains = planTickets(sit({ mountainTrains: true }), [ticket]);
    const mountains = withMountains.routes.reduce((n, rid) => n + ASIA_MAP.routes[rid]!.mountains, 0);
    assert.ok(mountains > 0);
    assert.equal(withMountains.trains, withMountains.routes.reduce((n, rid) => n + ASIA_MAP.routes[rid]!.length + ASIA_MAP.routes[rid]!.mountains, 0));
    assert.equal(lengths.trains, lengths.routes.reduce((n, rid) => n + ASIA_MAP.routes[rid]!.length, 0));
    // the hard bot's own situation asks for it
    const hard = new HardBot(1) as unknown as { situation(view: unknown): Situation; board: typeof board };
    hard.board = board;
    assert.equal(hard.situation({ seat: 0, players: [{ trainsLeft: 45 }], routeOwners: [], me: null }).mountainTrains, true);
  });
});
