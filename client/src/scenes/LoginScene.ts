// Login / Register view: the dimmed map behind the HTML form (ui/loginForm.ts), which may already be on screen
// from before the engine loaded.
import Phaser from "phaser";
import { drawBackdrop } from "../ui/Backdrop.js";
import { showStatus } from "../ui/dom.js";
import { showLoginForm } from "../ui/loginForm.js";
import { net } from "../net/Net.js";
import { loadSession, type Session } from "../net/session.js";

export class LoginScene extends Phaser.Scene {
  constructor() {
    super("Login");
  }

  create(): void {
    // A login that finished while the engine was still loading is already stored: go straight on.
    const stored = loadSession();
    if (stored) return this.enter(stored);
    drawBackdrop(this, "An online Ticket to Ride — USA");
    const removeForm = showLoginForm((session) => this.enter(session));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, removeForm);
  }

  private enter(session: Session): void {
    net.setSession(session);
    showStatus(null);
    this.scene.start("Lobby");
  }
}
