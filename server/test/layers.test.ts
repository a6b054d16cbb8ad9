// The layer rules of eslint.config.js (which folder may import which) cannot quietly disappear: the repository's own
// ESLint config lints one wrong-way import per rule, each beside a right-way one it must let through.
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** [file the import is written in, the import, the words of the rule's message it must break, or null when allowed]. */
const CASES: [file: string, code: string, broken: string | null][] = [
  // the rules and the wire contract import nothing of the programs built on them
  ["shared-rules/protocol/messages.ts", `import type { Difficulty } from "../../bots/src/strategy.js";`, "imports nothing of the programs"],
  ["shared-rules/src/scratch.ts", `import { createGameServer } from "../../server/src/createGameServer.js";`, "imports nothing of the programs"],
  ["shared-rules/src/scratch.ts", `export { USA_MAP } from "../../client/src/rules.js";`, "imports nothing of the programs"],
  ["shared-rules/protocol/scratch.ts", `import type { Difficulty } from "../src/index.js";`, null],
  // the bots know the rules alone
  ["bots/src/scratch.ts", `import { TtrState } from "../../server/src/schema/TtrState.js";`, "the bots know the rules"],
  ["bots/src/scratch.ts", `import { net } from "../../client/src/net/Net.js";`, "the bots know the rules"],
  ["bots/src/scratch.ts", `import { legalActions } from "../../shared-rules/src/index.js";`, null],
  // the server: no client, and Difficulty from the rules (it still runs the bots)
  ["server/src/room/messageSchemas.ts", `import { DIFFICULTIES } from "../../../bots/src/strategy.js";`, "Difficulty is a game setting"],
  ["server/src/room/scratch.ts", `import type { Difficulty } from "../../../bots/src/index.js";`, "Difficulty is a game setting"],
  ["server/src/room/scratch.ts", `import type { BotFactory } from "../../../bots/src/strategy.js";`, null],
  ["server/src/scratch.ts", `import { net } from "../../client/src/net/Net.js";`, "the server imports no client"],
  // the game core knows no Colyseus: the room reaches it through its RoomPort
  ["server/src/game/scratch.ts", `import { Room } from "@colyseus/core";`, "knows no Colyseus"],
  ["server/src/game/scratch.ts", `import { TtrRoom } from "../room/TtrRoom.js";`, "knows no Colyseus"],
  ["server/src/game/scratch.ts", `import { lobbyMetadata } from "../lobby/metadata.js";`, null],
  ["server/src/game/scratch.ts", `import { DIFFICULTIES } from "../../../bots/src/strategy.js";`, "Difficulty is a game setting"],
  // everyone outside shared-rules goes through its Facades
  ["server/src/scratch.ts", `import { PASSWORD_RULE } from "../../shared-rules/protocol/accounts.js";`, "their Facades"],
  ["client/src/rules.ts", `export { twinRouteBlock } from "../../shared-rules/src/state.js";`, "their Facades"],
  ["client/src/rules.ts", `export { twinRouteBlock } from "../../shared-rules/src/index.js";`, null],
  ["client/test/scratch.test.ts", `import { playerView } from "../../shared-rules/src/view.js";`, "their Facades"],
  ["client/test/scratch.test.ts", `import { createGameServer } from "../../server/src/createGameServer.js";`, null],
  // the client: over the wire only, into the rules through client/src/rules.ts
  ["client/src/scenes/scratch.ts", `import { USA_MAP } from "../../../shared-rules/src/index.js";`, "through client/src/rules.ts"],
  ["client/src/scenes/scratch.ts", `import { USA_MAP } from "../rules.js";`, null],
  ["client/src/scratch.ts", `import { TtrState } from "../../server/src/schema/TtrState.js";`, "over the wire only"],
  // the client's network layer knows no UI
  ["client/src/net/Net.ts", `import type { CreateGameChoice } from "../components/CreateGameModal.js";`, "knows no UI"],
  ["client/src/net/scratch.ts", `import { h } from "../ui/dom.js";`, "knows no UI"],
  ["client/src/net/scratch.ts", `import type { PlayerView } from "../rules.js";`, null],
];

describe("layer rules in eslint.config.js", () => {
  const eslint = new ESLint({ cwd: ROOT });

  // The first lint loads eslint.config.js, typescript-eslint and its parser: a one-off CPU cost that overran the first
  // case's 20 s on a busy machine with the test files side by side. It is paid here, so each case keeps its bound.
  before(async function () {
    this.timeout(180_000);
    await eslint.lintText("\n", { filePath: `${ROOT}shared-rules/src/scratch.ts` });
  });

  for (const [file, code, broken] of CASES) {
    it(`${file}: ${code}${broken ? " is refused" : " is allowed"}`, async () => {
      const [result] = await eslint.lintText(`${code}\n`, { filePath: `${ROOT}${file}` });
      const refusals = result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
      if (broken === null) assert.deepEqual(refusals, []);
      else assert.ok(refusals.some((m) => m.includes(broken)), `expected a refusal saying "${broken}", got ${JSON.stringify(refusals)}`);
    });
  }
});
