// Flat config: typescript-eslint's recommended rules over every TypeScript folder, and the layers (who imports whom).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

// Layers: which folder may import which (no-restricted-imports on the import text). Every import across folders is
// relative, so a top folder is known by its name right after the "../"s that climb to it. Rule options do not merge
// across config blocks, so each folder gets exactly one block listing all of its limits (server/test/layers.test.ts
// lints a wrong-way import for each of them).
const climbTo = (...folders) => `^(\\.\\./)+(${folders.join("|")})/`;
const forbid = (regex, message, extra = {}) => ({ regex, caseSensitive: true, message, ...extra });
const FACADES = forbid(
  "shared-rules/(src|protocol)/(?!index\\.js$)",
  "import the rules through shared-rules/src/index.js and the wire contract through shared-rules/protocol/index.js, their Facades",
);
const RULES_KNOW_NO_PROGRAM = forbid(
  climbTo("server", "client", "bots", "bench", "loadtest", "scripts"),
  "shared-rules (the rules and the wire contract) imports nothing of the programs built on it",
);
const BOTS_PLAY_THE_RULES = forbid(climbTo("server", "client", "bench", "loadtest", "scripts"), "the bots know the rules and the wire contract only");
const SERVER_WITHOUT_CLIENT = forbid(climbTo("client", "bench", "loadtest", "scripts"), "the server imports no client, bench, load test or script");
const DIFFICULTY_FROM_THE_RULES = forbid("(^|/)bots/", "Difficulty is a game setting: import it from shared-rules/src/index.js", {
  importNames: ["Difficulty", "DIFFICULTIES"],
});
const CLIENT_WITHOUT_SERVER = forbid(climbTo("server", "bots", "bench", "loadtest", "scripts"), "the client talks to the server over the wire only");
const CLIENT_RULES_DOOR = forbid("shared-rules/src/", "the client reaches the rules through client/src/rules.ts, its one door into them");
const NET_WITHOUT_UI = forbid(
  climbTo("components", "scenes", "ui", "map", "input", "replay"),
  "client/src/net is the network layer: it knows no UI (a type it needs belongs in the protocol or in net/)",
);
const GAME_CORE_WITHOUT_COLYSEUS = forbid(
  "^@colyseus/|^\\.\\./(room|colyseusInternals|http|schema)/",
  "server/src/game is the game core: it knows no Colyseus (the room reaches it through its RoomPort)",
);
const layer = (files, patterns, ignores = []) => ({ files, ignores, rules: { "no-restricted-imports": ["error", { patterns }] } });

// Every text a person reads is a message (client/src/i18n): a bare string literal given to a UI text is English that
// no catalog translates. The selectors catch DOM text and attributes (textContent, innerText, title, placeholder,
// aria-label; `h`'s text/title/placeholder/aria-label and its text children), the helpers that show a text
// (showStatus, setFieldError, setLoading, setText, drawBackdrop) and Phaser's add.text. An empty string (clearing a
// text) is allowed. Every client file is guarded (each was converted in turn for issue 40's languages), a new one too.
const UI_TEXT = "(textContent|innerText|title|placeholder)";
const ATTRIBUTE_TEXT = "(text|title|placeholder|aria-label)";
/** The helpers whose first argument is the text, and those whose second is (after the element, field or scene). */
const TEXT_FIRST = "(showStatus|setLoading)";
const TEXT_SECOND = "(setFieldError|setText|drawBackdrop)";
const BARE_TEXT_MESSAGE = "a text a person reads is a message: t()/msg() with a key in client/src/i18n/locales, not a string literal";
const bareText = (selector) => ({ selector, message: BARE_TEXT_MESSAGE });
export const BARE_TEXT_SELECTORS = [
  bareText(`AssignmentExpression[left.property.name=/^${UI_TEXT}$/] > Literal.right[value=/\\S/]`),
  bareText(`AssignmentExpression[left.property.name=/^${UI_TEXT}$/] > TemplateLiteral.right`),
  bareText(`Property[key.name=/^${ATTRIBUTE_TEXT}$/] > Literal.value[value=/\\S/]`),
  bareText(`Property[key.value=/^${ATTRIBUTE_TEXT}$/] > Literal.value[value=/\\S/]`),
  bareText(`Property[key.name=/^${ATTRIBUTE_TEXT}$/] > TemplateLiteral.value`),
  bareText(`Property[key.value=/^${ATTRIBUTE_TEXT}$/] > TemplateLiteral.value`),
  bareText(`CallExpression[callee.name="h"] > Literal.arguments[value=/\\S/]:not(:first-child)`),
  bareText(`CallExpression[callee.name="h"] > TemplateLiteral.arguments`),
  bareText(`CallExpression[callee.name=/^${TEXT_FIRST}$/] > Literal.arguments[value=/\\S/]:first-child`),
  bareText(`CallExpression[callee.name=/^${TEXT_FIRST}$/] > TemplateLiteral.arguments:first-child`),
  bareText(`CallExpression[callee.name=/^${TEXT_SECOND}$/] > Literal.arguments[value=/\\S/]:nth-child(2)`),
  bareText(`CallExpression[callee.name=/^${TEXT_SECOND}$/] > TemplateLiteral.arguments:nth-child(2)`),
  bareText(`CallExpression[callee.property.name="setAttribute"][arguments.0.value=/^(title|placeholder|aria-label)$/] > Literal.arguments[value=/\\S/]:nth-child(2)`),
  bareText(`CallExpression[callee.property.name="text"][callee.object.property.name="add"] > Literal.arguments[value=/\\S/]`),
  bareText(`CallExpression[callee.property.name="text"][callee.object.property.name="add"] > TemplateLiteral.arguments`),
];
/** The client files whose every text is a message: all of them (client/test/noEnglishLeft.test.ts finds the texts
 * that are built in one place and shown in another, which these selectors cannot see). */
export const TRANSLATED_FILES = ["client/src/**/*.ts"];

export default tseslint.config(
  { ignores: ["node_modules/**", "public/**", "data/**", "**/dist/**", "test-artifacts/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "warn",
    },
  },
  layer(["shared-rules/**"], [RULES_KNOW_NO_PROGRAM]),
  layer(["bots/src/**"], [BOTS_PLAY_THE_RULES, FACADES]),
  layer(["server/src/game/**"], [SERVER_WITHOUT_CLIENT, DIFFICULTY_FROM_THE_RULES, FACADES, GAME_CORE_WITHOUT_COLYSEUS]),
  layer(["server/src/**"], [SERVER_WITHOUT_CLIENT, DIFFICULTY_FROM_THE_RULES, FACADES], ["server/src/game/**"]),
  layer(["client/src/rules.ts"], [CLIENT_WITHOUT_SERVER, FACADES]),
  layer(["client/src/net/**"], [CLIENT_WITHOUT_SERVER, NET_WITHOUT_UI, CLIENT_RULES_DOOR, FACADES]),
  layer(["client/src/**"], [CLIENT_WITHOUT_SERVER, CLIENT_RULES_DOOR, FACADES], ["client/src/rules.ts", "client/src/net/**"]),
  layer(["bots/test/**", "server/test/**", "client/test/**", "test-kit/**", "bench/**", "loadtest/**", "scripts/**"], [FACADES]),
  { files: TRANSLATED_FILES, rules: { "no-restricted-syntax": ["error", ...BARE_TEXT_SELECTORS] } },
);
