// The turn clock's countdown on a player's box. The server sends when the seat's turn time ends
// and the reserve it has beyond that; between changes the box counts down from them once a second.
import type { SeatInfo } from "../net/snapshot.js";
import { t } from "../i18n/i18n.js";

const HOUR = 3600_000;

/** "2:05" under an hour, "23h 59m" above (async games count in hours). */
export function clockFace(ms: number): string {
  const left = Math.max(0, ms);
  if (left >= HOUR) return t("clock.hours", { hours: Math.floor(left / HOUR), minutes: String(Math.floor((left % HOUR) / 60_000)).padStart(2, "0") });
  const seconds = Math.ceil(left / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The countdown for a seat on the clock ("2:05 left", then "reserve 4:12", then "time's up"); "" when it is not. */
export function countdownText(p: Pick<SeatInfo, "turnEndsAt" | "reserveMs">, now: number): string {
  if (p.turnEndsAt <= 0) return "";
  const turnLeft = p.turnEndsAt - now;
  // (no clock glyph: the game's fonts have none)
  if (turnLeft > 0) return t("clock.left", { time: clockFace(turnLeft) });
  const reserveLeft = p.reserveMs + turnLeft;
  return reserveLeft > 0 ? t("clock.reserve", { time: clockFace(reserveLeft) }) : t("clock.timeUp");
}

/**
 * Whether the box shows the countdown: a seat on the clock, unless its person dropped and a bot is about to take it
 * (real-time), when the box's line tells that instead.
 */
export function showsCountdown(p: Pick<SeatInfo, "turnEndsAt" | "connected" | "takeoverAt">): boolean {
  return p.turnEndsAt > 0 && (p.connected || p.takeoverAt === 0);
}

/** The status line beside a countdown: short, so both fit on the box's last line. */
export function clockedStatus(turn: boolean): string {
  return turn ? t("seat.playing") : t("seat.choosing");
}

/** Under a minute left (turn and reserve together): the countdown turns red. */
export function countdownUrgent(p: Pick<SeatInfo, "turnEndsAt" | "reserveMs">, now: number): boolean {
  return p.turnEndsAt > 0 && p.turnEndsAt + p.reserveMs - now < 60_000;
}
