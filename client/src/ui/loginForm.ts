// Login / Register: two side-by-side panels (the design's F.1.1 and F.1.2) as plain HTML, so the form is usable
// before the game engine and the board have loaded; a phone shows one at a time under a Login | Register switch
// (ui/authTabs.ts). Enter submits; the server's `reason` appears in red beside the field it is about. Whoever shows
// the form says what happens after a successful login.
import { field, h, setFieldError, showOverlay } from "./dom.js";
import { authTabs, type AuthPanel } from "./authTabs.js";
import * as api from "../net/api.js";
import type { StoredLogin } from "../net/login.js";
// The one file, not the protocol's index: this form is in the first chunk, before the rest of the game loads.
import { PASSWORD_RULE } from "../../../shared-rules/protocol/index.js";
import { serverText } from "../net/serverText.js";

type Field = ReturnType<typeof field>;

/** Which field a server `reason` is about. */
function fieldFor(reason: string, fields: { username: Field; password: Field; confirm?: Field }): Field | null {
  const r = reason.toLowerCase();
  if (fields.confirm && /match|confirm/.test(r)) return fields.confirm;
  if (/password/.test(r) && !/username or password|user or password/.test(r)) return fields.password;
  if (/username|user name|name/.test(r) && !/password/.test(r)) return fields.username;
  return null;
}

let onEnter: (login: StoredLogin) => void = () => undefined;
let shown: HTMLElement | null = null;

function enter(login: StoredLogin): void {
  onEnter(login);
}

/**
 * Shows the form (or keeps the one already on screen, with whatever the person typed) and makes `then` the step
 * after a successful login or registration. Returns a function that removes the form.
 */
export function showLoginForm(then: (login: StoredLogin) => void): () => void {
  onEnter = then;
  if (!shown || !shown.isConnected) {
    shown = buildForm();
    showOverlay(shown);
    (document.getElementById("login-username") as HTMLInputElement | null)?.focus();
  }
  const form = shown;
  return () => {
    form.remove();
    if (shown === form) shown = null;
  };
}

function buildForm(): HTMLElement {
  const lu = field("login-username", "Username", "text", "username");
  const lp = field("login-password", "Password", "password", "current-password");
  const loginGeneral = h("div", { class: "ttr-error", id: "login-error" });
  const ru = field("register-username", "Username", "text", "username");
  const rp = field("register-password", "Password", "password", "new-password");
  // The password rule, under the field it is about, before anyone gets it wrong.
  rp.wrap.insertBefore(h("div", { class: "ttr-hint", id: "register-password-hint", text: PASSWORD_RULE }), rp.error);
  rp.input.setAttribute("aria-describedby", "register-password-hint");
  const rc = field("register-confirm", "Confirm Password", "password", "new-password");
  const registerGeneral = h("div", { class: "ttr-error", id: "register-error" });
  // The server's account rules (server/src/auth/credentials.ts), said before anyone gets them wrong.
  const rules = h("div", { class: "ttr-hint", id: "register-rules", text: "Username: 4–20 letters, digits, _ or -." });

  const loginPanel = h("form", { class: "ttr-panel", id: "login-form", novalidate: true, "aria-labelledby": "login-heading" },
    h("h2", { id: "login-heading", text: "Login" }), lu.wrap, lp.wrap, loginGeneral,
    h("div", { class: "ttr-row" },
      h("button", { type: "button", class: "ttr-link", id: "to-register", text: "Need to register? Click Here!" }),
      h("button", { type: "submit", class: "ttr-btn", id: "login-submit", text: "Submit" })));
  const registerPanel = h("form", { class: "ttr-panel dim", id: "register-form", novalidate: true, "aria-labelledby": "register-heading" },
    h("h2", { id: "register-heading", text: "Register" }), rules, ru.wrap, rp.wrap, rc.wrap, registerGeneral,
    h("div", { class: "ttr-row" },
      h("button", { type: "button", class: "ttr-link", id: "to-login", text: "Already have an account? Click Here!" }),
      h("button", { type: "submit", class: "ttr-btn", id: "register-submit", text: "Submit" })));

  // Moving to one panel clears the other's errors: an old answer must not stay beside the form in use.
  const clearErrors = (fields: Field[], general: HTMLElement) => {
    fields.forEach((f) => setFieldError(f, ""));
    general.textContent = "";
  };
  // The panel in use: the other is dimmed (side by side) or hidden (a phone, see phone.css).
  const use = (which: AuthPanel) => {
    loginPanel.classList.toggle("dim", which !== "login");
    registerPanel.classList.toggle("dim", which !== "register");
    if (which === "login") clearErrors([ru, rp, rc], registerGeneral);
    else clearErrors([lu, lp], loginGeneral);
    tabs.mark(which);
  };
  // A tab only switches (the keyboard of a phone would cover the form at once); the links go on to the first field.
  const tabs = authTabs({ login: "login-form", register: "register-form" }, use);
  tabs.mark("login");
  loginPanel.querySelector("#to-register")?.addEventListener("click", () => ru.input.focus());
  registerPanel.querySelector("#to-login")?.addEventListener("click", () => lu.input.focus());
  loginPanel.addEventListener("focusin", () => use("login"));
  registerPanel.addEventListener("focusin", () => use("register"));

  const busy = (form: HTMLFormElement, on: boolean) =>
    form.querySelectorAll("button[type=submit]").forEach((b) => ((b as HTMLButtonElement).disabled = on));

  loginPanel.addEventListener("submit", (e) => {
    e.preventDefault();
    [lu, lp].forEach((f) => setFieldError(f, ""));
    loginGeneral.textContent = "";
    if (!lu.input.value.trim()) return setFieldError(lu, "Enter your username.");
    if (!lp.input.value) return setFieldError(lp, "Enter your password.");
    busy(loginPanel, true);
    void api.login(lu.input.value.trim(), lp.input.value).then((res) => {
      busy(loginPanel, false);
      if (res.ok) return enter(res.login);
      const f = fieldFor(res.reason, { username: lu, password: lp });
      if (f) setFieldError(f, serverText(res.reason));
      else loginGeneral.textContent = serverText(res.reason);
    });
  });

  registerPanel.addEventListener("submit", (e) => {
    e.preventDefault();
    [ru, rp, rc].forEach((f) => setFieldError(f, ""));
    registerGeneral.textContent = "";
    if (!ru.input.value.trim()) return setFieldError(ru, "Choose a username.");
    if (rp.input.value !== rc.input.value) return setFieldError(rc, "The passwords do not match.");
    busy(registerPanel, true);
    void api.register(ru.input.value.trim(), rp.input.value, rc.input.value).then((res) => {
      busy(registerPanel, false);
      if (res.ok) return enter(res.login);
      const f = fieldFor(res.reason, { username: ru, password: rp, confirm: rc });
      if (f) setFieldError(f, serverText(res.reason));
      else registerGeneral.textContent = serverText(res.reason);
    });
  });

  return h("div", { class: "ttr-auth-view" }, h("div", { class: "ttr-title", text: "Ticket to Ride" }), tabs.element, h("div", { class: "ttr-auth" }, loginPanel, registerPanel));
}
