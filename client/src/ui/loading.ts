// The loading screen painted by index.html before any script runs: a stage name and a progress bar, removed when
// the first view is ready.
import type { Message } from "../i18n/i18n.js";
import { setText } from "./dom.js";

export function setLoading(text: Message, fraction: number): void {
  const label = document.getElementById("loading-text");
  const bar = document.getElementById("loading-bar");
  if (label) setText(label, text);
  if (bar) bar.style.width = `${Math.round(Math.max(0, Math.min(1, fraction)) * 100)}%`;
}

export function hideLoading(): void {
  document.getElementById("loading")?.remove();
}
