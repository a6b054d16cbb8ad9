// The replay viewer's pure part: a record rebuilt frame by frame with the rules, without a browser.
import assert from "node:assert/strict";
import { GAME_RECORD_FORMAT, GAME_RECORD_VERSION, parseGameRecord, scoreGame, type GameRecordFile, type MapId } from "../../shared-rules/src/index.js";
import { playRandomGame, SEAT_COLORS } from "../../shared-rules/test/kit.js";
import { buildTimeline } from "../src/replay/timeline.js";
import { t as say } from "../src/i18n/i18n.js";

function recordOf(seed: number, players: number, map: MapId = "usa"): GameRecordFile {
  const { state, log } = map === "usa" ? playRandomGame(seed, players) : playRandomGame(seed, players, undefined, "byType", 20_000, map);
  return {
    format: GAME_RECORD_FORMAT, version: GAME_RECORD_VERSION, gameId: `g${seed}`, gameName: "t", seed, ...(map === "usa" ? {} : { map }),
    seats: SEAT_COLORS.slice(0, players).map((color, i) => ({ username: `p${i}`, color, bot: i === 1 ? "hard" : null })),
    log, result: scoreGame(state), createdAt: new Date(0).toISOString(),
  };
}

describe("client: replay timeline", () => {
  it("has one frame per command after the deal; route points along the way, the final totals at the end", () => {
    const record = recordOf(31, 3);
    const t = buildTimeline(record);
    assert.ok(t.ok);
    assert.equal(t.frames.length, record.log.length + 1);
    assert.equal(t.frames[0].player, null);
    for (const f of t.frames.slice(0, -1)) assert.deepEqual(f.scores, f.state.players.map((p) => p.routePoints));
    assert.deepEqual(t.frames[t.frames.length - 1].scores, record.result?.scores.map((s) => s.total));
    assert.equal(t.frames[t.frames.length - 1].state.phase, "ended");
  });

  it("tells each step in words, hidden cards and tickets included", () => {
    const t = buildTimeline(recordOf(31, 2));
    assert.ok(t.ok);
    const texts = t.frames.map((f) => f.text);
    assert.ok(texts.some((s) => /takes \w+ from the deck/.test(s)), "a deck draw names its colour");
    assert.ok(texts.some((s) => / claims .+ – .+: \+\d+/.test(s)));
    assert.ok(texts.some((s) => /keeps \d, returns \d/.test(s)));
  });

  it("refuses a record whose log does not replay, and a file that is not a record", () => {
    const record = recordOf(31, 2);
    const broken = { ...record, log: [record.log[0], record.log[0], ...record.log.slice(1)] };
    const t = buildTimeline(broken);
    assert.equal(t.ok, false);
    assert.match(t.ok ? "" : t.reason, /move 2 .* does not replay/);
    assert.equal(parseGameRecord({ hello: 1 }).ok, false);
    assert.equal(parseGameRecord({ ...record, seed: "not a seed" }).ok, false);
    assert.equal(parseGameRecord({ ...record, seats: [{ username: "x", color: "pink", bot: null }] }).ok, false);
    assert.ok(parseGameRecord(JSON.parse(JSON.stringify(record))).ok);
  });

  it("the last step names the board's special bonuses: Nordic Countries' Globetrotter, shared by the players tied for it", () => {
    // seed 3, two players, by action type: each completes one ticket, so both take the Globetrotter
    const record = recordOf(3, 2, "nordic");
    assert.deepEqual(record.result?.scores.map((s) => s.endBonuses), [[{ kind: "globetrotter", points: 10 }], [{ kind: "globetrotter", points: 10 }]]);
    const timeline = buildTimeline(record);
    assert.ok(timeline.ok);
    const last = timeline.frames[timeline.frames.length - 1]!;
    assert.ok(last.text.endsWith(say("mapsEnd.replayGlobetrotter", { players: "p0, p1", points: 10 })), last.text);
    assert.deepEqual(last.scores, record.result?.scores.map((s) => s.total));
    // the base game's board: its last step says no more than before (the longest path is drawn in gold)
    const usa = buildTimeline(recordOf(31, 2));
    assert.ok(usa.ok);
    assert.ok(!usa.frames[usa.frames.length - 1]!.text.includes(" · Globetrotter"));
  });
});
