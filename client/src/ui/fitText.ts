// A one-line text that must stay within a width (the top bar's turn line beside its switches): it first gets smaller,
// down to a floor that stays readable, then loses its end to an ellipsis. Canvas texts do not wrap or clip themselves.
import type Phaser from "phaser";

/** The smallest font a squeezed line gets by default (world px; 13 shows at 11 CSS px in a 1024×768 window). */
const MIN_FONT = 14;

export function fitLine(text: Phaser.GameObjects.Text, value: string, maxWidth: number, fontSize: number, minFont = MIN_FONT): void {
  text.setFontSize(fontSize).setText(value);
  for (let size = fontSize - 1; text.width > maxWidth && size >= minFont; size--) text.setFontSize(size);
  if (text.width <= maxWidth) return;
  let shown = value;
  while (shown.length > 1 && text.width > maxWidth) {
    shown = shown.slice(0, -1);
    text.setText(`${shown.trimEnd()}…`);
  }
}
