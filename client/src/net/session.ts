// The logged-in user, kept in localStorage so that a page reload keeps the session until logout.
export interface Session {
  token: string;
  userId: string;
  username: string;
}

const KEY = "ttr.session";
const SEAT_KEY = "ttr.seat";

export function loadSession(): Session | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<Session>;
    return typeof s.token === "string" && typeof s.username === "string" ? { token: s.token, userId: String(s.userId ?? ""), username: s.username } : null;
  } catch {
    return null;
  }
}

export function saveSession(s: Session): void {
  localStorage.setItem(KEY, JSON.stringify(s));
}

export function clearSession(): void {
  localStorage.removeItem(KEY);
  sessionStorage.removeItem(SEAT_KEY);
}

/** The room this tab sits in, so that a reload can reconnect to the same seat. */
export interface SeatMemo {
  roomId: string;
  reconnectionToken: string;
  spectator: boolean;
}

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
