// The board camera's arithmetic (client/src/map/boardZoom.ts): zoom 1 is the whole map and maps every point to itself;
// a zoom keeps the point under the pointer, a pinch the point under the fingers' midpoint, and no view leaves the map.
import assert from "node:assert/strict";
import { clampView, fitView, fitZoomOf, panBy, pinchView, toScreen, toWorld, zoomAround, type ViewLimits } from "../src/map/boardZoom.js";

const area = { x: 276, y: 44, w: 1318, h: 628 };
const limits: ViewLimits = { viewport: area, map: area, minZoom: 1, maxZoom: 4 };
const near = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y) < 1e-6;

describe("board camera arithmetic", () => {
  it("shows the map as laid out at fit", () => {
    const v = fitView(limits);
    for (const p of [{ x: 276, y: 44 }, { x: 900, y: 300 }, { x: 1594, y: 672 }]) {
      assert.ok(near(toScreen(v, limits, p), p));
      assert.ok(near(toWorld(v, limits, p), p));
    }
  });

  it("keeps the map point under the pointer when zooming there", () => {
    const at = { x: 700, y: 250 };
    const before = toWorld(fitView(limits), limits, at);
    const v = zoomAround(fitView(limits), limits, at, 3);
    assert.equal(v.zoom, 3);
    assert.ok(near(toWorld(v, limits, at), before));
  });

  it("holds the zoom between fit and the maximum and the view inside the map", () => {
    assert.equal(zoomAround(fitView(limits), limits, { x: 700, y: 250 }, 0.2).zoom, 1);
    assert.equal(zoomAround(fitView(limits), limits, { x: 700, y: 250 }, 40).zoom, 4);
    const v = panBy({ zoom: 2, cx: 900, cy: 300 }, limits, { x: 10_000, y: -10_000 });
    assert.equal(v.cx, area.x + area.w / 4, "the left edge of the map at the left of the view");
    assert.equal(v.cy, area.y + area.h - area.h / 4, "the bottom edge of the map at the foot of the view");
    assert.deepEqual(clampView({ zoom: 1, cx: 0, cy: 0 }, limits), fitView(limits));
  });

  it("pinches: the gap's growth is the zoom's, the point under the midpoint follows the midpoint", () => {
    const start = fitView(limits);
    const from: [{ x: number; y: number }, { x: number; y: number }] = [{ x: 800, y: 300 }, { x: 840, y: 300 }];
    const to: [{ x: number; y: number }, { x: number; y: number }] = [{ x: 760, y: 320 }, { x: 840, y: 320 }];
    const v = pinchView(start, limits, from, to);
    assert.equal(v.zoom, 2);
    assert.ok(near(toWorld(v, limits, { x: 800, y: 320 }), toWorld(start, limits, { x: 820, y: 300 })));
  });

  it("fits a board drawn elsewhere (a phone's, off the stage) into the map area, centred", () => {
    const phone: ViewLimits = { viewport: { x: 0, y: 60, w: 390, h: 500 }, map: { x: 1000, y: 44, w: 1318, h: 628 }, minZoom: 0, maxZoom: 3 };
    phone.minZoom = fitZoomOf(phone.viewport, phone.map);
    const v = clampView({ zoom: 0.1, cx: 0, cy: 0 }, phone);
    assert.equal(v.zoom, 390 / 1318);
    assert.ok(near(toScreen(v, phone, { x: 1000, y: 44 + 628 / 2 }), { x: 0, y: 60 + 250 }), "the board's left edge at the viewport's, centred upright");
    assert.ok(near(toWorld(v, phone, toScreen(v, phone, { x: 1500, y: 300 })), { x: 1500, y: 300 }));
  });
});
