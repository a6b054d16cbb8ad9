// The waiting room of one game: who has joined, Start for the host (from 2 players), Add a bot, Leave.
import Phaser from "phaser";
import { drawBackdrop } from "../ui/Backdrop.js";
import { h, showOverlay, showStatus } from "../ui/dom.js";
import { net } from "../net/Net.js";
import { PLAYER_GLYPH, playerStyle } from "../ui/theme.js";
import { sceneForPhase } from "./navigation.js";
import type { GameConnection, ReplyBase } from "../net/GameConnection.js";
import { MAX_PLAYERS, MIN_PLAYERS } from "../rules.js";
import type { GameSnapshot } from "../net/snapshot.js";
import { inviteBox } from "../components/InviteBox.js";

export class WaitingRoomScene extends Phaser.Scene {
  private g!: GameConnection;

  constructor() {
    super("WaitingRoom");
  }

  create(data: { roomId: string }): void {
    drawBackdrop(this);
    const g = net.games.get(data.roomId);
    if (!g) {
      this.scene.start("Lobby");
      return;
    }
    this.g = g;
    const title = h("h2", { id: "waiting-title" });
    const list = h("ul", { class: "ttr-waiting-players", id: "waiting-players" });
    const note = h("div", { style: "font-size:15px;color:#6b5a45", id: "waiting-note" });
    const error = h("div", { class: "ttr-error", id: "waiting-error" });
    const start = h("button", { class: "ttr-btn", id: "start-game", text: "Start Game" });
    const bot = h("button", { class: "ttr-btn secondary", id: "add-bot", text: "Add a bot" });
    const leave = h("button", { class: "ttr-btn secondary", id: "leave-game", text: "Leave game" });
    const back = h("button", { class: "ttr-link", id: "back-to-lobby", text: "← Back to the lobby" });
    const panel = h("div", { class: "ttr-panel", id: "waiting-room", style: "width:560px" }, title, note, inviteBox(g.roomId), list, error,
      h("div", { class: "ttr-row" }, back, h("div", { class: "ttr-colors" }, leave, bot, start)));
    const remove = showOverlay(panel);

    const render = (s: GameSnapshot) => {
      const next = sceneForPhase(s.phase);
      if (next !== "WaitingRoom") {
        this.scene.start(next, { roomId: g.roomId });
        return;
      }
      const host = s.host.toLowerCase() === net.username?.toLowerCase();
      title.textContent = s.gameName || "Waiting room";
      note.textContent = g.spectator ? "You are watching this game. It starts when the host presses Start." : host ? "You are the host: start when everybody is here (2–5 players)." : `Waiting for ${s.host} to start the game…`;
      list.replaceChildren(...s.players.map((p) => h("li", {},
        h("span", { class: "ttr-swatch", style: `background:${playerStyle(p.color).css};color:${playerStyle(p.color).ink};width:22px;height:22px;font-size:14px`, text: PLAYER_GLYPH[p.color] ?? "" }),
        h("span", { text: `${p.username}${p.isBot && !/bot/i.test(p.username) ? " (bot)" : ""}` }),
        h("span", { style: "margin-left:auto;font-size:14px;color:#6b5a45", text: p.username === s.host ? "host" : p.connected ? "" : "disconnected" }))));
      start.style.display = host ? "" : "none";
      bot.style.display = host ? "" : "none";
      start.disabled = s.players.length < MIN_PLAYERS;
      start.title = s.players.length < MIN_PLAYERS ? `At least ${MIN_PLAYERS} players are needed` : "";
      bot.disabled = s.players.length >= MAX_PLAYERS;
      leave.style.display = g.spectator ? "none" : "";
    };
    const answer = (r: ReplyBase) => {
      error.textContent = r.code === "ok" ? "" : r.description;
    };
    start.addEventListener("click", () => void g.request("startGame").then(answer));
    bot.addEventListener("click", () => void g.request("addAI", { difficulty: "medium" }).then(answer));
    leave.addEventListener("click", () => {
      void (g.spectator ? Promise.resolve<ReplyBase>({ code: "ok", description: "" }) : g.request("leaveGame")).then(async (r) => {
        if (r.code !== "ok") return answer(r);
        await net.leaveGame(g);
        this.scene.start("Lobby");
      });
    });
    back.addEventListener("click", () => this.scene.start("Lobby"));
    const off = [g.on("changed", render), g.on("status", (st) => {
      if (st === "reconnecting") showStatus("Connection lost — reconnecting…");
      else if (st === "connected") showStatus("Reconnected", "info", 2000);
      else if (st === "lost") {
        showStatus("Could not reconnect to the game.", "error", 6000);
        this.scene.start("Lobby");
      }
    })];
    if (g.snapshot) render(g.snapshot);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      remove();
      off.forEach((f) => f());
    });
  }
}
