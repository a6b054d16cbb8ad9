// The warning before a bot plays this seat's turn (its time and reserve are nearly gone): a notice at the top of the
// game with the time left counting down, gone once the turn is played or the bot has played it.
import { h, setText } from "../../ui/dom.js";
import { msg } from "../../i18n/i18n.js";
import { clockFace } from "../../components/turnCountdown.js";
import type { SeatInfo } from "../../net/snapshot.js";

let notice: HTMLElement | null = null;
let ticker: ReturnType<typeof setInterval> | null = null;
/** The takeover the notice is for. */
let warnedFor = 0;

/** Shows the warning, counting down to `takeoverAt` (epoch ms). */
export function showTakeoverNotice(takeoverAt: number): void {
  hideTakeoverNotice();
  warnedFor = takeoverAt;
  const text = h("span", { id: "takeover-text" });
  notice = document.body.appendChild(h("div", { class: "ttr-saving-banner paused ttr-takeover", id: "takeover-notice", role: "alert" }, text));
  const tick = () => {
    const left = takeoverAt - Date.now();
    if (left <= 0) return hideTakeoverNotice();
    setText(text, msg("takeover.warning", { time: clockFace(left) }));
  };
  tick();
  ticker = setInterval(tick, 250);
}

/** The turn was played (by the person or the bot), or the view closes. */
export function hideTakeoverNotice(): void {
  if (ticker) clearInterval(ticker);
  ticker = null;
  notice?.remove();
  notice = null;
}

/** A new state: the seat's count changed (its move was played, a new turn began), so the warning is over. */
export function followSeatClock(seat: Pick<SeatInfo, "turnEndsAt" | "reserveMs"> | undefined): void {
  if (notice && (!seat || seat.turnEndsAt <= 0 || seat.turnEndsAt + seat.reserveMs !== warnedFor)) hideTakeoverNotice();
}
