// Which city names the board draws at a zoom (map/labelDeclutter.ts): each between 11 and 16 CSS px on screen, none
// touching another, the wanted ones (lit, hovered, the player's tickets') first and always, the rest while room is left.
import assert from "node:assert/strict";
import { boxAt, boxesOverlap, declutterLabels, labelScale, LABEL_MAX_CSS, LABEL_MIN_CSS, type LabelSpot } from "../src/map/labelDeclutter.js";
import { MAP_IDS, mapById } from "../../shared-rules/src/index.js";
import { boardGeometry } from "../src/map/geometry.js";
import { loadBoardOutline } from "../src/map/worldCountries.js";

const AREA = { x: 0, y: 0, w: 1318, h: 628 };
/** A name 60 board px wide, 16 tall, centred above the point. */
const above = (x: number, y: number, w = 60): LabelSpot => ({ x, y, ox: 0.5, oy: 1, w, h: 16 });

describe("client: city names drawn for the zoom (label declutter)", () => {
  // the boards other than the USA stand on their land files, each loaded with its board
  before(() => Promise.all(MAP_IDS.map(loadBoardOutline)));
  it("a name shows at least 11 and at most 16 CSS px: grown when zoomed out, shrunk when zoomed in, as is between", () => {
    assert.equal(14 * 0.3 * labelScale(14, 0.3), LABEL_MIN_CSS); // a phone's whole map: 4.2 px grown to 11
    assert.equal(labelScale(14, 1), 1); // a desktop at fit: 14 px stays
    assert.equal(Math.round(14 * 2.5 * labelScale(14, 2.5) * 1000) / 1000, LABEL_MAX_CSS); // zoomed in: 35 px shrunk to 16
    assert.equal(labelScale(14, 0), 1, "no zoom yet: left as it is");
  });

  it("a name grown past the board's edge is moved back onto it", () => {
    const b = boxAt(above(10, 100), 3, AREA);
    assert.equal(b.x, 0);
    assert.equal(b.w, 180);
  });

  it("two names that would touch: the later one waits, unless it is wanted; a free place around its dot is taken first", () => {
    const spots = [above(100, 100), above(110, 100), above(400, 100)];
    const scales = [1, 1, 1];
    const plain = declutterLabels({ spots, scales, order: [0, 1, 2], must: 0, area: AREA, cssPerBoardPx: 1 });
    assert.ok(plain[0] && !plain[1] && plain[2], "the second name, over the first, waits");
    const wanted = declutterLabels({ spots, scales, order: [1, 0, 2], must: 1, area: AREA, cssPerBoardPx: 1 });
    assert.ok(wanted[1] && !wanted[0], "the wanted name is drawn, the one it would cover waits");
    const below = { x: 110, y: 110, ox: 0.5, oy: 0, w: 60, h: 16 };
    const moved = declutterLabels({ spots, scales, order: [0, 1, 2], must: 0, area: AREA, cssPerBoardPx: 1, alternatives: [[], [below], []] });
    assert.deepEqual(moved[1], { x: 80, y: 110, w: 60, h: 16 }, "the second name goes below its dot, where it is free");
  });

  it("on every map, at a phone's whole-map zoom and at a desktop's, no two names drawn overlap and more show as the zoom grows", () => {
    for (const id of ["usa", "europe", "nordic", "switzerland", "india"] as const) {
      const map = mapById(id);
      const geo = boardGeometry(AREA, undefined, map);
      const spots = geo.cities.map((c, i) => above(c.x, c.y - 10, 8 * map.cities[i].name.length));
      const order = map.cities.map((_, i) => i);
      const shownAt = (css: number) => {
        const scales = spots.map(() => labelScale(14, css));
        const out = declutterLabels({ spots, scales, order, must: 0, area: AREA, cssPerBoardPx: css });
        const drawn = out.filter((b) => b !== null);
        drawn.forEach((a, i) => drawn.slice(i + 1).forEach((b) => assert.ok(!boxesOverlap(a, b), `${id} at ${css}: two names overlap`)));
        return drawn.length;
      };
      const phone = shownAt(0.3), desktop = shownAt(1), zoomed = shownAt(2.5);
      assert.ok(phone > 0 && phone <= desktop && desktop <= zoomed, `${id}: ${phone} names on a phone's whole map, ${desktop} at a desktop's fit, ${zoomed} zoomed in`);
    }
  });
});
