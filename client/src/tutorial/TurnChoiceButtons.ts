// The turn's choices as buttons in the lesson's panel: where a step's words say "one thing per turn: draw cards, claim
// a route, or draw tickets", the player picks one of them here first (the step's own choice ringed), and the ring then
// moves to that choice's control on the board. A choice the step does not ask for is answered with a note, never a
// dead end. Plain DOM buttons: a mouse, a finger and the keyboard (Tab, Enter) all press them.
import { h, setText } from "../ui/dom.js";
import { msg } from "../i18n/i18n.js";
import type { TurnChoice } from "./lessonEngine.js";

const ALL: readonly TurnChoice[] = ["drawCards", "claimRoute", "drawTickets", "buildStation"];

/** The DOM selector of a choice's button (what the guide rings, and the tests press). */
export const choiceButton = (choice: TurnChoice): string => `#lesson-choice-${choice}`;

export class TurnChoiceButtons {
  readonly element: HTMLElement;
  private readonly title: HTMLElement;
  private readonly buttons = new Map<TurnChoice, HTMLButtonElement>();

  constructor(onPick: (choice: TurnChoice) => void) {
    this.title = h("div", { class: "ttr-lesson-choices-title", id: "lesson-choices-title" });
    const row = h("div", { class: "ttr-lesson-choices-row", role: "group" });
    for (const choice of ALL) {
      const button = h("button", { class: "ttr-btn small secondary", id: choiceButton(choice).slice(1), type: "button" });
      button.addEventListener("click", () => onPick(choice));
      this.buttons.set(choice, button);
      row.append(button);
    }
    row.setAttribute("aria-labelledby", "lesson-choices-title");
    this.element = h("div", { class: "ttr-lesson-choices", id: "lesson-choices" }, this.title, row);
    this.element.hidden = true;
  }

  /** Shows these choices (null: none), the asked one marked; its words in the reader's language now. */
  show(choices: readonly TurnChoice[] | null, asked: TurnChoice | null): void {
    this.element.hidden = choices === null;
    if (choices === null) return;
    setText(this.title, msg("turnHelp.title"));
    for (const [choice, button] of this.buttons) {
      button.hidden = !choices.includes(choice);
      setText(button, msg(`turnHelp.${choice}`));
      button.classList.toggle("ttr-lesson-target", choice === asked);
    }
  }

  /** The choices shown now (for the tests), or null. */
  shown(): TurnChoice[] | null {
    return this.element.hidden ? null : [...this.buttons].filter(([, b]) => !b.hidden).map(([c]) => c);
  }
}
