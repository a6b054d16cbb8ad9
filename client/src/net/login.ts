// The logged-in user, kept in localStorage so that a page reload stays logged in until logout.
import { saveSeat } from "./seatMemo.js";

/** A login the server granted: its bearer token and whose it is. */
export interface StoredLogin {
  token: string;
  userId: string;
  username: string;
}

/** The storage key (its old name, so that people stay logged in across an update). */
const KEY = "ttr.session";

export function loadLogin(): StoredLogin | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<StoredLogin>;
    return typeof s.token === "string" && typeof s.username === "string" ? { token: s.token, userId: String(s.userId ?? ""), username: s.username } : null;
  } catch {
    return null;
  }
}

export function saveLogin(login: StoredLogin): void {
  localStorage.setItem(KEY, JSON.stringify(login));
}

/** Logged out: the login goes, and with it the seat this tab would have reconnected to. */
export function forgetLogin(): void {
  localStorage.removeItem(KEY);
  saveSeat(null);
}

/**
 * The same account's newer login that another tab of this browser stores (its password change), if one comes within
 * `waitMs`: a tab whose connections were closed for a password change waits for it rather than logging out at once
 * (the other tab's answer may come after the close). Null when none comes.
 */
export function nextStoredLogin(current: StoredLogin, waitMs: number): Promise<StoredLogin | null> {
  const newer = (): StoredLogin | null => {
    const stored = loadLogin();
    return stored && stored.token !== current.token && stored.userId === current.userId ? stored : null;
  };
  const now = newer();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = (login: StoredLogin | null) => {
      clearTimeout(timer);
      window.removeEventListener("storage", onStorage);
      resolve(login);
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key !== KEY) return;
      const found = newer();
      if (found) done(found);
    };
    const timer = setTimeout(() => done(null), waitMs);
    window.addEventListener("storage", onStorage);
  });
}
