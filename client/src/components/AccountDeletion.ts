// The Account dialog's "Delete account" section: the password and a box ticked to confirm. On success the server
// has ended every login of the account; this tab forgets its login and shows the login view with the reason.
import { field, h, setFieldError, setText } from "../ui/dom.js";
import { msg } from "../i18n/i18n.js";
import { reasonMessage } from "../i18n/serverReasons.js";
import { net } from "../net/Net.js";

/** The section's elements, ready to append to the dialog's panel. */
export function accountDeletionSection(): HTMLElement {
  const password = field("account-delete-password", msg("accountDeletion.password"), "password", "current-password");
  const confirmBox = h("input", { type: "checkbox", id: "account-delete-confirm" });
  const confirmField = h("label", { for: "account-delete-confirm", class: "ttr-check" }, confirmBox, msg("accountDeletion.confirm"));
  const general = h("div", { class: "ttr-error", id: "account-delete-error", role: "alert" });
  const submit = h("button", { type: "submit", class: "ttr-btn danger", id: "account-delete", text: msg("accountDeletion.submit") });
  const form = h("form", { id: "account-delete-form", novalidate: true },
    h("h3", { text: msg("accountDeletion.heading") }),
    h("p", { class: "ttr-dialog-text", text: msg("accountDeletion.note") }),
    password.wrap, confirmField, general, h("div", { class: "ttr-row" }, submit));

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    setFieldError(password, "");
    setText(general, "");
    if (!confirmBox.checked) return setText(general, msg("accountDeletion.confirmFirst"));
    submit.disabled = true;
    void net.deleteAccount(password.input.value).then((answer) => {
      submit.disabled = false;
      // the login view comes next (Net ended the login): the dialog goes with the lobby
      if (answer.ok) return document.getElementById("account-backdrop")?.remove();
      if (typeof answer.reason === "string" && /password/.test(answer.reason)) setFieldError(password, reasonMessage(answer.reason));
      else setText(general, reasonMessage(answer.reason));
    });
  });
  return form;
}
