// What the three language-matrix files share inside their describe: the view checks of the running test, gathered
// and asserted together at its end (one view's problems hide no other's), and a count of the cells checked.
import assert from "node:assert/strict";
import type { Player } from "./browserKit.js";
import { CELLS_PER_VIEW, checkView, type MatrixView } from "./languageMatrix.js";

export interface MatrixRun {
  /** Checks a view (or the views of one screen, in turn in each cell) in all its cells; problems kept for assertClean. */
  check(who: Player, view: MatrixView | readonly MatrixView[]): Promise<void>;
  /** Fails the test with every problem its views found. */
  assertClean(): void;
}

/** Call inside a describe: the problems reset before each test, the cells are counted over the file. */
export function matrixRun(file: string): MatrixRun {
  let found: string[] = [];
  let cells = 0;
  beforeEach(() => (found = []));
  after(() => console.log(`      ${file}: ${cells} cells`));
  return {
    async check(who, shown) {
      const views = Array.isArray(shown) ? (shown as readonly MatrixView[]) : [shown as MatrixView];
      const name = views.map((v) => v.name).join(" + ");
      // A view that never settles (its game loop stopped by a page error) fails with the page's errors beside the wait's.
      const result = await checkView(who, views).catch((error: unknown) => {
        throw new Error(`${name}: ${String(error)}\npage errors: ${JSON.stringify(who.errors)}`);
      });
      cells += result.cells * views.length;
      assert.equal(result.cells, CELLS_PER_VIEW);
      if (result.problems.length > 0) found.push(`${name}: languages set by ${JSON.stringify(result.ways)}`, ...result.problems);
      // A page error (a language listener that threw) leaves views in the old words without stopping them: one each.
      found.push(...who.errors.splice(0).map((e) => `${name}: ${e}`));
    },
    assertClean: () => assert.deepEqual(found, [], "texts overlap, are clipped or left in English"),
  };
}
