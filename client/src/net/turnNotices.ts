// "Notify me when it's my turn": this browser's Web Push subscription, made through the service worker
// (client/sw/sw.js shows the notices) with the server's VAPID key, and handed to the server (POST /api/push/*).
// Answers are values, never thrown: a browser without push, a refused permission or an unreachable server each say
// why in words a person can act on.
import { loadLogin } from "./login.js";
import { activeWorker } from "./serviceWorker.js";
import { post } from "./api.js";
import { msg, type Message } from "../i18n/i18n.js";

export type NoticeResult = { ok: true; on: boolean } | { ok: false; reason: Message };

/** Whether this browser can receive push notices at all (an installed app on iOS, any current desktop or Android browser). */
export function noticesSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** Whether this browser is subscribed now (the push subscription is the truth, not a stored flag). */
export async function noticesOn(): Promise<boolean> {
  if (!noticesSupported() || Notification.permission !== "granted") return false;
  // Not `ready`: it never resolves where no worker is registered (the dev server).
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) != null;
}

/** The key as bytes: every browser takes those (a base64url string only some). */
function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(text.length / 4) * 4, "="));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function postJson(path: string, body: unknown): ReturnType<typeof post> {
  return post(path, body, loadLogin()?.token);
}

/** Asks for permission (the browser's own prompt), subscribes, and tells the server. */
export async function enableNotices(): Promise<NoticeResult> {
  if (!noticesSupported()) return { ok: false, reason: msg("notices.unsupported") };
  try {
    const permission = await Notification.requestPermission();
    if (permission !== "granted") return { ok: false, reason: msg("notices.blocked") };
    const registration = await activeWorker();
    if (!registration) return { ok: false, reason: msg("notices.notInstalled") };
    const key = (await (await fetch("./api/push/key")).json()) as { publicKey?: unknown };
    if (typeof key.publicKey !== "string") return { ok: false, reason: msg("notices.serverOff") };
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(key.publicKey) }));
    const answer = await postJson("./api/push/subscribe", subscription.toJSON());
    if (answer.status >= 300) return { ok: false, reason: msg("notices.notTaken", { status: answer.status }) };
    return { ok: true, on: true };
  } catch (error) {
    return { ok: false, reason: msg("notices.onFailed", { error: String(error) }) };
  }
}

/**
 * Tells the server to stop, and ends this browser's subscription. Also at logout (net/Net.ts): the notices belong to
 * the login, so the next person on this device does not get the previous one's turns.
 */
export async function disableNotices(): Promise<NoticeResult> {
  if (!noticesSupported()) return { ok: true, on: false };
  try {
    // Not `ready`: it never resolves where no worker is registered, and a logout must not wait for one.
    const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
    if (subscription) {
      await postJson("./api/push/unsubscribe", { endpoint: subscription.endpoint });
      await subscription.unsubscribe();
    }
    return { ok: true, on: false };
  } catch (error) {
    return { ok: false, reason: msg("notices.offFailed", { error: String(error) }) };
  }
}
