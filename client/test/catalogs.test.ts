// The five catalogs stay in step with English: the same keys, the same {{values}} in each message, and for each plural
// message exactly the forms the language's Intl plural rules name (Polish: one, few, many, other). Each check is also
// shown to catch a broken catalog. Plus the words the catalogs give: plurals, ordinals, the browser's language, and a
// server refusal said in the reader's language.
import assert from "node:assert/strict";
import { LANGUAGES, type Language } from "../../shared-rules/protocol/index.js";
import { CATALOGS, type Catalog } from "../src/i18n/catalogs.js";
import { tIn } from "../src/i18n/i18n.js";
import { preferredLanguage } from "../src/i18n/languageChoice.js";
import { reasonMessage } from "../src/i18n/serverReasons.js";

const CATEGORIES = ["zero", "one", "two", "few", "many", "other"];
const PLURAL = new RegExp(`^(.+?)_(ordinal_)?(${CATEGORIES.join("|")})$`);

type Kind = "text" | "plural" | "ordinal";
interface Entry {
  kind: Kind;
  /** form (plural category, or "" for a plain text) → message */
  forms: Map<string, string>;
}

function entries(catalog: Catalog): Map<string, Entry> {
  const found = new Map<string, Entry>();
  for (const [key, text] of Object.entries(catalog)) {
    const plural = PLURAL.exec(key);
    const base = plural ? plural[1] : key;
    const kind: Kind = plural ? (plural[2] ? "ordinal" : "plural") : "text";
    const entry = found.get(base) ?? { kind, forms: new Map() };
    if (entry.kind !== kind) entry.kind = "text"; // mixed forms: reported as a kind mismatch below
    entry.forms.set(plural ? plural[3] : "", text);
    found.set(base, entry);
  }
  return found;
}

/** The names of a message's {{values}} (a format such as "{{rating, number}}" is the language's business). */
function valueNames(text: string): string {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]))].sort().join(", ");
}

/** What is wrong with `catalog` (in `language`) against English; empty when it is in step. */
function catalogProblems(language: Language, catalog: Catalog, english: Catalog): string[] {
  const problems: string[] = [];
  const mine = entries(catalog);
  const theirs = entries(english);
  for (const base of theirs.keys()) if (!mine.has(base)) problems.push(`${language} lacks ${base}`);
  for (const base of mine.keys()) if (!theirs.has(base)) problems.push(`${language} has ${base}, which English lacks`);
  for (const [base, entry] of mine) {
    const en = theirs.get(base);
    if (!en) continue;
    if (entry.kind !== en.kind) {
      problems.push(`${language} ${base} is a ${entry.kind}, English's a ${en.kind}`);
      continue;
    }
    if (entry.kind !== "text") {
      const rules = new Intl.PluralRules(language, { type: entry.kind === "ordinal" ? "ordinal" : "cardinal" });
      const wanted = [...rules.resolvedOptions().pluralCategories].sort().join(", ");
      const has = [...entry.forms.keys()].sort().join(", ");
      if (has !== wanted) problems.push(`${language} ${base} has the forms ${has}, its plural rules name ${wanted}`);
    }
    const names = valueNames([...en.forms.values()].join(" "));
    for (const [form, text] of entry.forms) {
      if (!text.trim()) problems.push(`${language} ${base}${form ? `_${form}` : ""} is empty`);
      if (valueNames(text) !== names) problems.push(`${language} ${base}${form ? `_${form}` : ""} has the values {${valueNames(text)}}, English {${names}}`);
    }
  }
  return problems;
}

describe("catalogs", () => {
  for (const language of LANGUAGES) {
    it(`${language}: the keys, values and plural forms of English${language === "en" ? " (and its own plural rules)" : ""}`, () => {
      assert.deepEqual(catalogProblems(language, CATALOGS[language], CATALOGS.en), []);
    });
  }

  it("catches a missing key, an extra key, a changed value and a wrong set of plural forms", () => {
    const { "lobby.create": _dropped, ...lacking } = CATALOGS.pl;
    assert.deepEqual(catalogProblems("pl", lacking, CATALOGS.en), ["pl lacks lobby.create"]);
    assert.deepEqual(catalogProblems("pl", { ...CATALOGS.pl, "lobby.extra": "x" }, CATALOGS.en), ["pl has lobby.extra, which English lacks"]);
    assert.deepEqual(catalogProblems("de", { ...CATALOGS.de, "lobby.signedIn": "Angemeldet als {{user}}" }, CATALOGS.en), [
      "de lobby.signedIn has the values {user}, English {name}",
    ]);
    const { trains_few: _few, ...twoForms } = CATALOGS.pl;
    assert.deepEqual(catalogProblems("pl", twoForms, CATALOGS.en), ["pl trains has the forms many, one, other, its plural rules name few, many, one, other"]);
    assert.deepEqual(catalogProblems("fr", { ...CATALOGS.fr, "lobby.create": "" }, CATALOGS.en), ["fr lobby.create is empty"]);
  });

  it("says plurals by each language's rules: 1 wagon, 2 wagony, 5 wagonów, 22 wagony", () => {
    assert.deepEqual([1, 2, 5, 22, 25].map((count) => tIn("pl", "trains", { count })), ["1 wagon", "2 wagony", "5 wagonów", "22 wagony", "25 wagonów"]);
    assert.deepEqual([0, 1, 2].map((count) => tIn("fr", "trains", { count })), ["0 wagon", "1 wagon", "2 wagons"]);
    assert.deepEqual([1, 2].map((count) => tIn("en", "trains", { count })), ["1 train", "2 trains"]);
  });

  it("says places as ordinals: 1st 2nd 3rd 11th 22nd, 1er 2e, 1. 2.", () => {
    const places = (language: Language, list: number[]) => list.map((count) => tIn(language, "place", { count, ordinal: true }));
    assert.deepEqual(places("en", [1, 2, 3, 11, 22]), ["1st", "2nd", "3rd", "11th", "22nd"]);
    assert.deepEqual(places("fr", [1, 2]), ["1er", "2e"]);
    assert.deepEqual(places("de", [1, 2]), ["1.", "2."]);
  });

  it("writes numbers the language's way (1,234 / 1.234 / 1 234 games), and a rating as chess sites do (1500, never 1,500)", () => {
    const range = { first: 1, last: 20, total: 1234 };
    assert.equal(tIn("en", "lobby.range", range), "Games 1–20 of 1,234");
    assert.equal(tIn("de", "lobby.range", range), "Spiele 1–20 von 1.234");
    assert.equal(tIn("fr", "lobby.range", range), "Parties 1–20 sur 1\u202f234");
    assert.equal(tIn("de", "rating.value", { rating: 1500, rd: 50 }), "1500 ±50");
  });

  it("takes the first of the browser's languages it has, else English", () => {
    assert.equal(preferredLanguage(["de-DE", "en-US"]), "de");
    assert.equal(preferredLanguage(["pt-BR", "PL"]), "pl");
    assert.equal(preferredLanguage(["zh-CN"]), "en");
    assert.equal(preferredLanguage([]), "en");
  });

  it("says a server refusal in the reader's language, its numbers kept; an unknown one as the server wrote it", () => {
    const short = reasonMessage("password must be at least 8 characters long");
    assert.ok(typeof short === "object");
    assert.equal(tIn("de", short.key, short.values), "Das Passwort muss mindestens 8 Zeichen lang sein");
    const lookups = reasonMessage("too many lookups of games that do not exist from here: try again in 2 minutes");
    assert.ok(typeof lookups === "object");
    assert.equal(tIn("pl", lookups.key, lookups.values), "Zbyt wiele wyszukiwań nieistniejących gier z tego adresu: spróbuj ponownie za 2 minuty.");
    assert.equal(reasonMessage("something new went wrong"), "Something new went wrong");
  });
});
