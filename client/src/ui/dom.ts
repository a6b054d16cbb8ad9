// Small helpers for the HTML overlay used by forms (login, lobby, create-game, chat input).
type Attrs = Record<string, string | number | boolean | ((e: Event) => void) | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Node | string | null | undefined)[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (typeof v === "function") el.addEventListener(k.replace(/^on/, "").toLowerCase(), v);
    else if (k === "class") el.className = String(v);
    else if (k === "text") el.textContent = String(v);
    else if (k === "style") el.setAttribute("style", String(v));
    else if (v === true) el.setAttribute(k, "");
    else el.setAttribute(k, String(v));
  }
  for (const c of children) if (c !== null && c !== undefined) el.append(c);
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
export function showStatus(text: string | null, kind: "info" | "error" = "info", ms = 0): void {
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
  statusEl.textContent = text;
  if (ms > 0) statusTimer = setTimeout(() => showStatus(null), ms);
}

export function field(id: string, label: string, type = "text", autocomplete = "off"): { wrap: HTMLElement; input: HTMLInputElement; error: HTMLElement } {
  const input = h("input", { id, name: id, type, autocomplete, spellcheck: "false" });
  const error = h("div", { class: "ttr-error", id: `${id}-error`, role: "alert" });
  const wrap = h("div", { class: "ttr-field" }, h("label", { for: id, text: label }), input, error);
  return { wrap, input, error };
}

export function setFieldError(f: { wrap: HTMLElement; error: HTMLElement }, text: string): void {
  f.error.textContent = text;
  f.wrap.classList.toggle("invalid", text !== "");
}
