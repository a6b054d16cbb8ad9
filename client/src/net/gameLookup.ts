// GET /api/games/:id: a game being hosted, found by its code (share links, "join by code").
import type { LobbyMetadata } from "../../../shared-rules/protocol/index.js";
import { msg, type Message } from "../i18n/i18n.js";
import { reasonMessage } from "../i18n/serverReasons.js";

/** What a game code looks like, as the error for a code of another shape shows it. */
const CODE_EXAMPLE = "K7QMZ-P4XHN-2RTYB";

export type FoundGame = LobbyMetadata & { gameId: string; private: boolean };

export type LookupResult = { ok: true; game: FoundGame } | { ok: false; reason: Message | string };

/**
 * Looks a code up once, as typed: the server finds a code in any case and with any spaces or hyphens (an older game's
 * id only as it is). It bounds the lookups that find nothing, so one question is all the client asks.
 */
export async function lookupGame(code: string): Promise<LookupResult> {
  const id = code.trim();
  if (!/^[A-Za-z0-9_\- ]{1,64}$/.test(id)) return { ok: false, reason: msg("code.badShape", { example: CODE_EXAMPLE }) };
  try {
    const res = await fetch(`/api/games/${encodeURIComponent(id)}`);
    if (res.status === 404) return { ok: false, reason: msg("code.notFound", { code: id }) };
    if (res.status === 429) {
      const reason = ((await res.json().catch(() => ({}))) as { reason?: unknown }).reason;
      return { ok: false, reason: typeof reason === "string" ? reasonMessage(reason) : msg("code.tooMany") };
    }
    if (!res.ok) return { ok: false, reason: msg("reason.serverAnswered", { status: res.status, statusText: res.statusText }) };
    return { ok: true, game: (await res.json()) as FoundGame };
  } catch {
    return { ok: false, reason: msg("reason.unreachable") };
  }
}
