// The HTTP side of the server: accounts. Answers are returned as values, never thrown.
import type { StoredLogin } from "./login.js";
import { isLanguage, type Language } from "../../../shared-rules/protocol/index.js";

/** `language`: the account's chosen language, null until it chooses one. */
export type AuthResult = { ok: true; login: StoredLogin; language: Language | null } | { ok: false; description: string; reason: string };

/** POSTs a JSON body (with the login's bearer token when given) and reads the JSON answer, or says the status in words. */
export async function post(path: string, body: unknown, token?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  let json: Record<string, unknown>;
  try {
    json = (await res.json()) as Record<string, unknown>;
  } catch {
    json = { description: "server error", reason: `The server answered ${res.status} ${res.statusText}.` };
  }
  return { status: res.status, json };
}

async function auth(path: string, body: Record<string, string>): Promise<AuthResult> {
  try {
    const { status, json } = await post(path, body);
    if (status < 300 && typeof json.token === "string") {
      const login = { token: json.token, userId: String(json.userId ?? ""), username: String(json.username ?? body.username) };
      return { ok: true, login, language: isLanguage(json.language) ? json.language : null };
    }
    const description = String(json.description ?? "server error");
    const reason = String(json.reason ?? (status === 429 ? "Too many attempts; wait a minute and try again." : description));
    return { ok: false, description, reason };
  } catch {
    return { ok: false, description: "server error", reason: "Cannot reach the server. Check your connection and try again." };
  }
}

export function login(username: string, password: string): Promise<AuthResult> {
  return auth("/auth/login", { username, password });
}

export function register(username: string, password: string, confirmPassword: string): Promise<AuthResult> {
  return auth("/auth/register", { username, password, confirmPassword });
}

export async function logout(token: string): Promise<void> {
  try {
    await post("/auth/logout", {}, token);
  } catch {
    // logging out of a server we cannot reach still forgets the login locally
  }
}
