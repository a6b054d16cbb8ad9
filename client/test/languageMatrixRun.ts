// What the three language-matrix files share inside their describe: the view checks of the running test, gathered
// and asserted together at its end (one view's problems hide no other's), and a count of the cells checked.
import assert from "node:assert/strict";
import type { Player } from "./browserKit.js";
import { CELLS_PER_VIEW, checkView, type MatrixView } from "./languageMatrix.js";

export interface MatrixRun {
  /** Checks a view in all its cells; its problems are kept for assertClean. */
  check(who: Player, view: MatrixView): Promise<void>;
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
    async check(who, view) {
      // A view that never settles (its game loop stopped by a page error) fails with the page's errors beside the wait's.
      const result = await checkView(who, view).catch((error: unknown) => {
        throw new Error(`${view.name}: ${String(error)}\npage errors: ${JSON.stringify(who.errors)}`);
      });
      cells += result.cells;
      assert.equal(result.cells, CELLS_PER_VIEW);
      if (result.problems.length > 0) found.push(`${view.name}: languages set by ${JSON.stringify(result.ways)}`, ...result.problems);
      // A page error (a language listener that threw) leaves views in the old words without stopping them: one each.
      found.push(...who.errors.splice(0).map((e) => `${view.name}: ${e}`));
    },
    assertClean: () => assert.deepEqual(found, [], "texts overlap, are clipped or left in English"),
  };
}
