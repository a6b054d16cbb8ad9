// The lobby: live list of games from the lobby room (no refresh button), "your games", free colours as join
// buttons, a spectate button on every game, and the Create Game overlay. The lobby sends the listing a page at a
// time (joinable games first): Previous / Next and a search box ask it for another.
import Phaser from "phaser";
import { drawBackdrop } from "../ui/Backdrop.js";
import { h, showOverlay, showStatus } from "../ui/dom.js";
import { net, errorText, type Listing } from "../net/Net.js";
import { LOBBY_SEARCH_MAX_LENGTH } from "../../../shared-rules/protocol/index.js";
import { mapById } from "../rules.js";
import { openCreateGameModal } from "../components/CreateGameModal.js";
import { openLogoutDialog } from "../components/LogoutDialog.js";
import { joinByCodeBar } from "../components/JoinByCode.js";
import { joinColorButton } from "../components/joinColorButton.js";
import { PLAYER_COLOR_ORDER, PLAYER_GLYPH, playerStyle } from "../ui/theme.js";
import { openGame } from "./navigation.js";
import { alertTurn } from "../ui/turnAlert.js";
import type { GameConnection } from "../net/GameConnection.js";
import { fetchMyGames, fetchMyProfile } from "../net/ratingsApi.js";
import { ratingText } from "../components/ratingText.js";
import { finishedGameRow, resumeLabel, unfinishedGameRow } from "../components/MyGameRows.js";
import { replayLink } from "../components/GameHistoryList.js";
import type { MyGamesAnswer } from "../../../shared-rules/protocol/index.js";

const STATUS_TEXT: Record<string, string> = { waiting: "waiting for players", playing: "in progress", ended: "finished" };

/**
 * Whether a game waits for this person's move: a game this tab is connected to says so in its state; an async game
 * says it in its listing (toMove), so it shows here even when the tab is not in it.
 */
function yourMove(r: Listing): boolean {
  const g = net.games.get(r.roomId);
  const s = g?.snapshot;
  if (g && s && g.seat !== null) {
    const view = s.view;
    if (!view) return false;
    if (view.phase === "choosingTickets") return (view.players[g.seat]?.pendingTicketCount ?? 0) > 0;
    return view.phase === "playing" && view.currentPlayer === g.seat;
  }
  const me = net.username?.toLowerCase();
  return Boolean(me && r.metadata?.toMove?.some((name) => name.toLowerCase() === me));
}

export class LobbyScene extends Phaser.Scene {
  private list!: HTMLElement;
  private pager!: { range: HTMLElement; previous: HTMLButtonElement; next: HTMLButtonElement };
  private unsub: Array<() => void> = [];
  private closeModal: (() => void) | null = null;
  /** Games shown as "your move" at the last render: one that turns so alerts the tab (title, chime). */
  private movesShown = new Set<string>();
  /** Every game of yours as the server knows them (GET /api/my-games): also the unlisted and the finished ones. */
  private myGames: MyGamesAnswer | null = null;
  /** Your listed games and their statuses when my-games was last asked: a change (a start, an end) asks again. */
  private myGamesAskedFor: string | null = null;

  constructor() {
    super("Lobby");
  }

  create(): void {
    drawBackdrop(this);
    if (!net.login) {
      this.scene.start("Login");
      return;
    }
    this.list = h("div", { class: "ttr-lobby-list", id: "lobby-list" }, h("div", { class: "ttr-empty", text: "Connecting to the lobby…" }));
    const create = h("button", { class: "ttr-btn", id: "create-game", text: "Create Game" });
    const logout = h("button", { class: "ttr-btn secondary", id: "logout", text: "Logout" });
    create.addEventListener("click", () => {
      this.closeModal = openCreateGameModal((c) => this.run(() => net.createGame(c)), `${net.username}'s game`);
    });
    logout.addEventListener("click", () => {
      this.closeModal = openLogoutDialog(() => void net.logout().then(() => this.scene.start("Login")));
    });
    const ratings = h("button", { class: "ttr-btn small secondary", id: "open-ratings", text: "Ratings & history" });
    ratings.addEventListener("click", () => this.scene.start("Ratings"));
    const daily = h("button", { class: "ttr-btn small", id: "daily-deal", text: "Daily deal", title: "Today's deal, the same for everyone, against bots" });
    daily.addEventListener("click", () => void this.run(() => net.playDailyDeal(PLAYER_COLOR_ORDER[0])));
    const myRating = h("span", { class: "ttr-my-rating", id: "my-rating" });
    void fetchMyProfile(net.login.token).then((answer) => {
      if (answer.ok) myRating.textContent = `rating ${ratingText(answer.value.rating)}`;
    });
    const panel = h("div", { class: "ttr-panel ttr-lobby", id: "lobby" },
      h("div", { class: "ttr-lobby-head" },
        h("h2", { text: "Game Lobby" }),
        h("div", { class: "ttr-row", style: "margin:0" }, h("span", { class: "ttr-signed-in", text: `Signed in as ${net.username}` }), myRating, create, logout)),
      this.pageBar(),
      h("div", { class: "ttr-row ttr-lobby-extras" },
        joinByCodeBar((gameId, join) => this.run(() => (join.spectator ? net.spectate(gameId) : net.joinGame(gameId, join.color)))),
        h("div", { class: "ttr-colors" }, ratings, daily)),
      this.list);
    const remove = showOverlay(panel);
    this.unsub.push(net.on("rooms", () => this.render()));
    this.unsub.push(net.on("lobbyStatus", (status) => {
      if (status === "reconnecting") showStatus("Connection to the lobby lost — reconnecting…", "error", 4000);
      if (status === "connected") showStatus("Back in the lobby.", "info", 2000);
      if (status === "lost") showStatus("Could not reconnect to the lobby — reload the page.", "error");
    }));
    // The games this tab is still connected to say when it is your move there.
    for (const g of net.games.values()) this.unsub.push(g.on("turnStarted", () => this.render()));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      remove();
      this.closeModal?.();
      this.unsub.forEach((u) => u());
      this.unsub = [];
    });
    net.joinLobby().then(() => this.render(), (e) => {
      const msg = errorText(e);
      showStatus(`Could not open the lobby: ${msg}`, "error");
      if (/auth|token|log/i.test(msg)) void net.logout().then(() => this.scene.start("Login"));
    });
  }

  /** Search box and page buttons: each asks the lobby for another page, which arrives like any listing update. */
  private pageBar(): HTMLElement {
    const search = h("input", { class: "ttr-lobby-search", id: "lobby-search", type: "search", placeholder: "Search games or players", maxlength: String(LOBBY_SEARCH_MAX_LENGTH), "aria-label": "Search games or players" });
    let typing: number | undefined;
    search.addEventListener("input", () => {
      window.clearTimeout(typing);
      typing = window.setTimeout(() => net.showLobbyPage({ search: search.value, offset: 0 }), 300);
    });
    const previous = h("button", { class: "ttr-btn small secondary", id: "lobby-previous", text: "Previous" });
    const next = h("button", { class: "ttr-btn small secondary", id: "lobby-next", text: "Next" });
    previous.addEventListener("click", () => net.showLobbyPage({ offset: Math.max(0, net.pageInfo.offset - net.pageInfo.limit) }));
    next.addEventListener("click", () => net.showLobbyPage({ offset: net.pageInfo.offset + net.pageInfo.limit }));
    const range = h("span", { class: "ttr-lobby-range", id: "lobby-range" });
    this.pager = { range, previous, next };
    return h("div", { class: "ttr-row ttr-lobby-pager" }, search, previous, range, next);
  }

  private renderPager(): void {
    const { shown, offset, total, search } = net.pageInfo;
    const matching = search ? ` matching “${search}”` : "";
    this.pager.range.textContent = total === 0 ? `No games${matching}` : `Games ${offset + 1}–${offset + shown} of ${total}${matching}`;
    this.pager.previous.disabled = offset === 0;
    this.pager.next.disabled = offset + shown >= total;
  }

  /** Runs a matchmaking call; on success opens the game, otherwise returns the error in plain words. */
  private async run(join: () => Promise<GameConnection>): Promise<string | null> {
    try {
      const g = await join();
      openGame(this, g);
      return null;
    } catch (e) {
      const msg = errorText(e);
      if (/log in/i.test(msg)) {
        // the stored login is no longer valid (e.g. the server was reset): log in again
        await net.logout();
        showStatus("Your session has expired — please log in again.", "error", 5000);
        this.scene.start("Login");
        return msg;
      }
      showStatus(msg, "error", 5000);
      return msg;
    }
  }

  private mine(r: Listing): boolean {
    const me = net.username?.toLowerCase();
    return net.games.has(r.roomId) || Boolean(r.metadata?.players?.some((p) => p.username.toLowerCase() === me));
  }

  /** Asks the server for all of your games when your listed ones changed (one started, ended, came or went). */
  private refreshMyGames(mine: Listing[]): void {
    const token = net.login?.token;
    const key = mine.map((r) => `${r.roomId}:${r.metadata?.status}`).sort().join();
    if (!token || key === this.myGamesAskedFor) return;
    this.myGamesAskedFor = key;
    void fetchMyGames(token).then((answer) => {
      if (!answer.ok || !this.scene.isActive()) return;
      this.myGames = answer.value;
      this.render();
    });
  }

  /** Your games the listing does not show (unlisted, on another page, finished), as rows saying what you can do. */
  private unlistedRows(listed: ReadonlySet<string>): HTMLElement[] {
    const unfinished = (this.myGames?.games ?? []).filter((g) => !listed.has(g.gameId));
    const finished = (this.myGames?.finished ?? []).filter((g) => !listed.has(g.gameId));
    return [
      ...unfinished.map((g) => unfinishedGameRow(g, net.games.has(g.gameId), () => void this.run(() => net.joinGame(g.gameId)))),
      ...finished.map((g) => finishedGameRow(g)),
    ];
  }

  private render(): void {
    const rooms = net.rooms.filter((r) => r.metadata);
    const mine = rooms.filter((r) => this.mine(r)).sort((a, b) => Number(yourMove(b)) - Number(yourMove(a)));
    this.refreshMyGames(mine);
    this.alertNewMoves(mine);
    this.renderPager();
    const joinable = rooms.filter((r) => !this.mine(r) && r.metadata!.status === "waiting" && r.metadata!.availableColors.length > 0);
    const others = rooms.filter((r) => !this.mine(r) && !joinable.includes(r));
    const section = (title: string, items: Listing[], empty: string) => [
      h("div", { class: "ttr-section", text: title }),
      ...(items.length ? items.map((r) => this.row(r)) : [h("div", { class: "ttr-empty", text: empty })]),
    ];
    const paged = net.pageInfo.offset > 0 || net.pageInfo.search !== "";
    const unlisted = this.unlistedRows(new Set(mine.map((r) => r.roomId)));
    const yours = [...mine.map((r) => this.row(r)), ...unlisted];
    this.list.replaceChildren(
      h("div", { class: "ttr-section", text: "Your games" }),
      ...(yours.length ? yours : [h("div", { class: "ttr-empty", text: this.myGames ? "You are not in any game yet." : "Looking for your games…" })]),
      ...section("Joinable games", joinable, paged ? "None on this page." : "No open games right now — create one!"),
      ...section("Games in progress", others, paged ? "None on this page." : "No games being played."),
    );
  }

  /** The tab title (and chime, if on) alerts when one of the person's games becomes their move while they are here. */
  private alertNewMoves(mine: Listing[]): void {
    const now = new Set(mine.filter(yourMove).map((r) => r.roomId));
    if ([...now].some((id) => !this.movesShown.has(id))) alertTurn();
    this.movesShown = now;
  }

  private row(r: Listing): HTMLElement {
    const m = r.metadata!;
    const players = h("div", { class: "players" },
      ...m.players.map((p) => h("span", { class: "ttr-chip" },
        h("span", { class: "ttr-swatch", style: `background:${playerStyle(p.color).css};color:${playerStyle(p.color).ink}`, text: PLAYER_GLYPH[p.color] ?? "" }), `${p.username}${p.isBot ? " (bot)" : ""}${p.username === m.host ? " (host)" : ""}`)));
    const actions = h("div", { class: "ttr-colors" });
    const mine = this.mine(r);
    if (m.status === "ended") {
      // A finished game (yours or not; a daily deal is never listed): watch it again, nothing is left to spectate.
      actions.append(replayLink({ gameId: r.roomId }, "Watch replay"));
    } else if (mine) {
      const mineColor = m.players.find((p) => p.username.toLowerCase() === net.username?.toLowerCase())?.color;
      const open = h("button", { class: "ttr-btn small", "data-room": r.roomId, id: `open-${r.roomId}`, text: resumeLabel(net.games.has(r.roomId)) });
      open.addEventListener("click", () => void this.run(() => net.joinGame(r.roomId, mineColor)));
      actions.append(open);
    } else if (m.status === "waiting") {
      for (const c of PLAYER_COLOR_ORDER) {
        if (!m.availableColors.includes(c)) continue;
        actions.append(joinColorButton(`join-${r.roomId}-${c}`, c, () => void this.run(() => net.joinGame(r.roomId, c))));
      }
    }
    // Your own games are resumed or replayed, not spectated.
    if (!mine && m.status !== "ended") {
      const spectate = h("button", { class: "ttr-btn small secondary", id: `spectate-${r.roomId}`, text: "Spectate" });
      spectate.addEventListener("click", () => void this.run(() => net.spectate(r.roomId)));
      actions.append(spectate);
    }
    return h("div", { class: "ttr-game", "data-room": r.roomId },
      h("div", {}, h("div", { class: "name", text: m.gameName }, yourMove(r) ? h("span", { class: "ttr-your-move", text: "▶ your move" }) : null),
        h("div", { class: "meta", text: `${mapById(m.map).name} · ${STATUS_TEXT[m.status] ?? m.status}${m.timeControl === "async" ? " · async" : ""} · ${m.players.length}/5 players · ${m.spectators ?? 0} watching` })),
      players, actions);
  }
}
