// No English left in the client's code: every text a person reads is a message in client/src/i18n/locales. The lint
// rule (eslint.config.js BARE_TEXT_SELECTORS) sees a text only where it is handed to a UI call; a text built in one
// place and shown in another (a button's label, a card back drawn on a canvas, the tab's title, a net layer's words)
// slips past it. This test reads every string and template literal of client/src (the catalogs aside) through the
// TypeScript parser and fails on each one that reads as English prose: two words in a row, or a capitalised word.
// What is not a text is left out by where it stands (below, `notAText`), and the few identifiers that look like
// words are listed in ALLOWED with why.
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { DELETED_PLAYER_NAME, DESCRIPTIONS, LANGUAGES } from "../../shared-rules/protocol/index.js";
import { CATALOGS } from "../src/i18n/catalogs.js";
import { tIn } from "../src/i18n/i18n.js";
import { describedRefusalMessage, describedRefusalText } from "../src/i18n/ruleReasons.js";
import { playerName } from "../src/i18n/playerName.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SOURCE = join(ROOT, "client/src");
const LOCALES_DIR = join(SOURCE, "i18n/locales");

/** Literals that read as words but are names the code uses, never shown to a person as English. */
const ALLOWED: ReadonlyMap<string, string> = new Map([
  // Phaser scene keys (scene.start("Lobby")): the page's title for each scene is a message (ui/pageHead.ts)
  ...["Boot", "Login", "Lobby", "WaitingRoom", "Game", "GameOver", "Replay", "Ratings"].map((key): [string, string] => [key, "a Phaser scene key"]),
  ["Linear", "a Phaser tween's ease"],
  ["Notification", "the browser's Notification API, looked up by name"],
  ["Feature", "a GeoJSON feature's type (the land outlines under the boards)"],
  ["Bearer ${}", "the HTTP Authorization scheme"],
  ...["INPUT", "TEXTAREA", "SELECT"].map((tag): [string, string] => [tag, "an HTML tag name, as element.tagName gives it"]),
  ['"Trebuchet MS", "DejaVu Sans", "Liberation Sans", Arial, sans-serif', "the CSS font stack"],
  // the language switch names each language in itself, on purpose: a reader finds their own language in any
  ...["English", "Français", "Deutsch", "Español", "Polski"].map((name): [string, string] => [name, "a language's own name (endonym)"]),
  // the keyboard help's example: what one types for a route of the USA board, and the route's city names
  ["den oma", "typed input in the keyboard help's example"],
  ["Denver – Omaha", "two city names (city names stay as printed on the board)"],
]);

/** Calls whose string arguments are keys, selectors, event names or a developer's log, never a shown text. */
const NOT_TEXT_CALLS = new Set([
  "t", "tIn", "msg", "querySelector", "querySelectorAll", "closest", "getElementById", "createElement", "addEventListener",
  "removeEventListener", "matchMedia", "getItem", "setItem", "removeItem", "log", "warn", "debug", "info", "on", "once",
  "off", "emit", "send", "onMessage", "getAttribute", "setAttribute", "toggleAttribute", "contains", "add", "remove", "toggle",
  "matches", "normalize",
]);
/** Object properties whose values are styles or names, not texts. */
const NOT_TEXT_PROPERTIES = /^(class|className|id|key|type|method|font|fontFamily|fontStyle|style|cursor|role|timeZone)$/;

/**
 * Two words in a row ("your turn"), a word beside a value ("seat ${n}"), or a capitalised word of two letters or more
 * ("Cancel", "TICKET", "USA"). A template's values are "${}" here; a token glued to one ("${size}px") is no word.
 */
export function readsAsProse(text: string): boolean {
  const tokens = text.split(/\s+/).filter(Boolean);
  const word = /^\p{L}[\p{Ll}]*(['’]\p{Ll}+)?[,.:;!?…]*$/u;
  const value = (token: string) => token === "${}";
  for (let i = 0; i + 1 < tokens.length; i++) {
    const [a, b] = [tokens[i], tokens[i + 1]];
    if (word.test(a) && word.test(b) && `${a}${b}`.length > 3) return true;
    if ((word.test(a) && value(b)) || (value(a) && word.test(b))) return true;
  }
  return tokens.some((token) => /^\p{Lu}(\p{Ll}+|\p{Lu}+)[-,.:;!?…]*$/u.test(token));
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return "";
}

/** Where a literal stands tells that it is no text: a module name, a type, a key, a compared identifier, a log. */
function notAText(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent) || ts.isCaseClause(parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name === node) return true;
  if (ts.isPropertyAssignment(parent) && NOT_TEXT_PROPERTIES.test(parent.name.getText())) return true;
  // one of a conditional's values given to such a property (fontStyle: country ? "bold italic" : "bold")
  if (ts.isConditionalExpression(parent) && node !== parent.condition) {
    const holder = parent.parent;
    if (ts.isPropertyAssignment(holder) && NOT_TEXT_PROPERTIES.test(holder.name.getText())) return true;
  }
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if (ts.isBinaryExpression(parent)) {
    const op = parent.operatorToken.kind;
    if (op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsEqualsToken || op === ts.SyntaxKind.EqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsToken) return true;
  }
  if (ts.isCallExpression(parent) && NOT_TEXT_CALLS.has(calleeName(parent)) && parent.arguments[0] === node) return true;
  if (ts.isCallExpression(parent) && ts.isPropertyAccessExpression(parent.expression) && ts.isIdentifier(parent.expression.expression) && parent.expression.expression.text === "console") return true;
  // a thrown Error is a developer's message (the game cannot start): what reaches a person is worded where it is caught
  if (ts.isNewExpression(parent) && calleeName(parent) === "Error") return true;
  return false;
}

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join("${}");
  return null;
}

/** Each English-looking literal of a source text, as "file:line: text". */
export function englishLiterals(file: string, source: string): string[] {
  const found: string[] = [];
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    if (text !== null && !ALLOWED.has(text.trim()) && readsAsProse(text) && !notAText(node)) {
      found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${JSON.stringify(text)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === LOCALES_DIR ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

describe("no English left in client/src", () => {
  it("has no string or template literal that reads as English outside the catalogs", function () {
    this.timeout(120_000); // parses every client file: seconds on a loaded machine
    const found = sourceFiles(SOURCE).flatMap((path) => englishLiterals(relative(ROOT, path), readFileSync(path, "utf8")));
    assert.deepEqual(found, []);
  });

  it("finds the ways English hides: a button's label, a canvas text, a title prefix, a net layer's words", () => {
    const code = [
      `new Button(scene, 0, 0, "Cancel", style, close);`,
      `frames.push(["card-back", backTexture("TICKET\\nTO RIDE\\ntrains")]);`,
      `const MARK = "▶ Your turn — ";`,
      "const name = `seat ${seat}`;",
      `return { reason: "could not reach the server" };`,
    ].join("\n");
    assert.equal(englishLiterals("example.ts", code).length, 5, englishLiterals("example.ts", code).join("\n"));
  });

  it("lets keys, names, selectors, compared identifiers, types and logs through", () => {
    const code = [
      `import { t } from "../i18n/i18n.js";`,
      `type Scene = "WaitingRoom" | "Game Over";`,
      `el.textContent = t("lobby.create");`,
      `h("div", { class: "ttr-btn small secondary", id: "open-ratings" });`,
      `if (event.key === "Page Down") return;`,
      `const OFFSETS = { "San Francisco": LEFT };`,
      `console.warn("could not save the language", e);`,
      `throw new Error("2D canvas unavailable");`,
      `scene.scene.start("Lobby");`,
      `ctx.font = "bold 13px sans-serif";`,
    ].join("\n");
    assert.deepEqual(englishLiterals("example.ts", code), []);
  });
});

describe("the server's English said in the reader's language", () => {
  it("has a message for every reply code the rules, the server and the client can answer", () => {
    const codes = Object.keys(DESCRIPTIONS).filter((code) => code !== "ok");
    for (const language of LANGUAGES) assert.deepEqual(codes.filter((code) => !(`reply.${code}` in CATALOGS[language])), [], language);
  });

  it("words a refusal that came as a description alone (a refused join) from its code, and keeps an unknown one", () => {
    assert.equal(describedRefusalText(DESCRIPTIONS.gameFull), "Game is full");
    assert.equal(describedRefusalText(`${DESCRIPTIONS.invalidInput}: unknown or malformed game options`), "Invalid input");
    assert.equal(describedRefusalText("something new"), "Something new");
  });

  it("words the refusals of a stored game already open and of a reconnection too late from their codes in every language", () => {
    // the server's wire texts (server/src/room/TtrRoom.ts, colyseusInternals/reconnection.ts): a code's description, details after ": "
    for (const [text, key] of [[`${DESCRIPTIONS.gameAlreadyOpen}: Xa9kq2`, "reply.gameAlreadyOpen"], [DESCRIPTIONS.reconnectionClosed, "reply.reconnectionClosed"]] as const) {
      assert.deepEqual(describedRefusalMessage(text), { key }, text);
      const said = LANGUAGES.map((language) => tIn(language, key));
      assert.equal(new Set(said).size, LANGUAGES.length, `${key} is said in each language in its own words`);
    }
  });

  it("names a bot from its number and difficulty (Bot 2 (trudny)), and a person as they typed their name", () => {
    const bot = playerName("Bot 2 (hard)");
    assert.ok(typeof bot === "object");
    assert.deepEqual(LANGUAGES.map((language) => tIn(language, bot.key, bot.values)), ["Bot 2 (hard)", "Bot 2 (difficile)", "Bot 2 (schwer)", "Bot 2 (difícil)", "Bot 2 (trudny)"]);
    assert.equal(playerName("Bot_2"), "Bot_2");
    assert.equal(playerName("alice"), "alice");
  });

  it("names a deleted account's seat in each language, never the marker the server sends", () => {
    const deleted = playerName(DELETED_PLAYER_NAME);
    assert.ok(typeof deleted === "object");
    assert.deepEqual(LANGUAGES.map((language) => tIn(language, deleted.key, deleted.values)), ["Deleted player", "Joueur supprimé", "Gelöschter Spieler", "Jugador eliminado", "Usunięty gracz"]);
  });
});
