// Boot: draws every generated texture (cards, cars, the projected US map) once, then routes to the first view.
import { msg } from "../i18n/i18n.js";
import Phaser from "phaser";
import { createTextures } from "../ui/textures.js";
import { bakeMapTexture } from "../map/mapTexture.js";
import { net } from "../net/Net.js";
import type { GameConnection } from "../net/GameConnection.js";
import { openGame } from "./navigation.js";
import { hideLoading, setLoading } from "../ui/loading.js";
import { takeTurnLink } from "../net/turnLink.js";
import { startScene } from "./lazyScenes.js";
import { guestWatchCode } from "../net/guestWatch.js";
import { lookupGame } from "../net/gameLookup.js";
import { watchAsGuest } from "./guestWatching.js";
import { showStatus } from "../ui/dom.js";

export class BootScene extends Phaser.Scene {
  constructor() {
    super("Boot");
  }

  create(): void {
    setLoading(msg("loading.map"), 0.6);
    // Let the loading screen paint its new stage before the heavy drawing below.
    requestAnimationFrame(() => setTimeout(() => this.drawAndRoute(), 0));
  }

  private drawAndRoute(): void {
    createTextures(this);
    // a reload mid-game asks for its seat before the land is baked: the server's round trips overlap the baking
    const seat = this.startResuming();
    bakeMapTexture(this.textures);
    void this.route(seat);
  }

  /** A replay link (/?replay=<gameId>, or /?replay=file to open a downloaded record): it needs no account. */
  private replayLink(): string | null {
    return new URLSearchParams(location.search).get("replay");
  }

  /** Logged in (and no replay link): the game of a turn notice, else the person's unfinished game, asked for now. */
  private startResuming(): Promise<GameConnection | null> | null {
    if (this.replayLink() || !net.login) return null;
    // Opened from a turn notice: that game (the person's seat in it); if it is gone or refused, the usual start.
    const noticed = takeTurnLink();
    return (async () => (noticed ? await net.joinGame(noticed).catch(() => null) : null) ?? (await net.resumeSeat()))();
  }

  private async route(seat: Promise<GameConnection | null> | null): Promise<void> {
    const replay = this.replayLink();
    if (replay) {
      hideLoading();
      startScene(this, "Replay", replay === "file" ? {} : { gameId: replay });
      return;
    }
    if (!net.login || !seat) {
      const code = guestWatchCode(false);
      if (code && (await this.watchAsGuest(code))) return;
      hideLoading();
      this.scene.start("Login");
      return;
    }
    setLoading(msg("loading.joining"), 0.9);
    const g = await seat;
    if (g) {
      openGame(this, g);
      void g.whenReady().then(hideLoading);
    } else {
      hideLoading();
      this.scene.start("Lobby");
    }
  }

  /**
   * A share link without a login: a started game is watched as a guest spectator, with the invitation to register;
   * false (the login form) for a game still waiting for players, or one that cannot be watched.
   */
  private async watchAsGuest(code: string): Promise<boolean> {
    setLoading(msg("loading.joining"), 0.9);
    const found = await lookupGame(code);
    // a game still gathering players is an invitation to sit down: register first, then the lobby offers the seat
    if (found.ok && found.game.status === "waiting") return false;
    const g = found.ok ? await net.spectate(found.game.gameId).catch(() => null) : null;
    if (!g) {
      showStatus(found.ok ? msg("code.sharedFailed") : found.reason, "error", 8000);
      return false;
    }
    watchAsGuest(this, g);
    void g.whenReady().then(hideLoading);
    return true;
  }
}
