// A "join as this colour" button: the colour's swatch with its glyph, and its name written beside it, so a person who
// cannot tell the colours apart (or hover for a tooltip) still reads which seat it takes.
import type { PlayerColor } from "../rules.js";
import { h } from "../ui/dom.js";
import { PLAYER_GLYPH, playerStyle } from "../ui/theme.js";
import { msg } from "../i18n/i18n.js";
import { colorNameMessage } from "./colorName.js";

export function joinColorButton(id: string, color: PlayerColor, onClick: () => void): HTMLButtonElement {
  const style = playerStyle(color);
  const name = colorNameMessage(color);
  const joinAs = msg("color.joinAs", { color: name });
  const b = h("button", { type: "button", class: "ttr-color-btn named", id, title: joinAs, "aria-label": joinAs,
    style: `background:${style.css};color:${style.ink}` },
  h("span", { class: "glyph", "aria-hidden": "true", text: PLAYER_GLYPH[color] }),
  h("span", { class: "color-name", text: name }));
  b.addEventListener("click", onClick);
  return b;
}
