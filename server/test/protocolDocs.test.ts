// docs/PROTOCOL.md's message tables cannot drift from the wire contract: they list exactly the messages and
// notifications of shared-rules/protocol/messages.ts, and every field of each payload and success reply.
import assert from "node:assert/strict";
import fs from "node:fs";
import { MESSAGES, MESSAGE_TYPES, NOTIFICATIONS } from "../../shared-rules/protocol/index.js";

/** Rows of the markdown table whose header starts with `| first |`: name → the other cells. */
function tableRows(markdown: string, first: string): Map<string, string[]> {
  const lines = markdown.split("\n");
  const start = lines.findIndex((l) => l.startsWith(`| ${first} |`));
  assert.ok(start >= 0, `a table headed "${first}" in docs/PROTOCOL.md`);
  const rows = new Map<string, string[]>();
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    const [name, ...cells] = line.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim());
    rows.set(name.replace(/`/g, ""), cells);
  }
  return rows;
}

const names = (fields: object) => Object.keys(fields);

describe("docs/PROTOCOL.md documents the wire contract", () => {
  const readme = fs.readFileSync(new URL("../../docs/PROTOCOL.md", import.meta.url), "utf8");

  it("lists every message, with each payload field and each success-reply field", () => {
    const rows = tableRows(readme, "Message");
    assert.deepEqual([...rows.keys()].sort(), [...MESSAGE_TYPES].sort());
    for (const type of MESSAGE_TYPES) {
      const [payload, replyCell] = rows.get(type) ?? [];
      for (const field of names(MESSAGES[type].payload)) assert.ok(payload.includes(field), `${type}: payload field ${field}`);
      for (const field of names(MESSAGES[type].reply)) assert.ok(replyCell.includes(field), `${type}: reply field ${field}`);
    }
  });

  it("lists every notification with its fields", () => {
    const rows = tableRows(readme, "Notification");
    assert.deepEqual([...rows.keys()].sort(), Object.keys(NOTIFICATIONS).sort());
    for (const [type, fields] of Object.entries(NOTIFICATIONS)) {
      for (const field of names(fields)) assert.ok(rows.get(type)?.[0].includes(field), `${type}: field ${field}`);
    }
  });
});
