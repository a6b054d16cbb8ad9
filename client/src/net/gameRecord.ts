// A finished game's record: fetched from GET /api/games/:id/record, saved as a JSON file,
// or read from a JSON file the user picks. Answers are values, never thrown.
import { parseGameRecord, type GameRecordFile } from "../rules.js";
import { msg, type Message } from "../i18n/i18n.js";

/** A refusal is the client's own message, or the rules' words on what is wrong with a file (shown as they are). */
export type RecordResult = { ok: true; record: GameRecordFile } | { ok: false; reason: Message | string };

export async function fetchGameRecord(gameId: string): Promise<RecordResult> {
  try {
    const res = await fetch(`/api/games/${encodeURIComponent(gameId)}/record`);
    if (res.status === 404) return { ok: false, reason: msg("record.notFound") };
    if (!res.ok) return { ok: false, reason: msg("reason.serverAnswered", { status: res.status, statusText: res.statusText }) };
    return parseGameRecord(await res.json());
  } catch {
    return { ok: false, reason: msg("reason.unreachable") };
  }
}

function fileName(record: GameRecordFile): string {
  const name = record.gameName.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "") || "game";
  return `ttr-${name}-${record.gameId}.json`;
}

/** Offers the record to the browser as a download. */
export function saveGameRecord(record: GameRecordFile): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(record, null, 1)], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName(record);
  a.style.display = "none";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches a finished game's record and offers it as a download. */
export async function downloadGameRecord(gameId: string): Promise<RecordResult> {
  const answer = await fetchGameRecord(gameId);
  if (answer.ok) saveGameRecord(answer.record);
  return answer;
}

/** Reads a record from a file the user picked. */
export async function readGameRecordFile(file: File): Promise<RecordResult> {
  try {
    return parseGameRecord(JSON.parse(await file.text()));
  } catch {
    return { ok: false, reason: msg("record.notJson", { file: file.name }) };
  }
}

/** Opens the browser's file picker for a .json record. The input stays in the page so tests can set its file. */
export function pickGameRecordFile(onPicked: (answer: RecordResult) => void): void {
  let input = document.getElementById("replay-file") as HTMLInputElement | null;
  if (!input) {
    input = document.createElement("input");
    input.type = "file";
    input.id = "replay-file";
    input.accept = "application/json,.json";
    input.style.display = "none";
    document.body.append(input);
  }
  input.value = "";
  input.onchange = () => {
    const file = input.files?.[0];
    if (file) void readGameRecordFile(file).then(onPicked);
  };
  input.click();
}
