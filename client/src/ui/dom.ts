// Small helpers for the HTML overlay used by forms (login, lobby, create-game, chat input). A text given as a
// Message (i18n/i18n.ts `msg`) is said in the current language and said again at every language change, as long as
// its element is on the page: views built with `h` follow a language switch without re-rendering themselves.
import { onLanguageChange, say, type Message } from "../i18n/i18n.js";

type Attrs = Record<string, string | number | boolean | Message | ((e: Event) => void) | undefined>;

/** A text or an attribute given as a message: "text" stands for textContent. */
const messages = new WeakMap<Element, Map<string, Message>>();
/** Marks the elements that hold a message, so a language change finds them with one query. */
const TRANSLATED = "data-i18n";

function applyMessage(el: Element, attr: string, message: Message): void {
  if (attr === "text") el.textContent = say(message);
  else el.setAttribute(attr, say(message));
}

/**
 * Sets an element's text ("text") or an attribute to words that follow the language; a plain string (a username,
 * a number) stays as it is, and replaces any message the element had there.
 */
export function setText(el: Element, value: string | Message, attr = "text"): void {
  const held = messages.get(el);
  if (typeof value === "string") {
    held?.delete(attr);
    if (attr === "text") el.textContent = value;
    else el.setAttribute(attr, value);
    return;
  }
  if (held) held.set(attr, value);
  else messages.set(el, new Map([[attr, value]]));
  el.setAttribute(TRANSLATED, "");
  applyMessage(el, attr, value);
}

onLanguageChange(() => {
  for (const el of document.querySelectorAll(`[${TRANSLATED}]`)) {
    for (const [attr, message] of messages.get(el) ?? []) applyMessage(el, attr, message);
  }
});

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Node | string | Message | null | undefined)[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (typeof v === "function") el.addEventListener(k.replace(/^on/, "").toLowerCase(), v);
    else if (typeof v === "object") setText(el, v, k);
    else if (k === "class") el.className = String(v);
    else if (k === "text") el.textContent = String(v);
    else if (k === "style") el.setAttribute("style", String(v));
    else if (v === true) el.setAttribute(k, "");
    else el.setAttribute(k, String(v));
  }
  for (const c of children) {
    if (c === null || c === undefined) continue;
    // A message among the children is a text of its own (a span), so that it follows the language too.
    if (typeof c === "object" && !(c instanceof Node)) el.append(h("span", { text: c }));
    else el.append(c);
  }
  return el;
}

export function overlay(): HTMLElement {
  const el = document.getElementById("overlay");
  if (!el) throw new Error("#overlay missing");
  return el;
}

/** Puts `node` as the only child of the overlay and returns a function that removes it. */
export function showOverlay(node: HTMLElement): () => void {
  const o = overlay();
  o.replaceChildren(node);
  return () => node.remove();
}

let statusEl: HTMLElement | null = null;
let statusTimer: ReturnType<typeof setTimeout> | null = null;

/** A banner at the top of the page: connection state and server errors, in plain words. */
export function showStatus(text: string | Message | null, kind: "info" | "error" = "info", ms = 0): void {
  if (statusTimer) clearTimeout(statusTimer);
  statusTimer = null;
  if (!text) {
    statusEl?.remove();
    statusEl = null;
    return;
  }
  if (!statusEl) {
    statusEl = h("div", { class: "ttr-status", role: "status" });
    document.body.append(statusEl);
  }
  statusEl.className = `ttr-status${kind === "error" ? " error" : ""}`;
  setText(statusEl, text);
  if (ms > 0) statusTimer = setTimeout(() => showStatus(null), ms);
}

export function field(id: string, label: string | Message, type = "text", autocomplete = "off"): { wrap: HTMLElement; input: HTMLInputElement; error: HTMLElement } {
  const input = h("input", { id, name: id, type, autocomplete, spellcheck: "false" });
  const error = h("div", { class: "ttr-error", id: `${id}-error`, role: "alert" });
  const wrap = h("div", { class: "ttr-field" }, h("label", { for: id, text: label }), input, error);
  return { wrap, input, error };
}

export function setFieldError(f: { wrap: HTMLElement; error: HTMLElement }, text: string | Message): void {
  setText(f.error, text);
  f.wrap.classList.toggle("invalid", text !== "");
}
