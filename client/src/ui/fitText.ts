// A one-line text that must stay within a width (the top bar's turn line beside its switches): it first gets smaller,
// down to a floor that stays readable, then loses its end to an ellipsis. Canvas texts do not wrap or clip themselves.
import type Phaser from "phaser";

/** The smallest font a squeezed line gets by default (world px; 13 shows at 11 CSS px in a 1024×768 window). */
const MIN_FONT = 14;

/**
 * What each text was last fitted to and how it came out. Fitting redraws the text's canvas at every size it tries
 * (a texture upload each): a panel refreshed on every state patch with the same line would pay that each time.
 */
const lastFit = new WeakMap<Phaser.GameObjects.Text, { key: string; text: string; fontSize: string }>();

export function fitLine(text: Phaser.GameObjects.Text, value: string, maxWidth: number, fontSize: number, minFont = MIN_FONT): void {
  const key = `${maxWidth}|${fontSize}|${minFont}|${value}`;
  const last = lastFit.get(text);
  // the same line in the same room, and nobody changed the text since: it already shows the fitted result
  if (last && last.key === key && last.text === text.text && last.fontSize === String(text.style.fontSize)) return;
  fit(text, value, maxWidth, fontSize, minFont);
  lastFit.set(text, { key, text: text.text, fontSize: String(text.style.fontSize) });
}

function fit(text: Phaser.GameObjects.Text, value: string, maxWidth: number, fontSize: number, minFont: number): void {
  text.setFontSize(fontSize).setText(value);
  for (let size = fontSize - 1; text.width > maxWidth && size >= minFont; size--) text.setFontSize(size);
  if (text.width <= maxWidth) return;
  let shown = value;
  while (shown.length > 1 && text.width > maxWidth) {
    shown = shown.slice(0, -1);
    text.setText(`${shown.trimEnd()}…`);
  }
}
