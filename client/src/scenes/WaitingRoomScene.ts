// The waiting room of one game: who has joined and who watches; for the host Start (from 2 players, a full table
// waits for it too), a bot of the chosen difficulty, Remove on each bot, and "Start with bots, I watch"; Leave.
import Phaser from "phaser";
import { drawBackdrop } from "../ui/Backdrop.js";
import { h, setText, showOverlay, showStatus } from "../ui/dom.js";
import { net } from "../net/Net.js";
import { PLAYER_GLYPH, playerStyle } from "../ui/theme.js";
import { sceneFor } from "./navigation.js";
import type { GameConnection, ReplyBase } from "../net/GameConnection.js";
import { DIFFICULTIES, MIN_PLAYERS, mapById, type Difficulty } from "../rules.js";
import type { GameSnapshot } from "../net/snapshot.js";
import { inviteBox } from "../components/InviteBox.js";
import { friendInvites } from "../components/FriendInvites.js";
import { CHAT_MAX_LENGTH, normaliseChatText } from "../../../shared-rules/protocol/index.js";
import { msg } from "../i18n/i18n.js";
import { boardNameMessage } from "../components/variantName.js";
import { waitingReplyMessage } from "./waitingReplies.js";
import { difficultyNameMessage } from "../components/difficultyName.js";
import { playerName } from "../i18n/playerName.js";
import { startScene } from "./lazyScenes.js";

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
    const watchers = h("div", { style: "font-size:14px;color:#6b5a45", id: "waiting-spectators" });
    const error = h("div", { class: "ttr-error", id: "waiting-error" });
    const start = h("button", { class: "ttr-btn", id: "start-game", text: msg("waiting.start") });
    const difficulty = h("select", { class: "ttr-select", id: "bot-difficulty", "aria-label": msg("waiting.difficulty") },
      ...DIFFICULTIES.map((d) => h("option", { value: d, text: difficultyNameMessage(d), selected: d === "medium" })));
    const bot = h("button", { class: "ttr-btn secondary", id: "add-bot", text: msg("waiting.addBot") });
    const watch = h("button", { class: "ttr-btn secondary", id: "start-and-watch", text: msg("waiting.startAndWatch"),
      title: msg("waiting.startAndWatchTitle") });
    const leave = h("button", { class: "ttr-btn secondary", id: "leave-game", text: msg("waiting.leave") });
    const back = h("button", { class: "ttr-link", id: "back-to-lobby", text: msg("waiting.back") });
    const hostTools = h("div", { class: "ttr-row", id: "host-tools" }, h("div", { class: "ttr-colors" }, difficulty, bot), watch);
    // A chat while everybody gathers (seated players write, watchers read), kept with the game like the game's chat.
    const chatLog = h("div", { class: "ttr-waiting-chat", id: "waiting-chat", "aria-live": "polite" });
    const chatInput = h("input", { class: "ttr-chat-line", id: "waiting-chat-input", maxlength: CHAT_MAX_LENGTH, placeholder: msg("waiting.chatPlaceholder"), "aria-label": msg("waiting.chatLabel") });
    const panel = h("div", { class: "ttr-panel ttr-waiting", id: "waiting-room" }, title, note, inviteBox(g.roomId), friendInvites(g.roomId), list, watchers, chatLog, chatInput, error,
      hostTools, h("div", { class: "ttr-row" }, back, h("div", { class: "ttr-colors ttr-waiting-actions" }, leave, start)));
    const remove = showOverlay(panel);
    const answer = (r: ReplyBase) => {
      setText(error, waitingReplyMessage(r) ?? "");
    };

    // While "Start with bots, I watch" is on its way the start may arrive before the reply: the game scene must not
    // open as a player's before the reply turned this connection into a watcher's.
    let watchPending = false;
    const render = (s: GameSnapshot) => {
      if (watchPending) return;
      const next = sceneFor(s);
      if (next !== "WaitingRoom") {
        startScene(this, next, { roomId: g.roomId });
        return;
      }
      const hosting = !g.spectator && s.host.toLowerCase() === net.username?.toLowerCase();
      setText(title, msg("waiting.title", { name: s.gameName || msg("waiting.untitled"), map: boardNameMessage(s.map, s.variant) }));
      // the board's own player range (a Switzerland table seats 3, not the base game's 5)
      const board = mapById(s.map || undefined);
      setText(note, g.spectator ? msg("waiting.spectating") : hosting ? msg("waiting.hosting", { min: board.minPlayers, max: board.maxPlayers }) : msg("waiting.waitingForHost", { host: s.host }));
      list.replaceChildren(...s.seats.map((p, seat) => {
        const removeBot = h("button", { class: "ttr-link", "data-remove-seat": seat, text: msg("waiting.remove"), title: msg("waiting.removeTitle", { name: playerName(p.username) }) });
        removeBot.addEventListener("click", () => void g.request("removeAI", { playerId: seat }).then(answer));
        return h("li", {},
          h("span", { class: "ttr-swatch", style: `background:${playerStyle(p.color).css};color:${playerStyle(p.color).ink};width:22px;height:22px;font-size:14px`, text: PLAYER_GLYPH[p.color] ?? "" }),
          h("span", { text: p.isBot && !/bot/i.test(p.username) ? msg("player.bot", { name: p.username }) : playerName(p.username) }),
          h("span", { style: "margin-left:auto;font-size:14px;color:#6b5a45", text: p.username === s.host ? msg("waiting.host") : p.connected ? "" : msg("waiting.disconnected") }),
          hosting && p.isBot ? removeBot : null);
      }));
      setText(watchers, s.spectatorCount > 0 ? msg("lobby.watching", { count: s.spectatorCount }) : "");
      hostTools.style.display = hosting ? "" : "none";
      start.style.display = hosting ? "" : "none";
      start.disabled = s.seats.length < MIN_PLAYERS;
      setText(start, s.seats.length < MIN_PLAYERS ? msg("waiting.needPlayers", { count: MIN_PLAYERS }) : "", "title");
      bot.disabled = s.seats.length >= board.maxPlayers;
      difficulty.disabled = bot.disabled;
      watch.disabled = s.seats.length - 1 < MIN_PLAYERS;
      setText(watch, watch.disabled ? msg("waiting.startAndWatchNeedsBots", { count: MIN_PLAYERS }) : msg("waiting.startAndWatchTitle"), "title");
      leave.style.display = g.spectator ? "none" : "";
      chatInput.style.display = g.spectator ? "none" : "";
    };
    const showChat = () => {
      // one block per message, its text one visible line, isolated (bdi) from the name's direction
      const lines = g.chatLog.slice(-30).map((l) => ({ sender: normaliseChatText(String(l.sender ?? "")), message: normaliseChatText(String(l.message ?? "")) }));
      chatLog.replaceChildren(...lines.filter((l) => l.message).map((l) => h("div", {}, h("b", { text: msg("waiting.chatLine", { sender: playerName(l.sender) }) }), h("bdi", { text: l.message }))));
      chatLog.style.display = g.chatLog.length > 0 ? "" : "none";
      chatLog.scrollTop = chatLog.scrollHeight;
    };
    chatInput.addEventListener("keydown", (e) => {
      const message = normaliseChatText(chatInput.value);
      if (e.key !== "Enter" || !message) return;
      chatInput.value = "";
      void g.request("sendChat", { message }).then(answer);
    });
    start.addEventListener("click", () => void g.request("startGame").then(answer));
    bot.addEventListener("click", () => void g.request("addAI", { difficulty: difficulty.value as Difficulty }).then(answer));
    watch.addEventListener("click", () => {
      watchPending = true;
      void g.request("startAndWatch").then((r) => {
        watchPending = false;
        // The server made this connection a spectator's: watch from here on.
        if (r.code === "ok") g.becomeSpectator();
        answer(r);
        if (g.snapshot) render(g.snapshot);
    showChat();
      });
    });
    leave.addEventListener("click", () => {
      void (g.spectator ? Promise.resolve<ReplyBase>({ code: "ok", description: "" }) : g.request("leaveGame")).then(async (r) => {
        if (r.code !== "ok") return answer(r);
        await net.leaveGame(g);
        this.scene.start("Lobby");
      });
    });
    back.addEventListener("click", () => this.scene.start("Lobby"));
    const off = [g.on("changed", render), g.on("chat", showChat), g.on("chatHistory", showChat), g.on("status", (st) => {
      if (st === "reconnecting") showStatus(msg("waiting.reconnecting"));
      else if (st === "connected") showStatus(msg("waiting.reconnected"), "info", 2000);
      else if (st === "lost") {
        showStatus(msg("waiting.lost"), "error", 6000);
        this.scene.start("Lobby");
      }
    })];
    if (g.snapshot) render(g.snapshot);
    showChat();
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      remove();
      off.forEach((f) => f());
    });
  }
}
