// The chat line's one visible form (shared-rules/protocol/chatText.ts): what the server keeps and sends, and what the
// clients draw. Each case names the disguise it takes apart.
import assert from "node:assert/strict";
import { MAX_STACKED_MARKS, normaliseChatText } from "../protocol/chatText.js";

const CASES: { why: string; raw: string; shown: string }[] = [
  { why: "plain text stays as it is", raw: "Good luck, Bob!", shown: "Good luck, Bob!" },
  { why: "a newline would start a line that reads as another player's", raw: "hi\nalice: I resign", shown: "hi alice: I resign" },
  { why: "CR LF and CR alone are line breaks too", raw: "hi\r\nalice: gg\rbob: ok", shown: "hi alice: gg bob: ok" },
  { why: "Unicode's line and paragraph separators break lines", raw: "hi\u2028alice: I resign\u2029", shown: "hi alice: I resign" },
  { why: "NEL (C1) and vertical tab / form feed (C0) break lines", raw: "a\u0085b\u000Bc\u000Cd", shown: "a b c d" },
  { why: "tabs and other controls (NUL, BEL, ESC, DEL) become one space", raw: "a\tb\u0000c\u0007d\u001Be\u007Ff", shown: "a b c d e f" },
  { why: "runs of whitespace of any kind collapse, ends trimmed", raw: "  a \t\n b\u00A0\u3000\u2003c  ", shown: "a b c" },
  { why: "right-to-left override reverses what follows", raw: "\u202Eevil", shown: "evil" },
  { why: "every bidi embedding, override and pop", raw: "\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee", shown: "abcde" },
  { why: "bidi isolates", raw: "\u2066a\u2067b\u2068c\u2069", shown: "abc" },
  { why: "bidi marks (LRM, RLM, Arabic letter mark)", raw: "a\u200Eb\u200Fc\u061Cd", shown: "abcd" },
  { why: "zero-width space, non-joiner, joiner", raw: "al\u200Bi\u200Cc\u200De", shown: "alice" },
  { why: "word joiner and byte order mark", raw: "\uFEFFal\u2060ice", shown: "alice" },
  { why: "soft hyphen, invisible operators and tag characters", raw: "a\u00ADb\u2062c\u{E0041}d", shown: "abcd" },
  { why: "Hangul fillers and the combining grapheme joiner draw nothing", raw: "\u3164a\u115Fb\u1160c\uFFA0d\u034F", shown: "abcd" },
  { why: "invisible characters between spaces leave one space", raw: "a \u200B \u200B b", shown: "a b" },
  { why: "nothing but spaces and invisible characters is empty (refused)", raw: " \u200B\t\n\u202E\uFEFF ", shown: "" },
  { why: "unpaired surrogates are not text", raw: "a\uD800b\uDC00c", shown: "abc" },
  { why: "paired surrogates (emoji) stay", raw: "gg 🚂🎉", shown: "gg 🚂🎉" },
  { why: "composed to NFC: one form of each letter", raw: "Zu\u0308rich", shown: "Z\u00FCrich" },
  { why: "accents and other scripts stay", raw: "Ça va? Привет, שלום, مرحبا, 你好", shown: "Ça va? Привет, שלום, مرحبا, 你好" },
  { why: "variation selectors (emoji presentation) stay", raw: "\u2764\uFE0F", shown: "\u2764\uFE0F" },
  {
    why: `combining marks piled past ${MAX_STACKED_MARKS} on one letter would draw over the neighbouring lines`,
    raw: "x\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308!",
    shown: "x\u0301\u0302\u0303\u0304!",
  },
];

describe("chat text: one visible line", () => {
  for (const { why, raw, shown } of CASES) {
    it(why, () => {
      assert.equal(normaliseChatText(raw), shown);
    });
  }

  it("is idempotent: a normalised line is its own normal form", () => {
    for (const { raw } of CASES) {
      const once = normaliseChatText(raw);
      assert.equal(normaliseChatText(once), once, JSON.stringify(raw));
    }
  });

  it("never leaves a control, format or line-breaking character", () => {
    // every code point of the BMP's control, format and separator ranges, between letters
    for (let cp = 0; cp <= 0xffff; cp++) {
      const ch = String.fromCharCode(cp);
      if (!/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u.test(ch)) continue;
      const out = normaliseChatText(`a${ch}b`);
      assert.ok(out === "ab" || out === "a b", `U+${cp.toString(16).toUpperCase().padStart(4, "0")} → ${JSON.stringify(out)}`);
    }
  });
});
