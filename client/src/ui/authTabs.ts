// The Login | Register switch above the two login panels. A phone has room for one panel at a time (phone.css hides
// the other and shows this switch); a wider window shows both panels side by side and hides the switch. It follows
// the ARIA tabs pattern: the selected tab is the one in the Tab order, and the arrow keys, Home and End move between
// the two.
import { h } from "./dom.js";
import { msg, type Message } from "../i18n/i18n.js";

export type AuthPanel = "login" | "register";

const LABEL: Record<AuthPanel, Message> = { login: msg("auth.loginTab"), register: msg("auth.registerTab") };
const ORDER: AuthPanel[] = ["login", "register"];

export interface AuthTabs {
  element: HTMLElement;
  /** Shows which panel is in use (without moving the focus). */
  mark(which: AuthPanel): void;
}

/** `select` is called when a person picks a tab; `controls` names the panel (form) id each tab shows. */
export function authTabs(controls: Record<AuthPanel, string>, select: (which: AuthPanel) => void): AuthTabs {
  const tabs = ORDER.map((which) => {
    const tab = h("button", { type: "button", role: "tab", class: "ttr-auth-tab", id: `auth-tab-${which}`, "aria-controls": controls[which], text: LABEL[which] });
    tab.addEventListener("click", () => select(which));
    return tab;
  });
  const element = h("div", { class: "ttr-auth-tabs", role: "tablist", "aria-label": msg("auth.tabs") }, ...tabs);
  element.addEventListener("keydown", (e) => {
    const now = Math.max(0, tabs.findIndex((t) => t === document.activeElement));
    const n = ORDER.length;
    const to = { ArrowLeft: (now + n - 1) % n, ArrowRight: (now + 1) % n, Home: 0, End: n - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    select(ORDER[to]);
    tabs[to].focus();
  });
  const mark = (which: AuthPanel) => {
    tabs.forEach((tab, i) => {
      const selected = ORDER[i] === which;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
    });
  };
  return { element, mark };
}
