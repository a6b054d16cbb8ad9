// One way into the page's keys for keyboard play: a window keydown listener that stays silent while a page field
// (the chat) has the focus, and goes away with the object or scene that asked for it. Keys are read as they arrive
// (not from Phaser's per-frame queue), so the Enter that opens a window is never seen again by that window.
import Phaser from "phaser";
import { typingInField } from "./keyMap.js";

/** `handle` answers true when the key was used: the browser then does not act on it (Tab, Space, arrows). */
export function listenKeys(owner: Phaser.GameObjects.GameObject | Phaser.Scene, handle: (e: KeyboardEvent) => boolean): void {
  const onKey = (e: KeyboardEvent) => {
    if (e.defaultPrevented || typingInField(e.target) || typingInField(document.activeElement)) return;
    if (handle(e)) e.preventDefault();
  };
  window.addEventListener("keydown", onKey);
  const stop = () => window.removeEventListener("keydown", onKey);
  if (owner instanceof Phaser.Scene) owner.events.once(Phaser.Scenes.Events.SHUTDOWN, stop);
  else owner.once(Phaser.GameObjects.Events.DESTROY, stop);
}
