// The lessons' fixed deals: each lesson played through the rules exactly as its steps point (the player presses what
// the step shows, the scripted lesson bot answers), from the deal in shared-rules/src/tutorial/lessons.ts to its last
// step. A deal where a step could not happen (no route of its kind ever payable, the last round never coming) fails.
import assert from "node:assert/strict";
import { LESSON_DEALS, applyCommand, mapById, ticketCompleted, legalActions, newGame, playerView, type Command, type GameState, type LessonId } from "../../shared-rules/src/index.js";
import { historyCode, readHistoryCode } from "../../shared-rules/protocol/index.js";
import { lessonBot } from "../../bots/src/lessonBot.js";
import { lessonPosition, pressTarget, type LessonFacts } from "../src/tutorial/lessonEngine.js";
import { LESSONS } from "../src/tutorial/lessons.js";
import { lessonCommand, type DialogState } from "./lessonPlay.js";

/**
 * Plays a lesson through the rules as its steps point; returns the ids of the steps met, in order, the end, and the
 * presses the player made (what a browser test of the lesson waits on: fewer is a shorter test).
 */
export function playLesson(id: LessonId, seed = LESSON_DEALS[id].seed, trainsPerPlayer = LESSON_DEALS[id].trainsPerPlayer): { steps: string[]; state: GameState; presses: number } {
  const deal = LESSON_DEALS[id];
  const start = newGame({ seed, colors: ["red", "blue"], map: deal.map, trainsPerPlayer });
  assert.ok(start.ok);
  let state = start.state;
  const bot = lessonBot(deal.botClaims);
  const acknowledged = new Set<string>();
  const steps: string[] = [];
  const history: Record<string, number> = {};
  const dialog: DialogState = { modal: null, buy: null, ticketsSelected: null, city: null };
  let presses = 0;
  for (let guard = 0; guard < 2000; guard++) {
    const view = playerView(state, 0);
    // the ticket chooser opens by itself at the opening and after a draw of tickets, nothing ticked; the tunnel's panel
    // opens once its cards are turned
    const choosing = view.me!.pendingTickets.length > 0 && (view.phase === "choosingTickets" || view.currentPlayer === 0);
    if (choosing && dialog.modal === null) Object.assign(dialog, { modal: "destinations", ticketsSelected: [] });
    if (view.turnStage === "tunnelPending" && view.currentPlayer === 0) dialog.modal = "tunnel";
    else if (dialog.modal === "tunnel") dialog.modal = null;
    const facts: LessonFacts = { view, history, acknowledged, modal: dialog.modal, buy: dialog.buy, ticketsSelected: dialog.ticketsSelected };
    const at = lessonPosition(LESSONS[id], facts);
    if (!at) return { steps, state, presses };
    // a step is met when the player acts on it: a step the bot's moves alone go past is never seen in the browser
    // (the bot answers at once there)
    if (at.action.kind !== "wait" && steps[steps.length - 1] !== at.step.id) steps.push(at.step.id);
    if (at.action.kind !== "wait") presses += 1;
    if (at.action.kind === "next") {
      acknowledged.add(at.step.id);
      continue;
    }
    let command: Command | null;
    let seat = 0;
    if (at.action.kind === "wait") {
      seat = 1;
      const legal = legalActions(state, seat);
      assert.ok(legal.length > 0, `step ${at.step.id} waits, but the bot cannot move`);
      command = bot.chooseAction(playerView(state, seat), legal);
    } else {
      command = lessonCommand(pressTarget(at.action)!, view, dialog);
      if (command === null) continue; // a press that only changed the dialog
    }
    const r = applyCommand(state, seat, command);
    assert.ok(r.ok, `step ${at.step.id}: ${JSON.stringify(command)} refused: ${r.ok ? "" : r.error.code}`);
    for (const e of r.events) {
      const code = historyCode(e);
      const entry = code === null ? null : readHistoryCode(code);
      if (entry && entry.player === 0) history[entry.kind] = (history[entry.kind] ?? 0) + 1;
    }
    state = r.state;
  }
  assert.fail(`lesson ${id} did not end`);
}

const USA_ORDER = ["goal", "keepTickets", "drawCards", "locomotives", "claimColoured", "claimGray", "drawTickets", "claimWithLocomotives", "claimDouble", "lastRoundComes", "lastRound", "scoring"];
const EUROPE_ORDER = ["goal", "keepTickets", "tunnelPay", "tunnelDecline", "ferry", "station", "finish", "scoring"];

describe("the lessons' fixed deals", () => {
  it("the guided first game on the USA meets every step, in order, and ends", () => {
    const { steps, state } = playLesson("usa");
    assert.deepEqual(steps, USA_ORDER);
    assert.equal(state.phase, "ended");
    // the scoring step teaches tickets won and lost: a first game that loses every ticket shows only the losses
    const mine = state.result!.scores[0];
    assert.ok(mine.ticketsWon.length >= 1, `the follower wins a ticket (won ${mine.ticketsWon.length}, lost ${mine.ticketsLost.length})`);
  });

  it("the Europe lesson meets every step, in order (a tunnel paid, one declined, a ferry, a station), and ends", () => {
    const { steps, state } = playLesson("europe");
    assert.deepEqual(steps, EUROPE_ORDER);
    assert.equal(state.phase, "ended");
    // the station is used at the end: it lends a route of the bot, and a ticket is won only thanks to that route
    const mine = state.result!.scores[0];
    const lent = (mine.stationRoutes ?? []).flatMap((s) => (s.routeIndex === null ? [] : [s.routeIndex]));
    assert.equal(lent.length, 1, "the station lends a route");
    assert.equal(state.routeOwners[lent[0]], 1, "a route of the bot");
    const map = mapById("europe");
    const thanksToIt = mine.ticketsWon.filter((t) => !ticketCompleted(state.players[0].routes, t, map));
    assert.ok(thanksToIt.length > 0, "a ticket won only through the station");
  });
});
