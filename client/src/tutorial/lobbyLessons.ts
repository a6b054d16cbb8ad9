// The lobby's doors into the lessons: "Learn to play" (the guided first game, always there), "Lesson: Europe"
// (until the board's rules page offers it), and the one-time offer to a new account (lessonMemory.ts says where
// that is remembered and why).
import type Phaser from "phaser";
import { h } from "../ui/dom.js";
import { msg } from "../i18n/i18n.js";
import { startLesson } from "./startLesson.js";
import { learnOffered, markLearnOffered } from "./lessonMemory.js";

export function lessonButtons(scene: Phaser.Scene): HTMLElement[] {
  const learn = h("button", { class: "ttr-btn small", id: "learn-to-play", type: "button", text: msg("lobby.learn"), title: msg("lobby.learnTitle") });
  learn.addEventListener("click", () => void startLesson("usa", scene));
  const europe = h("button", { class: "ttr-btn small secondary", id: "lesson-europe", type: "button", text: msg("lobby.lessonEurope"), title: msg("lobby.lessonEuropeTitle") });
  europe.addEventListener("click", () => void startLesson("europe", scene));
  return [learn, europe];
}

/** The offer of the guided game, once per account on this device: an empty node once it was offered. */
export function learnOffer(scene: Phaser.Scene, username: string): HTMLElement {
  if (!username || learnOffered(username)) return h("div", { hidden: true });
  const yes = h("button", { class: "ttr-btn small", id: "learn-offer-yes", type: "button", text: msg("lobby.learn") });
  const no = h("button", { class: "ttr-btn small secondary", id: "learn-offer-no", type: "button", text: msg("lobby.learnOfferNo") });
  const offer = h("div", { class: "ttr-learn-offer", id: "learn-offer", role: "note" }, h("span", { text: msg("lobby.learnOffer") }), yes, no);
  const answered = () => {
    markLearnOffered(username);
    offer.remove();
  };
  yes.addEventListener("click", () => {
    answered();
    void startLesson("usa", scene);
  });
  no.addEventListener("click", answered);
  return offer;
}
