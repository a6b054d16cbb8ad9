// A lesson's game (the guided first game, a board's lesson): a normal stored game, dealt from the lesson's fixed
// short deal (shared-rules/src/tutorial/lessons.ts), with the scripted lesson bot beside the player. Unlisted and
// with no clock; unrated by itself (one person with a bot is never rated). The player's seat is never taken over
// by a bot while they are away: a lesson is left and opened again where it stopped, and a bot playing it meanwhile
// would play the lesson for them.
import { LESSON_DEALS, isLessonId, type LessonId } from "../../../shared-rules/src/index.js";
import { lessonBot } from "../../../bots/src/lessonBot.js";
import type { BotFactory } from "../../../bots/src/strategy.js";
import type { GameRecord } from "../domain/records.js";
import type { ServerServices } from "../services.js";
import type { GameMaster } from "./GameMaster.js";
import { Game } from "./Game.js";

export { isLessonId };

/** A new lesson game: the lesson's deal, unlisted, no clock. The person sits first, then the lesson bot. */
export function openLessonGame(services: ServerServices, roomId: string, lesson: LessonId): Game {
  const deal = LESSON_DEALS[lesson];
  const game = Game.create(roomId, `Lesson ${lesson}`, deal.seed, deal.map);
  game.record.lesson = lesson;
  game.record.trainsPerPlayer = deal.trainsPerPlayer;
  game.record.private = true;
  game.record.owner = services.config.processName;
  return game;
}

/** Once the person is seated: the lesson bot sits down and the game starts (nobody else can join a lesson). */
export function seatLessonBotAndStart(master: GameMaster): void {
  master.commit(() => {
    master.game.addBot("easy");
    return master.game.start();
  });
}

/** The bots of a game: a lesson's bot is the scripted one, whatever level its seat names. */
export function botsOf(record: Pick<GameRecord, "lesson">, createBot: BotFactory): BotFactory {
  const lesson = record.lesson;
  return lesson === undefined ? createBot : () => lessonBot(LESSON_DEALS[lesson].botClaims);
}

/** Whether a dropped seat of this game may be taken over by a bot: never in a lesson. */
export function takesOverDroppedSeats(record: Pick<GameRecord, "lesson">): boolean {
  return record.lesson === undefined;
}
