// Parse step: the shape of every client message. Unknown fields, wrong types, out-of-range numbers and oversized
// strings or arrays fail here with "invalid input" before the rules ever see the command.
import { z } from "zod";
import { CARD_COLORS, PLAYER_COLORS } from "../../../shared-rules/src/index.js";
import { DIFFICULTIES } from "../../../bots/src/strategy.js";

export const CHAT_MAX_LENGTH = 300;
export const GAME_NAME_MAX_LENGTH = 40;

const empty = z.strictObject({});
const index = z.int().min(0).max(255);

export const messageSchemas = {
  startGame: empty,
  leaveGame: empty,
  saveGameState: empty,
  getDestinations: empty,
  pass: empty,
  addAI: z.strictObject({ difficulty: z.enum(DIFFICULTIES as [string, ...string[]]) }),
  drawTrainCard: z.strictObject({ cardLocation: z.int().min(0).max(5) }),
  buyRoute: z.strictObject({
    routeIndex: index,
    trainColor: z.enum(CARD_COLORS as [string, ...string[]]),
    numberOfWilds: z.int().min(0).max(45),
  }),
  // Indexes into the offered tickets; the rules judge which ones are valid.
  selectDestinations: z.strictObject({ destinationsSelected: z.array(index).max(5) }),
  sendChat: z.strictObject({
    message: z
      .string()
      .max(CHAT_MAX_LENGTH * 4)
      .transform((s) => s.trim())
      .pipe(z.string().min(1).max(CHAT_MAX_LENGTH)),
  }),
} as const;

export type MessageType = keyof typeof messageSchemas;
export type MessagePayload<T extends MessageType> = z.output<(typeof messageSchemas)[T]>;

/** A missing payload (`room.send("pass")`) counts as `{}`. */
export function parseMessage<T extends MessageType>(type: T, raw: unknown): MessagePayload<T> | null {
  const parsed = messageSchemas[type].safeParse(raw === undefined || raw === null ? {} : raw);
  return parsed.success ? (parsed.data as MessagePayload<T>) : null;
}

/** Options of `client.create("ttr", …)`: the game's name, the creator's colour, and a seed in test mode. */
export const createOptionsSchema = z.object({
  gameName: z.string().trim().min(1).max(GAME_NAME_MAX_LENGTH),
  color: z.enum(PLAYER_COLORS as [string, ...string[]]),
  seed: z.int().min(0).max(2 ** 31 - 1).optional(),
});

/** Options of `client.joinById(id, …)` for a player: the colour asked for (ignored when rejoining a seat). */
export const joinOptionsSchema = z.object({
  color: z.enum(PLAYER_COLORS as [string, ...string[]]),
});
