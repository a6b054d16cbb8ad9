// The lobby's Account dialog: change the password (the current one is asked; every other login of the account ends,
// this tab keeps playing with its new token) and download what the server keeps about the account as a JSON file.
// The server's refusals are said in the reader's language (i18n/serverReasons.ts) beside the field they are about.
import { field, h, setFieldError, setText } from "../ui/dom.js";
import { msg, type Message } from "../i18n/i18n.js";
import { reasonMessage } from "../i18n/serverReasons.js";
import { MIN_PASSWORD_LENGTH } from "../../../shared-rules/protocol/index.js";
import { net } from "../net/Net.js";
import * as api from "../net/api.js";
import { accountDeletionSection } from "./AccountDeletion.js";

type Field = ReturnType<typeof field>;

/** Which field a server reason is about: the current password, the new one, its repetition, or none. */
function fieldFor(reason: string | Message, fields: { current: Field; next: Field; confirm: Field }): Field | null {
  if (typeof reason !== "string") return null;
  if (/current password/.test(reason)) return fields.current;
  if (/match/.test(reason)) return fields.confirm;
  if (/password/.test(reason)) return fields.next;
  return null;
}

/** Opens the dialog over the lobby. Returns a function that closes it. */
export function openAccountDialog(): () => void {
  const current = field("account-current", msg("account.currentPassword"), "password", "current-password");
  const next = field("account-new", msg("account.newPassword"), "password", "new-password");
  next.wrap.insertBefore(h("div", { class: "ttr-hint", id: "account-new-hint", text: msg("register.passwordRule", { min: MIN_PASSWORD_LENGTH }) }), next.error);
  next.input.setAttribute("aria-describedby", "account-new-hint");
  const confirm = field("account-confirm", msg("account.confirmPassword"), "password", "new-password");
  const general = h("div", { class: "ttr-error", id: "account-error", role: "alert" });
  const done = h("div", { class: "ttr-hint", id: "account-done", role: "status" });
  const change = h("button", { type: "submit", class: "ttr-btn", id: "account-change", text: msg("account.change") });
  const form = h("form", { id: "account-password-form", novalidate: true },
    h("h3", { text: msg("account.passwordHeading") }), current.wrap, next.wrap, confirm.wrap, general, done, h("div", { class: "ttr-row" }, change));

  const download = h("button", { type: "button", class: "ttr-btn secondary", id: "account-download", text: msg("account.download") });
  const downloadNote = h("div", { class: "ttr-error", id: "account-download-error", role: "alert" });
  const close = h("button", { type: "button", class: "ttr-btn secondary", id: "account-close", text: msg("account.close") });
  const panel = h("div", { class: "ttr-panel ttr-modal ttr-dialog", id: "account-dialog", role: "dialog", "aria-modal": "true", "aria-labelledby": "account-heading" },
    h("h2", { id: "account-heading", text: msg("account.heading", { name: net.username ?? "" }) }),
    form,
    h("h3", { text: msg("account.dataHeading") }),
    h("p", { class: "ttr-dialog-text", text: msg("account.dataNote") }),
    h("div", { class: "ttr-row" }, download), downloadNote,
    accountDeletionSection(),
    h("div", { class: "ttr-row" }, close));
  const backdrop = h("div", { class: "ttr-backdrop", id: "account-backdrop" }, panel);
  const remove = () => backdrop.remove();

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    for (const f of [current, next, confirm]) setFieldError(f, "");
    setText(general, "");
    setText(done, "");
    change.disabled = true;
    void net.changePassword(current.input.value, next.input.value, confirm.input.value).then((answer) => {
      change.disabled = false;
      if (answer.ok) {
        for (const f of [current, next, confirm]) f.input.value = "";
        setText(done, msg("account.changed"));
        return;
      }
      const target = fieldFor(answer.reason, { current, next, confirm });
      if (target) setFieldError(target, reasonMessage(answer.reason));
      else setText(general, reasonMessage(answer.reason));
    });
  });
  download.addEventListener("click", () => {
    setText(downloadNote, "");
    const token = net.login?.token;
    if (!token) return;
    void api.accountData(token).then((data) => {
      if (!data) return setText(downloadNote, msg("account.downloadFailed"));
      const url = URL.createObjectURL(data);
      const link = h("a", { href: url, download: `ticket-to-ride-${net.username ?? "account"}.json` });
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    });
  });
  close.addEventListener("click", remove);
  backdrop.addEventListener("keydown", (e) => {
    if ((e as KeyboardEvent).key === "Escape") remove();
  });
  document.body.append(backdrop);
  current.input.focus();
  return remove;
}
