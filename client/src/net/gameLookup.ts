// GET /api/games/:id: a game being hosted, found by its id or private code (share links, "join by code").
import type { LobbyMetadata } from "../../../shared-rules/protocol/index.js";

export type FoundGame = LobbyMetadata & { gameId: string; private: boolean };

export type LookupResult = { ok: true; game: FoundGame } | { ok: false; reason: string };

async function lookupExactly(id: string): Promise<LookupResult> {
  const res = await fetch(`/api/games/${encodeURIComponent(id)}`);
  if (res.status === 404) return { ok: false, reason: `No open game has the code ${id}.` };
  if (!res.ok) return { ok: false, reason: `The server answered ${res.status} ${res.statusText}.` };
  return { ok: true, game: (await res.json()) as FoundGame };
}

/** Looks a code up as typed, then in capitals (private codes are capitals; public ids mix cases). */
export async function lookupGame(code: string): Promise<LookupResult> {
  const id = code.trim();
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return { ok: false, reason: "A game code is letters and digits, like K7QMZP." };
  try {
    const exact = await lookupExactly(id);
    if (exact.ok || id === id.toUpperCase()) return exact;
    const upper = await lookupExactly(id.toUpperCase());
    return upper.ok ? upper : exact;
  } catch {
    return { ok: false, reason: "Cannot reach the server. Check your connection and try again." };
  }
}
