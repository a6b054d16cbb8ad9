// A private game's short code (issue 14 item 9), which is also its room id: six characters people can read aloud and
// type (no 0/O, 1/I/L), 31^6 ≈ 9 · 10^8 of them, so a code is not guessed by trying a few.
import crypto from "node:crypto";
import { matchMaker } from "@colyseus/core";
import type { GameStore } from "../storage/types.js";

const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const PRIVATE_CODE_LENGTH = 6;
export const PRIVATE_CODE = new RegExp(`^[${ALPHABET}]{${PRIVATE_CODE_LENGTH}}$`);

export function privateCode(): string {
  let code = "";
  for (let i = 0; i < PRIVATE_CODE_LENGTH; i++) code += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return code;
}

/** A code no room (in any process) and no stored game has. */
export async function freePrivateCode(games: GameStore): Promise<string> {
  for (;;) {
    const code = privateCode();
    if ((await matchMaker.query({ roomId: code })).length === 0 && !(await games.load(code))) return code;
  }
}
