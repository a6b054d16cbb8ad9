// The game room this tab sits in, kept in sessionStorage so that a reload reconnects to the same seat.

export interface SeatMemo {
  roomId: string;
  reconnectionToken: string;
  spectator: boolean;
  /** The game had ended: its room keeps no seat open for a reconnection (only joining again shows the end). */
  ended?: boolean;
}

const SEAT_KEY = "ttr.seat";

export function saveSeat(m: SeatMemo | null): void {
  if (m) sessionStorage.setItem(SEAT_KEY, JSON.stringify(m));
  else sessionStorage.removeItem(SEAT_KEY);
}

export function loadSeat(): SeatMemo | null {
  try {
    const raw = sessionStorage.getItem(SEAT_KEY);
    return raw ? (JSON.parse(raw) as SeatMemo) : null;
  } catch {
    return null;
  }
}
