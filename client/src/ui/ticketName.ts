// A ticket's name is never cut: on one line when it fits the room it has, else broken after the dash onto two lines
// ("Sault St. Marie –" / "Oklahoma City"), and a name longer still (a country ticket's destinations) wrapped between
// words. Every list of tickets (hand tab, end screen) lays its names out with this.
import type Phaser from "phaser";
import { registerTexts } from "./testHook.js";

/** Sets `text` to the ticket's name (ticketInfo's) within `maxWidth` (world px) and answers how many lines it took. */
export function setTicketName(text: Phaser.GameObjects.Text, name: string, maxWidth: number): number {
  text.setText(name);
  if (text.width <= maxWidth) return 1;
  text.setText(name.replace(" – ", " –\n"));
  if (inkWidth(text) <= maxWidth) return 2;
  // a country ticket's destinations (Switzerland) run longer: wrapped at the room's width, between words
  text.setText(name).setWordWrapWidth(maxWidth, false);
  return text.getWrappedText().length;
}

/** The width the text's widest line needs, measured anew: a fixed width (which clips) cannot hide a cut. */
function inkWidth(text: Phaser.GameObjects.Text): number {
  const ctx = text.context;
  ctx.save();
  text.style.syncFont(text.canvas, ctx);
  const widest = Math.max(...text.text.split("\n").map((line) => ctx.measureText(line).width));
  ctx.restore();
  return Math.max(text.width - (text.padding.left ?? 0) - (text.padding.right ?? 0), widest);
}

/** The ticket names on screen and the room each had, for the browser test that checks nothing is cut. */
export function auditTicketNames(group: string, entries: () => { text: Phaser.GameObjects.Text; maxWidth: number }[]): void {
  registerTexts(group, () => entries().filter((e) => e.text.active && e.text.visible).map((e) => ({ text: e.text.text, width: inkWidth(e.text), maxWidth: e.maxWidth, fontSize: Number.parseFloat(String(e.text.style.fontSize)) })));
}
