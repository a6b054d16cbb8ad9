// Changing a canvas text in place, only where it changes: every change of a Text's string, colour or size redraws its
// canvas and uploads it as a texture again (Phaser's setColor redraws even for the same colour). The game's panels
// are refreshed on every state patch, and most of what they show stays the same from one patch to the next.
import type Phaser from "phaser";

/** Sets the colour only when it differs from the text's own. */
export function setColorIfNew(text: Phaser.GameObjects.Text, color: string): Phaser.GameObjects.Text {
  return text.style.color === color ? text : text.setColor(color);
}

/** Sets the font size (world px) only when it differs from the text's own. */
export function setFontSizeIfNew(text: Phaser.GameObjects.Text, size: number): Phaser.GameObjects.Text {
  return text.style.fontSize === `${size}px` ? text : text.setFontSize(size);
}

/** Moves an object only when its place differs (a move is cheap, but this keeps a refresh's intent readable). */
export function placeAt<T extends Phaser.GameObjects.Components.Transform>(o: T, x: number, y: number): T {
  if (o.x !== x || o.y !== y) o.setPosition(x, y);
  return o;
}

/**
 * A serial number per object, handed out the first time it is asked for: the browser test tells from it that a panel
 * kept its objects over a state patch (the same serials) rather than making new ones.
 */
const serials = new WeakMap<object, number>();
let nextSerial = 1;
export function objectSerial(o: object): number {
  let n = serials.get(o);
  if (n === undefined) serials.set(o, (n = nextSerial++));
  return n;
}
