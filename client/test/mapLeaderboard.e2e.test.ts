// Browser test: the ratings page's leaderboard by board. Ann and Ben finish a short USA game, Ann and Cy a short
// Europe game (colyseus.js, seeded, few trains: the quickest real way to rated games); Ann opens "Ratings & history",
// and the board choice shows each board's own ratings (as GET /api/leaderboard?map= answers them) and the overall
// ones. Desktop 1280×800 and a phone 390×844: leaderboard-europe-1280.png, leaderboard-europe-390.png.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import type { LeaderboardAnswer } from "../../shared-rules/protocol/index.js";
import { TEST_PASSWORD, ask, registerUser, serverAt, type User } from "../../test-kit/index.js";
import { playToEnd } from "../../server/test/autoplay.js";
import { Player, serverAndBrowser } from "./browserKit.js";

describe("the leaderboard by board (headless Chromium)", function () {
  this.timeout(240_000);
  const suite = serverAndBrowser();

  async function shortGame(a: User, b: User, map: string, seed: number): Promise<void> {
    const ra = await a.client.create("ttr", { gameName: `Boards ${map}`, color: "red", map, trainsPerPlayer: 6, seed });
    const rb = await b.client.joinById(ra.roomId, { color: "blue" });
    for (const r of [ra, rb]) r.onMessage("*", () => {});
    assert.equal((await ask(ra, "startGame")).code, "ok");
    await playToEnd(ra.roomId, new Map([[0, ra], [1, rb]]));
    await Promise.all([ra.leave(true), rb.leave(true)]);
  }

  /** The board's rows as the server answers them, once both games are rated. */
  async function rowsOf(query: string, people: number): Promise<string[]> {
    for (;;) {
      const answer = (await (await fetch(`${suite.baseUrl}/api/leaderboard${query}`)).json()) as LeaderboardAnswer;
      if (answer.players.length === people) return answer.players.map((p) => `${p.username} ${p.rating} ${p.games}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("shows each board's own ratings and the overall ones, on a desktop and a phone", async () => {
    const at = serverAt(suite.baseUrl);
    const [ann, ben, cy] = [await registerUser(at, "boards_ann"), await registerUser(at, "boards_ben"), await registerUser(at, "boards_cy")];
    await shortGame(ann, ben, "usa", 3);
    await shortGame(ann, cy, "europe", 4);
    const expected = { "": await rowsOf("", 3), usa: await rowsOf("?map=usa", 2), europe: await rowsOf("?map=europe", 2) };
    assert.ok(expected.europe.every((row) => !row.startsWith("boards_ben")), "Ben never played Europe");

    for (const [viewport, file] of [[{ width: 1280, height: 800 }, "leaderboard-europe-1280.png"], [{ width: 390, height: 844 }, "leaderboard-europe-390.png"]] as const) {
      const page = await Player.open(suite.browser, `boards-${viewport.width}`, suite.baseUrl, viewport);
      await page.logIn("boards_ann", TEST_PASSWORD);
      await page.page.click("#open-ratings");
      await page.scene("Ratings");
      for (const map of ["europe", "usa", ""] as const) {
        await page.page.selectOption("#leaderboard-map", map);
        await page.page.waitForSelector(`.ttr-ratings-board[data-map="${map}"] #leaderboard tbody tr`);
        const rows = await page.page.locator("#leaderboard tbody tr").evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")));
        // name, the rating's first number, games: as the server answered for this choice
        assert.deepEqual(rows.map((cells) => `${cells[1]} ${/\d+/.exec(cells[2])?.[0]} ${cells[3]}`), expected[map], `board "${map}"`);
        if (map === "europe") {
          assert.deepEqual(await page.page.locator("#leaderboard-map option").allTextContents(),
            ["All boards (overall rating)", "USA", "Europe", "Nordic Countries", "Switzerland", "India", "Legendary Asia"]);
          await page.shot(file);
        }
      }
      assert.deepEqual(page.errors, []);
      await page.context.close();
    }
  });
});
