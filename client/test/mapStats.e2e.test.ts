// Browser test: the statistics per board on the ratings page. Two people finish a short USA game and a short
// Switzerland game over the wire (colyseus.js, seeded, few trains: the quickest real way to finished games); one logs
// in, opens "Ratings & history", and her profile shows a column per board and one for all boards, with the figures
// the server computed from the records (GET /api/players/:username/maps). Desktop 1280×800 and a phone 390×844:
// mapstats-profile-1280.png, mapstats-profile-390.png. Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import type { MapStatsAnswer } from "../../shared-rules/protocol/index.js";
import { TEST_PASSWORD, ask, registerUser, serverAt } from "../../test-kit/index.js";
import { playToEnd } from "../../server/test/autoplay.js";
import { Player, serverAndBrowser } from "./browserKit.js";

describe("statistics per board on the profile (headless Chromium)", function () {
  this.timeout(240_000);
  const suite = serverAndBrowser();

  it("shows each board's figures and all boards', as the server computed them, on a desktop and a phone", async () => {
    const at = serverAt(suite.baseUrl);
    const [ann, ben] = [await registerUser(at, "figures_ann"), await registerUser(at, "figures_ben")];
    for (const [map, seed] of [["usa", 3], ["switzerland", 4]] as const) {
      const ra = await ann.client.create("ttr", { gameName: `Figures ${map}`, color: "red", map, trainsPerPlayer: 6, seed });
      const rb = await ben.client.joinById(ra.roomId, { color: "blue" });
      for (const r of [ra, rb]) r.onMessage("*", () => {});
      assert.equal((await ask(ra, "startGame")).code, "ok");
      await playToEnd(ra.roomId, new Map([[0, ra], [1, rb]]));
      await Promise.all([ra.leave(true), rb.leave(true)]);
    }
    const figures = (await (await fetch(`${suite.baseUrl}/api/players/figures_ann/maps`)).json()) as MapStatsAnswer;
    assert.equal(figures.overall.games, 2);

    for (const [viewport, file] of [[{ width: 1280, height: 800 }, "mapstats-profile-1280.png"], [{ width: 390, height: 844 }, "mapstats-profile-390.png"]] as const) {
      const page = await Player.open(suite.browser, `figures-${viewport.width}`, suite.baseUrl, viewport);
      await page.logIn("figures_ann", TEST_PASSWORD);
      await page.page.click("#open-ratings");
      await page.scene("Ratings");
      await page.page.waitForSelector("#map-stats tbody tr");
      const heads = await page.page.locator("#map-stats thead th").allTextContents();
      // the boards newest first, as the server lists them, then all boards together
      assert.deepEqual(heads.slice(1), [...figures.maps.map((m) => (m.map === "usa" ? "USA" : "Switzerland")), "All boards"], heads.join(" | "));
      const rows = await page.page.locator("#map-stats tbody tr").allTextContents();
      assert.ok(rows[0].includes("Games") && rows[0].endsWith("112"), `one game on each board, two in all: ${rows[0]}`);
      const score = figures.maps.map((m) => String(m.averageScore));
      assert.ok(score.every((s) => rows[2].includes(s)), `the average scores ${score.join(", ")}: ${rows[2]}`);
      await page.page.locator("#map-stats-box").scrollIntoViewIfNeeded();
      await page.shot(file);
      assert.deepEqual(page.errors, []);
      await page.context.close();
    }
  });
});
