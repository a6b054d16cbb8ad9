// The lessons' fixed deals: each lesson played through the rules exactly as its steps point (the player presses what
// the step shows, the scripted lesson bot answers), from the deal in shared-rules/src/tutorial/lessons.ts to its last
// step. A deal where a step could not happen (no route of its kind ever payable, the last round never coming) fails.
import assert from "node:assert/strict";
import { LESSON_DEALS, applyCommand, legalActions, newGame, playerView, type Command, type GameState, type LessonId } from "../../shared-rules/src/index.js";
import { lessonBot } from "../../bots/src/lessonBot.js";
import { lessonPosition, pressTarget, type Lesson, type LessonFacts } from "../src/tutorial/lessonEngine.js";
import { LESSONS } from "../src/tutorial/lessons.js";
import { lessonCommand, type DialogState } from "./lessonPlay.js";

/** Plays a lesson through the rules as its steps point; returns the ids of the steps met, in order. */
export function playLesson(id: LessonId, seed = LESSON_DEALS[id].seed): { steps: string[]; state: GameState } {
  const deal = LESSON_DEALS[id];
  const lesson: Lesson = LESSONS[id];
  const start = newGame({ seed, colors: ["red", "blue"], map: deal.map, trainsPerPlayer: deal.trainsPerPlayer });
  assert.ok(start.ok);
  let state = start.state;
  const bot = lessonBot();
  const acknowledged = new Set<string>();
  const steps: string[] = [];
  let ticketChoices = 0;
  const dialog: DialogState = { modal: null, buy: null, ticketsSelected: null };
  for (let guard = 0; guard < 2000; guard++) {
    const view = playerView(state, 0);
    // the ticket chooser opens by itself at the opening and after a draw of tickets, nothing ticked
    const choosing = view.me!.pendingTickets.length > 0 && (view.phase === "choosingTickets" || view.currentPlayer === 0);
    if (choosing && dialog.modal === null) Object.assign(dialog, { modal: "destinations", ticketsSelected: [] });
    const facts: LessonFacts = { view, ticketChoices, acknowledged, ...dialog };
    const at = lessonPosition(lesson, facts);
    if (!at) return { steps, state };
    if (steps[steps.length - 1] !== at.step.id) steps.push(at.step.id);
    if (at.action.kind === "next") {
      acknowledged.add(at.step.id);
      continue;
    }
    let command: Command | null;
    let seat = 0;
    if (at.action.kind === "wait") {
      const botSeat = [1].find((s) => legalActions(state, s).length > 0);
      assert.notEqual(botSeat, undefined, `step ${at.step.id} waits, but nobody can move`);
      seat = botSeat!;
      command = bot.chooseAction(playerView(state, seat), legalActions(state, seat));
    } else {
      command = lessonCommand(pressTarget(at.action)!, view, dialog);
      if (command === null) continue; // a press that only changed the dialog
    }
    const r = applyCommand(state, seat, command);
    assert.ok(r.ok, `step ${at.step.id}: ${JSON.stringify(command)} refused: ${r.ok ? "" : r.error.code}`);
    if (seat === 0 && command.type === "selectDestinations") ticketChoices += 1;
    state = r.state;
  }
  assert.fail(`lesson ${id} did not end`);
}

describe("the lessons' fixed deals", () => {
  it("the guided first game on the USA meets every step, in order, and ends", () => {
    const { steps, state } = playLesson("usa");
    assert.deepEqual(steps.filter((s) => s !== "waitBot"), USA_ORDER);
    assert.equal(state.phase, "ended");
  });
});

const USA_ORDER = ["goal", "keepTickets", "drawCards", "locomotives", "claimColoured", "claimGray", "drawTickets", "claimWithLocomotives", "claimDouble", "lastRoundComes", "lastRound", "scoring"];
