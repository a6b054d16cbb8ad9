// Every game's code, which is also its room id: 15 characters people can read aloud and type (no 0/O, 1/I/L), in
// three groups of five, e.g. K7QMZ-P4XHN-2RTYB. Public, private and daily games all get one, so a code read out from a
// lobby or a share link works the same everywhere. A lookup accepts it in any case, with spaces or hyphens anywhere or
// none (lookupIds). Games stored before every game had such a code keep their Colyseus id (9 mixed-case characters,
// e.g. T3UesggCN) and are still found by that id exactly as it is.
//
// Why 15. Failed lookups are bounded (http/lookupLimit.ts): 20 per 10 minutes per address (IPv6 counted per /56), so
// one address tries at most 20 × 6 × 24 × 365 ≈ 1.05 · 10^6 codes a year, and 10,000 addresses ≈ 1.05 · 10^10. With
// 10,000 private games open, one guess finds one of them with probability 10^4 / 31^n, so that year of guessing finds
// any with probability at most 1.05 · 10^10 × 10^4 / 31^n = 1.05 · 10^14 / 31^n:
//   n = 13: 31^13 ≈ 2.4 · 10^19 → 4.3 · 10^-6 (too likely)
//   n = 14: 31^14 ≈ 7.6 · 10^20 → 1.4 · 10^-7
//   n = 15: 31^15 ≈ 2.3 · 10^22 → 4.5 · 10^-9
// 14 would do; 15 reads as three equal groups and stays below 10^-6 with 200 times the attackers or the games.
import crypto from "node:crypto";
import { matchMaker } from "@colyseus/core";
import type { GameStore } from "../storage/types.js";

const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const GROUP = 5;
/** Characters drawn (the hyphens between groups not counted). */
export const GAME_CODE_LENGTH = 15;
/** A code in its canonical form, the room id: groups of GROUP joined by hyphens. */
export const GAME_CODE = new RegExp(`^[${ALPHABET}]{${GROUP}}(-[${ALPHABET}]{${GROUP}}){${GAME_CODE_LENGTH / GROUP - 1}}$`);
const BARE_CODE = new RegExp(`^[${ALPHABET}]{${GAME_CODE_LENGTH}}$`);
/** Any game id as stored: a code, an older Colyseus id, a mirror's id (Colyseus' WebSocket path takes these only). */
const STORED_ID = /^[A-Za-z0-9_-]{1,64}$/;

function grouped(bare: string): string {
  const groups: string[] = [];
  for (let i = 0; i < bare.length; i += GROUP) groups.push(bare.slice(i, i + GROUP));
  return groups.join("-");
}

export function gameCode(): string {
  let code = "";
  for (let i = 0; i < GAME_CODE_LENGTH; i++) code += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return grouped(code);
}

/**
 * The canonical code for one as a person types or reads it ("k7qmz p4xhn 2rtyb", " K7QMZP4XHN2RTYB-"), or null when
 * the text is no code (then it may still be an older game's id, which is looked up exactly as given).
 */
export function canonicalGameCode(typed: string): string | null {
  if (typed.length > 64) return null;
  const bare = typed.toUpperCase().replace(/[\s-]/g, "");
  return BARE_CODE.test(bare) ? grouped(bare) : null;
}

/**
 * The game ids `typed` may stand for, at most two: the code it spells, then itself as given (an older game's
 * case-sensitive id). Nothing when it can be neither, so odd text never reaches a store.
 */
export function lookupIds(typed: string): string[] {
  const ids: string[] = [];
  const code = canonicalGameCode(typed);
  if (code !== null) ids.push(code);
  if (STORED_ID.test(typed) && typed !== code) ids.push(typed);
  return ids;
}

/** A code no room (in any process) and no stored game has. */
export async function freeGameCode(games: GameStore): Promise<string> {
  for (;;) {
    const code = gameCode();
    if ((await matchMaker.query({ roomId: code })).length === 0 && !(await games.load(code))) return code;
  }
}
