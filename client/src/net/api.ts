// The HTTP side of the server: accounts. Answers are returned as values, never thrown.
import type { StoredLogin } from "./login.js";
import { DESCRIPTIONS, isLanguage, type Language } from "../../../shared-rules/protocol/index.js";
import { msg, type Message } from "../i18n/i18n.js";

/**
 * `language`: the account's chosen language, null until it chooses one. A refusal's `reason` is the server's words
 * (English on the wire, said in the reader's language by i18n/serverReasons.ts), or the client's own message when the
 * server gave none.
 */
export type AuthResult = { ok: true; login: StoredLogin; language: Language | null } | { ok: false; description: string; reason: string | Message };

/** POSTs a JSON body (with the login's bearer token when given) and reads the JSON answer ({} when it is not JSON). */
export async function post(path: string, body: unknown, token?: string): Promise<{ status: number; statusText: string; json: Record<string, unknown> }> {
  const res = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  let json: Record<string, unknown>;
  try {
    json = (await res.json()) as Record<string, unknown>;
  } catch {
    json = {};
  }
  return { status: res.status, statusText: res.statusText, json };
}

async function auth(path: string, body: Record<string, string>): Promise<AuthResult> {
  try {
    const { status, statusText, json } = await post(path, body);
    if (status < 300 && typeof json.token === "string") {
      const login = { token: json.token, userId: String(json.userId ?? ""), username: String(json.username ?? body.username) };
      return { ok: true, login, language: isLanguage(json.language) ? json.language : null };
    }
    const description = String(json.description ?? DESCRIPTIONS.serverError);
    if (typeof json.reason === "string") return { ok: false, description, reason: json.reason };
    if (status === 429) return { ok: false, description, reason: msg("reason.tooManyAttempts") };
    // an answer that is not the server's JSON (a proxy's error page): its status says what happened
    if (json.description === undefined) return { ok: false, description, reason: msg("reason.serverAnswered", { status, statusText }) };
    return { ok: false, description, reason: description };
  } catch {
    return { ok: false, description: DESCRIPTIONS.serverError, reason: msg("reason.unreachable") };
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

/** A password change's answer: this browser's new token, or the refusal (the server's words, or the client's own). */
export type PasswordChangeResult = { ok: true; token: string } | { ok: false; reason: string | Message };

export async function changePassword(token: string, currentPassword: string, newPassword: string, confirmPassword: string): Promise<PasswordChangeResult> {
  try {
    const { status, json } = await post("/api/account/password", { currentPassword, newPassword, confirmPassword }, token);
    if (status < 300 && typeof json.token === "string") return { ok: true, token: json.token };
    if (typeof json.reason === "string") return { ok: false, reason: json.reason };
    return { ok: false, reason: status === 429 ? msg("reason.tooManyAttempts") : msg("reason.serverAnswered", { status, statusText: "" }) };
  } catch {
    return { ok: false, reason: msg("reason.unreachable") };
  }
}

/** Deletes the account (the password and the person's confirmation); the reason when refused. */
export async function deleteAccount(token: string, password: string): Promise<{ ok: true } | { ok: false; reason: string | Message }> {
  try {
    const { status, json } = await post("/api/account/delete", { password, confirm: true }, token);
    if (status < 300) return { ok: true };
    if (typeof json.reason === "string") return { ok: false, reason: json.reason };
    return { ok: false, reason: status === 429 ? msg("reason.tooManyAttempts") : msg("reason.serverAnswered", { status, statusText: "" }) };
  } catch {
    return { ok: false, reason: msg("reason.unreachable") };
  }
}

/** What the server keeps about the account, as the JSON file it sends; null when it could not be had. */
export async function accountData(token: string): Promise<Blob | null> {
  try {
    const res = await fetch("/api/account/data", { headers: { Authorization: `Bearer ${token}` } });
    return res.ok ? await res.blob() : null;
  } catch {
    return null;
  }
}
