// The modals' texts built from pieces are one message each in every language: the phone's ways to pay are one list
// joined by the language's "or" (Intl.ListFormat) with the rest counted in the language's plural, and a ticket's
// points, a tunnel's owed cards and a route's facts take each language's plural forms (Polish one/few/many).
import assert from "node:assert/strict";
import fs from "node:fs";
import { tIn } from "../src/i18n/i18n.js";
// every catalog known to i18n at once (the client fetches a language's catalog when it is chosen)
import "../src/i18n/catalogs.js";
import { payWithText } from "../src/components/payTargets.js";

const WAYS = ["1 × Yellow", "1 × Pink", "1 × Red", "1 × Locomotive", "1 × Blue"];

describe("client: the modals' messages in five languages", () => {
  it("ways to pay: the first three spelt out, the rest counted, one list with the language's 'or'", () => {
    assert.equal(payWithText(WAYS, 3, "en"), "Pay with 1 × Yellow, 1 × Pink, or 1 × Red (or 2 more ways).");
    assert.equal(payWithText(WAYS.slice(0, 2), 3, "en"), "Pay with 1 × Yellow or 1 × Pink.");
    assert.equal(payWithText(WAYS.slice(0, 4), 3, "en"), "Pay with 1 × Yellow, 1 × Pink, or 1 × Red (or 1 more way).");
    assert.equal(payWithText(WAYS, 3, "fr"), "Payer avec 1 × Yellow, 1 × Pink ou 1 × Red (ou 2 autres façons).");
    assert.equal(payWithText(WAYS, 3, "de"), "Bezahlen mit 1 × Yellow, 1 × Pink oder 1 × Red (oder 2 weitere Möglichkeiten).");
    assert.equal(payWithText(WAYS, 3, "es"), "Paga con 1 × Yellow, 1 × Pink o 1 × Red (o 2 formas más).");
    assert.equal(payWithText(WAYS, 3, "pl"), "Zapłać: 1 × Yellow, 1 × Pink lub 1 × Red (lub 2 inne sposoby).");
    assert.equal(payWithText([...WAYS, ...WAYS, "x"], 3, "pl"), "Zapłać: 1 × Yellow, 1 × Pink lub 1 × Red (lub 8 innych sposobów).");
  });

  it("plural words of the modals: ticket points, owed tunnel cards, a route's cars, tickets kept", () => {
    assert.deepEqual([1, 2, 5, 22].map((count) => tIn("pl", "tickets.pointsUnit", { count })), ["punkt", "punkty", "punktów", "punkty"]);
    assert.equal(tIn("pl", "tunnel.owedColour", { count: 2, card: { key: "card.red" } }), "Do dopłaty 2 karty: Czerwony lub lokomotywy.");
    assert.equal(tIn("de", "pay.facts", { kind: { key: "pay.colouredTunnel", values: { color: { key: "card.purple" } } }, cars: { key: "pay.cars", values: { count: 1 } }, points: { key: "pay.points", values: { count: 1 } } }),
      "Tunnel (Rosa) · 1 Wagen · 1 Punkt");
    assert.equal(tIn("fr", "tickets.keep", { count: 1 }), "Garder 1 billet");
    assert.equal(tIn("en", "tickets.keep", { count: 3 }), "Keep 3 tickets");
  });
  it("a count takes its noun's plural: the phone's top bar says 1 point and 1 train, not '1 pts'", () => {
    const mine = (language: "en" | "fr" | "de" | "es" | "pl", points: number, trains: number) =>
      tIn(language, "game.mine", { points: { key: "route.points", values: { count: points } }, trains: { key: "trains", values: { count: trains } } });
    assert.equal(mine("en", 1, 1), "You: 1 point · 1 train");
    assert.equal(mine("en", 12, 45), "You: 12 points · 45 trains");
    assert.equal(mine("fr", 1, 2), "Vous : 1 point · 2 wagons");
    assert.equal(mine("de", 1, 2), "Du: 1 Punkt · 2 Wagen");
    assert.equal(mine("es", 1, 2), "Tú: 1 punto · 2 vagones");
    assert.equal(mine("pl", 2, 5), "Ty: 2 punkty · 5 wagonów");
  });

  it("one word and one spelling for a player's colour in the create form, its error and the payment", () => {
    const WORD = { en: "colour", fr: "couleur", de: "Farbe", es: "color", pl: "kolor" } as const;
    for (const [language, word] of Object.entries(WORD) as [keyof typeof WORD, string][]) {
      for (const key of ["create.pickColor", "create.needColor", "code.pickColor", "pay.pickColour"] as const) {
        const text = tIn(language, key);
        assert.ok(text.toLowerCase().includes(word.toLowerCase()), `${language} ${key}: "${text}" says ${word}`);
        if (language === "en") assert.ok(!/\bcolor/i.test(text), `en ${key}: "${text}" spells colour one way`);
      }
    }
  });

  it("the page's title names the game, not one of its maps", () => {
    for (const language of ["en", "fr", "de", "es", "pl"] as const) {
      for (const key of ["app.title", "app.subtitle"] as const) assert.doesNotMatch(tIn(language, key), /USA|EE\. UU\./, `${language} ${key}`);
    }
    // the page's own title, shown (and bookmarked) before a language is loaded
    const page = fs.readFileSync(new URL("../index.html", import.meta.url), "utf8");
    assert.equal(page.match(/<title>([^<]*)<\/title>/)?.[1], tIn("en", "app.title"));
  });
});
