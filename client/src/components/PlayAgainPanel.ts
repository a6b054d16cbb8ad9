// The end screen's *Play again* (and the lobby's, for a proposal heard there): propose the same game again, or answer
// another person's proposal; the seats of the new game in their new order with each one's answer; and, once the new
// game has started, into it (for those who play it). Words from the catalogs; the server's notice carries codes.
import { h, setText } from "../ui/dom.js";
import { msg, type Message } from "../i18n/i18n.js";
import type { PlayAgainNotice, PlayAgainSeat } from "../../../shared-rules/protocol/index.js";
import { playerName } from "../i18n/playerName.js";

export interface PlayAgainActions {
  /** null: this person may not propose (a spectator, the lobby). */
  propose: (() => Promise<string | null>) | null;
  answer: (accept: boolean) => Promise<string | null>;
  /** The new game started with this person in it: go there. */
  enter: (gameId: string) => void;
  me: string | null;
}

const ANSWERS: Record<PlayAgainSeat["answer"], Parameters<typeof msg>[0]> = {
  proposer: "playAgain.proposer",
  accepted: "playAgain.accepted",
  declined: "playAgain.declined",
  waiting: "playAgain.waiting",
  bot: "playAgain.bot",
};

/** Shows the panel; returns `update` (a new notice) and `remove`. */
export function playAgainPanel(actions: PlayAgainActions, first: PlayAgainNotice | null): { update: (n: PlayAgainNotice) => void; remove: () => void } {
  const status = h("div", { class: "ttr-hint", id: "play-again-status", role: "status" });
  const seats = h("ol", { class: "ttr-play-again-seats", id: "play-again-seats" });
  const buttons = h("div", { class: "ttr-row" });
  const error = h("div", { class: "ttr-error", role: "alert" });
  const panel = h("div", { class: "ttr-panel ttr-play-again", id: "play-again-panel" }, status, seats, buttons, error);
  document.body.append(panel);
  let entered = false;

  const run = (button: HTMLButtonElement, act: () => Promise<string | null>) => {
    button.disabled = true;
    setText(error, "");
    void act().then((refusal) => {
      button.disabled = false;
      if (refusal) setText(error, refusal);
    });
  };
  const button = (id: string, text: Message, act: () => Promise<string | null>, secondary = false) => {
    const b = h("button", { type: "button", class: secondary ? "ttr-btn secondary" : "ttr-btn", id, text });
    b.addEventListener("click", () => run(b, act));
    return b;
  };

  const show = (notice: PlayAgainNotice | null) => {
    buttons.replaceChildren();
    seats.replaceChildren();
    if (!notice || notice.lapsed) {
      setText(status, notice?.lapsed ? msg("playAgain.lapsed") : "");
      if (actions.propose) buttons.append(button("play-again", msg("playAgain.propose"), actions.propose));
      else panel.hidden = true;
      return;
    }
    panel.hidden = false;
    for (const seat of notice.seats) seats.append(h("li", { text: msg("playAgain.seat", { name: playerName(seat.username), answer: msg(ANSWERS[seat.answer]) }) }));
    const mine = notice.seats.find((s) => s.username === actions.me);
    if (notice.newGameId !== null) {
      const plays = mine?.answer === "accepted" || mine?.answer === "proposer";
      setText(status, plays ? msg("playAgain.starting") : msg("playAgain.startedWithout"));
      if (plays && !entered) {
        entered = true;
        actions.enter(notice.newGameId);
      }
      return;
    }
    setText(status, msg("playAgain.proposed", { name: playerName(notice.by) }));
    if (mine?.answer === "waiting") {
      buttons.append(button("play-again-accept", msg("playAgain.accept"), () => actions.answer(true)), button("play-again-decline", msg("playAgain.decline"), () => actions.answer(false), true));
    }
  };
  show(first);
  return { update: show, remove: () => panel.remove() };
}
