// How a claimed route shows its owner: the owner's train colour and the owner's marker (the player colour's symbol, white
// with a dark rim, the same symbol the player boxes show). In colour-blind mode the colours come from the Okabe–Ito
// palette and the marker is drawn larger. Pure: the board, the player boxes and the tests read the same answer.
import { PLAYER_STYLE, type SymbolKind } from "../ui/theme.js";

export interface OwnerLook {
  /** The player colour's name (red, blue…), as the rules call it. */
  color: string;
  fill: number;
  css: string;
  /** The owner's marker: a white symbol with a dark rim on every car. */
  marker: SymbolKind;
  /** Atlas frames: the claimed car's body, the marker, the player box's train. */
  bodyFrame: string;
  markerFrame: string;
  trainFrame: string;
  /** The marker's diameter as a share of the car's height. */
  markerScale: number;
  /** A pattern on the car's body, a third cue beside colour and marker (colour-blind mode). */
  pattern: CarPattern;
}

export type CarPattern = "plain" | "stripes";

/**
 * Under tritanopia Okabe–Ito's blue and bluish green both look teal: in colour-blind mode green cars carry diagonal
 * stripes as well, so no two owners share colour and pattern under any of the three colour-vision deficiencies.
 */
const COLOR_BLIND_PATTERN: Record<string, CarPattern> = { green: "stripes" };

/**
 * Okabe & Ito's colour-universal palette (vermillion, blue, bluish green, yellow, black): five colours whose
 * lightness and hue stay apart under protanopia, deuteranopia and tritanopia.
 */
export const COLOR_BLIND_PLAYER_FILL: Record<string, { fill: number; css: string }> = {
  red: { fill: 0xd55e00, css: "#d55e00" },
  blue: { fill: 0x0072b2, css: "#0072b2" },
  green: { fill: 0x009e73, css: "#009e73" },
  yellow: { fill: 0xf0e442, css: "#f0e442" },
  black: { fill: 0x111111, css: "#111111" },
};

export function ownerLook(color: string, colorBlind: boolean): OwnerLook {
  const known = PLAYER_STYLE[color] ? color : "black";
  const base = PLAYER_STYLE[known];
  const fill = colorBlind ? COLOR_BLIND_PLAYER_FILL[known] : { fill: base.fill, css: base.css };
  const mode = colorBlind ? "cb-" : "";
  return {
    color: known,
    fill: fill.fill,
    css: fill.css,
    marker: base.symbol,
    bodyFrame: `body-${mode}${known}`,
    markerFrame: `marker-${known}`,
    trainFrame: `train-${mode}${known}`,
    markerScale: colorBlind ? 1.3 : 1.1,
    pattern: colorBlind ? (COLOR_BLIND_PATTERN[known] ?? "plain") : "plain",
  };
}
