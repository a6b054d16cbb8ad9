// Browser test: India with a second person and the Grand Tour, through the client. Two people (alice and bob, two
// browser contexts, every move a click) and a bot play a seeded short game (11 trains each) in which alice completes
// a ticket as a Grand Tour (grandTourGame.ts finds the seed by playing the game ahead in the rules with the server's
// bot). Both end screens show the server's totals, alice's the Grand Tour bonus as the server scored it, and her
// Replay, stepped to the end, the server's scores, the Grand Tour named and its two paths drawn.
// About 2½ times newBoards.e2e's India game (25 turns, two pages drawing): in `npm run test:maps`, not in `npm test`
// (scripts/test-files.cjs SEPARATE). Needs `npm run build` and Chromium.
import { wholeGameServerAndBrowser } from "./browserKit.js";
import { playIndiaByTwo } from "./grandTourGame.js";

describe("India in the browser: two people and a bot, a Grand Tour, the replay", function () {
  this.timeout(1_800_000);
  const env = wholeGameServerAndBrowser();

  it("two people and a bot by clicks; her Grand Tour scored on both end screens as on the server; the replay ends on the server's scores with the tour drawn", async () => {
    const { alice, bob } = await playIndiaByTwo(env.browser, env.baseUrl, { width: 1280, height: 800 });
    await alice.context.close();
    await bob.context.close();
  });
});
