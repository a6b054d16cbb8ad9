// The lint rule that keeps English out of the translated files (eslint.config.js BARE_TEXT_SELECTORS) cannot quietly
// stop working: the repository's own ESLint config lints each way of giving a UI a bare text, in a translated file,
// beside the message-based ways it must let through.
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const TRANSLATED_FILE = "client/src/ui/loginForm.ts";

/** [code, how many bare texts the rule must find in it]. */
const CASES: [code: string, bare: number][] = [
  [`el.textContent = "Hello";`, 1],
  [`el.innerText = "Hello";`, 1],
  ["el.title = `Hello ${name}`;", 1],
  [`input.placeholder = "Search";`, 1],
  [`h("div", { text: "Hello" });`, 1],
  [`h("input", { placeholder: "Search", "aria-label": "Search", title: "Search" });`, 3],
  [`h("label", {}, box, "Private game");`, 1],
  [`showStatus("Connection lost", "error", 4000);`, 1],
  ["setLoading(`Loading ${what}`, 0.5);", 1],
  [`setFieldError(field, "Enter a name.");`, 1],
  [`el.setAttribute("aria-label", "Close");`, 1],
  [`this.add.text(0, 0, "Your turn", { fontSize: "16px" });`, 1],
  // what the rule lets through: messages, names, empty texts, and strings that are not texts
  [`el.textContent = "";`, 0],
  [`setText(el, "");`, 0],
  [`h("div", { class: "ttr-row", id: "x", text: msg("lobby.create"), title: msg("lobby.dailyTitle") });`, 0],
  [`h("span", { text: net.username });`, 0],
  [`showStatus(msg("lobby.back"), "info", 2000);`, 0],
  [`el.setAttribute("role", "dialog");`, 0],
  [`this.add.text(0, 0, say(subtitle), { color: "#fff" });`, 0],
];

describe("the bare-text lint rule in eslint.config.js", () => {
  const eslint = new ESLint({ cwd: ROOT });

  for (const [code, bare] of CASES) {
    it(`${code} ${bare ? `has ${bare} bare text${bare > 1 ? "s" : ""}` : "is allowed"}`, async () => {
      const [result] = await eslint.lintText(`${code}\n`, { filePath: `${ROOT}${TRANSLATED_FILE}` });
      assert.equal(result.messages.filter((m) => m.ruleId === "no-restricted-syntax").length, bare, JSON.stringify(result.messages));
    });
  }

  it("guards every client file, a new one too, and leaves the server's alone", async () => {
    const [client] = await eslint.lintText(`el.textContent = "Hello";\n`, { filePath: `${ROOT}client/src/scenes/NewScene.ts` });
    assert.equal(client.messages.filter((m) => m.ruleId === "no-restricted-syntax").length, 1);
    const [server] = await eslint.lintText(`el.textContent = "Hello";\n`, { filePath: `${ROOT}server/src/NotAClientFile.ts` });
    assert.deepEqual(server.messages.filter((m) => m.ruleId === "no-restricted-syntax"), []);
  });
});
