// Parse step: the shape of every client message. Unknown fields, wrong types, out-of-range numbers and oversized
// strings or arrays fail here with "invalid input" before the rules ever see the command. A turn command parses
// straight into the rules' Command (its `type` added from the message name), so no handler re-assembles or casts
// it; every schema is checked against the wire contract's payload types (shared-rules/protocol/messages.ts), and the
// room's options against its option types (shared-rules/protocol/roomOptions.ts).
import { z } from "zod";
import { CARD_COLORS, DIFFICULTIES, LESSON_IDS, MAP_IDS, VARIANT_IDS, isVariantOf, MAX_PLAYERS, PLAYER_COLORS, TRAIN_COLORS, type CardColor, type TrainColor, type Command, type Difficulty, type LessonId, type MapId, type PlayerColor } from "../../../shared-rules/src/index.js";
import {
  CHAT_MAX_LENGTH,
  GAME_NAME_MAX_LENGTH,
  GAME_VISIBILITIES,
  TIME_CONTROLS,
  boundStackedMarks,
  normaliseChatText,
  type CreateGameOptions,
  type JoinGameOptions,
  type LessonOptions,
  type MessageType,
  type Payloads,
  type RoomOptionKey,
  type TurnCommandType,
} from "../../../shared-rules/protocol/index.js";

export { CHAT_MAX_LENGTH, GAME_NAME_MAX_LENGTH };

const empty = z.strictObject({});
/** The most trains any board gives a player (a bound on the test-mode option trainsPerPlayer). */
const MAX_TRAINS_PER_PLAYER = 45;
const index = z.int().min(0).max(255);
const cardColor = z.enum(CARD_COLORS as readonly CardColor[] as [CardColor, ...CardColor[]]);
const playerColor = z.enum(PLAYER_COLORS as readonly PlayerColor[] as [PlayerColor, ...PlayerColor[]]);
const trainColor = z.enum(TRAIN_COLORS as readonly TrainColor[] as [TrainColor, ...TrainColor[]]);
const difficulty = z.enum(DIFFICULTIES as readonly Difficulty[] as [Difficulty, ...Difficulty[]]);

/** The game's stateVersion a command was sent at (Positioned): a uint32 on the wire, as the state carries it. */
const position = z.int().min(0).max(2 ** 32 - 1);

/** A turn command as the handler receives it: the rules' Command, and the position it was sent at (if it says). */
export interface PositionedCommand<C extends Command = Command> {
  command: C;
  at: number | undefined;
}

/** A turn command's payload, parsed into the rules' Command of that type and the position it names (kept apart). */
function command<T extends TurnCommandType, S extends z.ZodRawShape>(type: T, shape: S) {
  return z
    .strictObject({ ...shape, at: position.optional() })
    .transform((parsed) => {
      const { at, ...payload } = parsed as z.output<z.ZodObject<S>> & { at?: number };
      return { command: { type, ...payload }, at };
    });
}

const turnCommandSchemas = {
  drawTrainCard: command("drawTrainCard", { cardLocation: z.int().min(0).max(5) }),
  // Any integer: the rules answer "invalid route location" for one that names no route (the design's answer).
  // standIns: cards paid in place of others where the map's rules allow it (any colour but locomotive, by count).
  buyRoute: command("buyRoute", {
    routeIndex: z.int(),
    trainColor: cardColor,
    numberOfWilds: z.int().min(0).max(45),
    standIns: z.partialRecord(trainColor, z.int().min(0).max(45)).optional(),
  }),
  getDestinations: command("getDestinations", {}),
  // Indexes into the offered tickets; the rules judge which ones are valid.
  selectDestinations: command("selectDestinations", { destinationsSelected: z.array(index).max(5) }),
  pass: command("pass", {}),
  // Any integer: the rules answer "invalid city" for one that names no city.
  buildStation: command("buildStation", { cityIndex: z.int(), trainColor: cardColor, numberOfWilds: z.int().min(0).max(45) }),
  payTunnel: command("payTunnel", { numberOfWilds: z.int().min(0).max(45) }),
  declineTunnel: command("declineTunnel", {}),
} satisfies { [T in TurnCommandType]: z.ZodType<PositionedCommand<Extract<Command, { type: T }>>> };

export const messageSchemas = {
  startGame: empty,
  leaveGame: empty,
  saveGameState: empty,
  startAndWatch: empty,
  addAI: z.strictObject({ difficulty }),
  removeAI: z.strictObject({ playerId: z.int().min(0).max(MAX_PLAYERS - 1) }),
  ...turnCommandSchemas,
  // One visible line (no line breaks, bidi controls or invisible characters), so a message cannot pass for another
  // player's line; nothing visible left is "invalid input" like an empty one.
  sendChat: z.strictObject({
    message: z
      .string()
      .max(CHAT_MAX_LENGTH * 4)
      .transform(normaliseChatText)
      .pipe(z.string().min(1).max(CHAT_MAX_LENGTH)),
  }),
  visibility: z.strictObject({ visible: z.boolean() }),
  suggestMove: empty,
  playAgain: empty,
  answerPlayAgain: z.strictObject({ accept: z.boolean() }),
} satisfies { [T in MessageType]: z.ZodType<T extends TurnCommandType ? PositionedCommand<Extract<Command, { type: T }>> : Payloads[T]> };

/** What a handler receives: the rules' Command (and its position) for a turn command, the contract's payload otherwise. */
export type MessagePayload<T extends MessageType> = z.output<(typeof messageSchemas)[T]>;
export type { MessageType };

/** A missing payload (`room.send("pass")`) counts as `{}`. */
export function parseMessage<T extends MessageType>(type: T, raw: unknown): MessagePayload<T> | null {
  const parsed = messageSchemas[type].safeParse(raw === undefined || raw === null ? {} : raw);
  return parsed.success ? (parsed.data as MessagePayload<T>) : null;
}

/**
 * A zod shape with exactly the keys of T, each parsing into that key's type: a key T lacks, one left out, or an
 * optional one where T requires it fails to compile (`satisfies z.ZodType<T>` alone lets an optional key be left out).
 */
type ShapeOf<T> = { [K in keyof T]-?: z.ZodType<T[K]> };

/** Options of `client.create("ttr", …)`: the game's name, the creator's colour, and a seed in test mode. */
export const createOptionsSchema = z.object({
  gameName: z
    .string()
    .max(GAME_NAME_MAX_LENGTH * 4)
    // NFC with marks piled past MAX_STACKED_MARKS cut, as chat lines are (one rule for text shown to others)
    .transform((name) => boundStackedMarks(name).trim())
    .pipe(
      z
        .string()
        .min(1)
        .max(GAME_NAME_MAX_LENGTH)
        // Shown raw in every lobby: no control characters (NUL, BEL, ESC, newlines) and no bidi overrides (spoofing),
        // no unpaired surrogate (PostgreSQL refuses it in JSON, and every later save of the batch with it), and
        // at least one letter or digit (not only marks, symbols or invisible format characters).
        .refine((name) => !/[\p{Cc}\p{Cs}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u.test(name))
        .refine((name) => /[\p{L}\p{N}]/u.test(name)),
    ),
  color: playerColor,
  // only the ids of the maps this server has (a zod enum compares the value, so "__proto__" or "toString" are refused)
  map: z.enum(MAP_IDS as readonly MapId[] as [MapId, ...MapId[]]).optional(),
  // a table option of that board (checked against the board in createGameOptions below)
  variant: z.enum(VARIANT_IDS).optional(),
  seed: z.int().min(0).max(2 ** 31 - 1).optional(),
  private: z.boolean().optional(),
  visibility: z.enum(GAME_VISIBILITIES).optional(),
  // how many moves behind is the server's setting, SPECTATOR_DELAY_MOVES
  spectatorDelay: z.boolean().optional(),
  timeControl: z.enum(TIME_CONTROLS).optional(),
  turnSeconds: z.int().min(1).max(24 * 3600).optional(),
  reserveSeconds: z.int().min(0).max(24 * 3600).optional(),
  // at most the board's own count: newGame checks that (no board has more than MAX_TRAINS_PER_PLAYER)
  trainsPerPlayer: z.int().min(1).max(MAX_TRAINS_PER_PLAYER).optional(),
} satisfies ShapeOf<CreateGameOptions>)
  // a table option only of the board it belongs to (Mega Game is a USA and a Europe option; 1910 only the USA's)
  .refine((o) => o.variant === undefined || isVariantOf(o.map ?? "usa", o.variant));

/** Options of `client.create("ttr", …)` for a lesson: which one (LESSON_IDS) and the player's colour. */
export const lessonOptionsSchema = z.strictObject({
  lesson: z.enum(LESSON_IDS as readonly LessonId[] as [LessonId, ...LessonId[]]),
  color: playerColor,
} satisfies ShapeOf<LessonOptions>);

/**
 * Every option a client may give the game room, in any of its doors (create, a daily deal, join, spectate): the
 * first parse of whatever the matchmaker hands over, into a fresh object of these own keys only. Anything else
 * (a misspelt option, one only the server may set) is refused here; each door then checks its own options in full
 * (createOptionsSchema, joinOptionsSchema).
 */
export const roomOptionsSchema = z.strictObject({
  // loose types on purpose: a wrong colour or clock gets its door's own answer, not this one's
  gameName: z.string().max(GAME_NAME_MAX_LENGTH * 4).optional(),
  color: z.string().max(20).optional(),
  map: z.string().max(20).optional(),
  variant: z.string().max(20).optional(),
  seed: z.number().optional(),
  private: z.boolean().optional(),
  visibility: z.string().max(20).optional(),
  spectatorDelay: z.boolean().optional(),
  timeControl: z.string().max(20).optional(),
  turnSeconds: z.number().optional(),
  reserveSeconds: z.number().optional(),
  trainsPerPlayer: z.number().optional(),
  spectator: z.boolean().optional(),
  daily: z.boolean().optional(),
  lesson: z.string().max(20).optional(),
} satisfies { [K in RoomOptionKey]-?: z.ZodOptional });
export type RoomOptions = z.output<typeof roomOptionsSchema>;

/** Options of `client.joinById(id, …)` for a new player: the colour asked for (a person back in their seat needs none). */
export const joinOptionsSchema = z.object({
  color: playerColor,
} satisfies ShapeOf<JoinGameOptions>);
