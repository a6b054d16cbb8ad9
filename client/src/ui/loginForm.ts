// Login / Register: two side-by-side panels (the design's F.1.1 and F.1.2) as plain HTML, so the form is usable
// before the game engine and the board have loaded; a phone shows one at a time under a Login | Register switch
// (ui/authTabs.ts). Enter submits; the server's `reason` appears in red beside the field it is about, in the reader's
// language (i18n/serverReasons.ts). A language switch sits above the title. Whoever shows
// the form says what happens after a successful login.
import { field, h, setFieldError, setText, showOverlay } from "./dom.js";
import { authTabs, type AuthPanel } from "./authTabs.js";
import * as api from "../net/api.js";
import type { StoredLogin } from "../net/login.js";
// The one file, not the protocol's index: this form is in the first chunk, before the rest of the game loads.
import { MIN_PASSWORD_LENGTH } from "../../../shared-rules/protocol/index.js";
import { msg, type Message } from "../i18n/i18n.js";
import { reasonMessage } from "../i18n/serverReasons.js";
import { languageSwitch } from "../components/LanguageSwitch.js";
import { adoptAccountLanguage } from "./languageSetting.js";
import type { Language } from "../../../shared-rules/protocol/index.js";

/** The server's username rule (server/src/auth/credentials.ts USERNAME_PATTERN), said before anyone gets it wrong. */
const USERNAME_LENGTH = { min: 4, max: 20 };

type Field = ReturnType<typeof field>;

/** Which field a server `reason` is about. */
function fieldFor(reason: string | Message, fields: { username: Field; password: Field; confirm?: Field }): Field | null {
  if (typeof reason !== "string") return null; // the client's own words: the server did not answer about a field
  const r = reason.toLowerCase();
  if (fields.confirm && /match|confirm/.test(r)) return fields.confirm;
  if (/password/.test(r) && !/username or password|user or password/.test(r)) return fields.password;
  if (/username|user name|name/.test(r) && !/password/.test(r)) return fields.username;
  return null;
}

let onEnter: (login: StoredLogin) => void = () => undefined;
let shown: HTMLElement | null = null;

/** Logged in: the account's language comes with it (a new browser shows the person's own language at once). */
function enter(login: StoredLogin, language: Language | null): void {
  adoptAccountLanguage(language, login.token);
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
  const lu = field("login-username", msg("auth.username"), "text", "username");
  const lp = field("login-password", msg("auth.password"), "password", "current-password");
  const loginGeneral = h("div", { class: "ttr-error", id: "login-error" });
  const ru = field("register-username", msg("auth.username"), "text", "username");
  const rp = field("register-password", msg("auth.password"), "password", "new-password");
  // The password rule, under the field it is about, before anyone gets it wrong.
  rp.wrap.insertBefore(h("div", { class: "ttr-hint", id: "register-password-hint", text: msg("register.passwordRule", { min: MIN_PASSWORD_LENGTH }) }), rp.error);
  rp.input.setAttribute("aria-describedby", "register-password-hint");
  const rc = field("register-confirm", msg("auth.confirm"), "password", "new-password");
  const registerGeneral = h("div", { class: "ttr-error", id: "register-error" });
  // The server's account rules (server/src/auth/credentials.ts), said before anyone gets them wrong.
  const rules = h("div", { class: "ttr-hint", id: "register-rules", text: msg("register.usernameRule", USERNAME_LENGTH) });

  const loginPanel = h("form", { class: "ttr-panel", id: "login-form", novalidate: true, "aria-labelledby": "login-heading" },
    h("h2", { id: "login-heading", text: msg("login.heading") }), lu.wrap, lp.wrap, loginGeneral,
    h("div", { class: "ttr-row" },
      h("button", { type: "button", class: "ttr-link", id: "to-register", text: msg("login.toRegister") }),
      h("button", { type: "submit", class: "ttr-btn", id: "login-submit", text: msg("auth.submit") })));
  const registerPanel = h("form", { class: "ttr-panel dim", id: "register-form", novalidate: true, "aria-labelledby": "register-heading" },
    h("h2", { id: "register-heading", text: msg("register.heading") }), rules, ru.wrap, rp.wrap, rc.wrap, registerGeneral,
    h("div", { class: "ttr-row" },
      h("button", { type: "button", class: "ttr-link", id: "to-login", text: msg("register.toLogin") }),
      h("button", { type: "submit", class: "ttr-btn", id: "register-submit", text: msg("auth.submit") })));

  // Moving to one panel clears the other's errors: an old answer must not stay beside the form in use.
  const clearErrors = (fields: Field[], general: HTMLElement) => {
    fields.forEach((f) => setFieldError(f, ""));
    setText(general, "");
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
    setText(loginGeneral, "");
    if (!lu.input.value.trim()) return setFieldError(lu, msg("login.enterUsername"));
    if (!lp.input.value) return setFieldError(lp, msg("login.enterPassword"));
    busy(loginPanel, true);
    void api.login(lu.input.value.trim(), lp.input.value).then((res) => {
      busy(loginPanel, false);
      if (res.ok) return enter(res.login, res.language);
      const f = fieldFor(res.reason, { username: lu, password: lp });
      if (f) setFieldError(f, reasonMessage(res.reason));
      else setText(loginGeneral, reasonMessage(res.reason));
    });
  });

  registerPanel.addEventListener("submit", (e) => {
    e.preventDefault();
    [ru, rp, rc].forEach((f) => setFieldError(f, ""));
    setText(registerGeneral, "");
    if (!ru.input.value.trim()) return setFieldError(ru, msg("register.chooseUsername"));
    if (rp.input.value !== rc.input.value) return setFieldError(rc, msg("register.mismatch"));
    busy(registerPanel, true);
    void api.register(ru.input.value.trim(), rp.input.value, rc.input.value).then((res) => {
      busy(registerPanel, false);
      if (res.ok) return enter(res.login, res.language);
      const f = fieldFor(res.reason, { username: ru, password: rp, confirm: rc });
      if (f) setFieldError(f, reasonMessage(res.reason));
      else setText(registerGeneral, reasonMessage(res.reason));
    });
  });

  // without an account: the public games to watch (LoginScene answers it once the game engine is loaded)
  const watch = h("button", { type: "button", class: "ttr-btn secondary", id: "guest-games-open", text: msg("guestGames.open") });
  watch.addEventListener("click", () => guestGames?.());
  return h("div", { class: "ttr-auth-view" }, languageSwitch("login-language"), h("div", { class: "ttr-title", text: msg("app.name") }), tabs.element, h("div", { class: "ttr-auth" }, loginPanel, registerPanel),
    h("div", { class: "ttr-row ttr-guest-games-open" }, watch));
}

let guestGames: (() => void) | null = null;

/** What the form's "Watch a game" does (null: nothing yet, before the engine is loaded). */
export function onGuestGames(open: (() => void) | null): void {
  guestGames = open;
}
