// The control a step points at may be out of sight: the face-up cards behind the Board tab (or a phone's closed
// sheet), a route behind a phone's open sheet, a tapped route waiting for its Claim button. This finds the control to
// use first, so the ring always points at something the player can press now.
import { screenPoint, viewInfoField } from "../ui/testHook.js";

const BEHIND_THE_BOARD_TAB = /^(faceUp:\d+|deck|ticketDeck)$/;

export function reachTarget(target: string): string | null {
  if (target.startsWith("route:")) {
    // a finger's tap selects the route first (input/RouteChoice.ts): its panel's Claim opens the payment
    const chosen = viewInfoField("routeChoice") as { routeId?: number } | null;
    if (chosen?.routeId === Number(target.slice(6)) && screenPoint("routeChoice:claim")) return "routeChoice:claim";
  }
  if (screenPoint(target)) return target;
  if (BEHIND_THE_BOARD_TAB.test(target)) {
    for (const way of ["sheet:open", "tab:board"]) if (screenPoint(way)) return way;
    return null;
  }
  if (target.startsWith("route:") || target.startsWith("city:")) {
    for (const way of ["sheet:close", "board:fit"]) if (screenPoint(way)) return way;
  }
  return null;
}
