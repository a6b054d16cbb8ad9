// Login / Register view: the dimmed map behind the HTML form (ui/loginForm.ts), which may already be on screen
// from before the engine loaded.
import Phaser from "phaser";
import { drawBackdrop } from "../ui/Backdrop.js";
import { showStatus } from "../ui/dom.js";
import { showLoginForm } from "../ui/loginForm.js";
import { msg } from "../i18n/i18n.js";
import { net } from "../net/Net.js";
import { loadLogin, type StoredLogin } from "../net/login.js";
import { hideGuestBanner } from "../ui/guestBanner.js";

export class LoginScene extends Phaser.Scene {
  constructor() {
    super("Login");
  }

  create(): void {
    // (a guest who was watching a game comes here to register: the invitation has done its work)
    hideGuestBanner();
    // A login that finished while the engine was still loading is already stored: go straight on.
    const stored = loadLogin();
    if (stored) return this.enter(stored);
    drawBackdrop(this, msg("app.subtitle"));
    const removeForm = showLoginForm((login) => this.enter(login));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, removeForm);
  }

  private enter(login: StoredLogin): void {
    net.setLogin(login);
    showStatus(null);
    this.scene.start("Lobby");
  }
}
