// The lobby: live list of games from the lobby room (no refresh button), "your games", free colours as join
// buttons, a spectate button on every game, and the Create Game overlay. The lobby sends the listing a page at a
// time (joinable games first): Previous / Next and a search box ask it for another.
import Phaser from "phaser";
import { drawBackdrop } from "../ui/Backdrop.js";
import { h, setText, showOverlay, showStatus } from "../ui/dom.js";
import { net, errorText, type Listing } from "../net/Net.js";
import { LOBBY_SEARCH_MAX_LENGTH } from "../../../shared-rules/protocol/index.js";
import { openCreateGameModal } from "../components/CreateGameModal.js";
import { openLogoutDialog } from "../components/LogoutDialog.js";
import { openAccountDialog } from "../components/AccountDialog.js";
import { joinByCodeBar } from "../components/JoinByCode.js";
import { joinColorButton } from "../components/joinColorButton.js";
import { PLAYER_COLOR_ORDER, PLAYER_GLYPH, playerStyle } from "../ui/theme.js";
import { openGame } from "./navigation.js";
import { alertTurn } from "../ui/turnAlert.js";
import type { GameConnection } from "../net/GameConnection.js";
import { fetchMyGames, fetchMyProfile } from "../net/ratingsApi.js";
import { ratingMessage } from "../components/ratingText.js";
import { finishedGameRow, resumeLabel, unfinishedGameRow } from "../components/MyGameRows.js";
import { replayLink } from "../components/GameHistoryList.js";
import type { MyGamesAnswer } from "../../../shared-rules/protocol/index.js";
import { msg, onLanguageChange, t, type Message } from "../i18n/i18n.js";
import { describedRefusalText } from "../i18n/ruleReasons.js";
import { languageSwitch } from "../components/LanguageSwitch.js";
import { mapNameMessage } from "../components/mapName.js";
import { boardNameMessage } from "../components/variantName.js";
import { playerChipText } from "../components/playerChip.js";
import { MAP_IDS, isMapId, mapById } from "../rules.js";
import { startScene } from "./lazyScenes.js";
import { openRulesPage } from "../rules-page/RulesPage.js";
import { learnOffer, lessonButtons } from "../tutorial/lobbyLessons.js";
import { friendsPanel } from "../components/FriendsPanel.js";

const STATUS_TEXT: Record<string, Message> = { waiting: msg("lobby.statusWaiting"), playing: msg("lobby.statusPlaying"), ended: msg("lobby.statusEnded") };
/** Seats at a table (the rules' five colours). */

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
    this.list = h("div", { class: "ttr-lobby-list", id: "lobby-list" }, h("div", { class: "ttr-empty", text: msg("lobby.connecting") }));
    const create = h("button", { class: "ttr-btn", id: "create-game", text: msg("lobby.create") });
    const logout = h("button", { class: "ttr-btn secondary", id: "logout", text: msg("lobby.logout") });
    create.addEventListener("click", () => {
      this.closeModal = openCreateGameModal((c) => this.run(() => net.createGame(c)), t("create.defaultName", { name: net.username ?? "" }));
    });
    logout.addEventListener("click", () => {
      this.closeModal = openLogoutDialog(() => void net.logout().then(() => this.scene.start("Login")));
    });
    const account = h("button", { class: "ttr-btn small secondary", id: "open-account", text: msg("lobby.account") });
    account.addEventListener("click", () => {
      this.closeModal = openAccountDialog();
    });
    const ratings = h("button", { class: "ttr-btn small secondary", id: "open-ratings", text: msg("lobby.ratings") });
    ratings.addEventListener("click", () => startScene(this, "Ratings"));
    const daily = h("button", { class: "ttr-btn small", id: "daily-deal", text: msg("lobby.daily"), title: msg("lobby.dailyTitle") });
    daily.addEventListener("click", () => void this.run(() => net.playDailyDeal(PLAYER_COLOR_ORDER[0])));
    // the rules of the board the listing shows (the USA when it shows all)
    const rules = h("button", { class: "ttr-btn small secondary", id: "open-rules", text: msg("rules.open") });
    rules.addEventListener("click", () => openRulesPage(isMapId(net.pageInfo.map) ? net.pageInfo.map : "usa"));
    const myRating = h("span", { class: "ttr-my-rating", id: "my-rating" });
    void fetchMyProfile(net.login.token).then((answer) => {
      // "rating 1500 ±80", or just "unrated"
      if (answer.ok) setText(myRating, answer.value.rating ? msg("lobby.rating", { rating: ratingMessage(answer.value.rating) }) : ratingMessage(null));
    });
    const friends = friendsPanel({
      join: (gameId, color) => void this.run(() => net.joinGame(gameId, color)),
      watch: (gameId) => void this.run(() => net.spectate(gameId)),
    });
    this.unsub.push(() => friends.dispose());
    const panel = h("div", { class: "ttr-panel ttr-lobby", id: "lobby" },
      h("div", { class: "ttr-lobby-head" },
        h("h2", { text: msg("lobby.heading") }),
        h("div", { class: "ttr-row", style: "margin:0" }, h("span", { class: "ttr-signed-in", text: msg("lobby.signedIn", { name: net.username ?? "" }) }), myRating, languageSwitch("lobby-language"), create, logout)),
      this.pageBar(),
      h("div", { class: "ttr-row ttr-lobby-extras" },
        joinByCodeBar((gameId, join) => this.run(() => (join.spectator ? net.spectate(gameId) : net.joinGame(gameId, join.color)))),
        h("div", { class: "ttr-colors" }, rules, ratings, account, daily, ...lessonButtons(this))),
      learnOffer(this, net.username ?? ""),
      friends.element,
      this.list);
    const remove = showOverlay(panel);
    this.unsub.push(net.on("rooms", () => this.render()));
    this.unsub.push(net.on("lobbyStatus", (status) => {
      if (status === "reconnecting") showStatus(msg("lobby.connectionLost"), "error", 4000);
      if (status === "connected") showStatus(msg("lobby.back"), "info", 2000);
      if (status === "lost") showStatus(msg("lobby.reconnectFailed"), "error");
    }));
    // A language switch: the lists and the page range are said again (the rest follows by itself, ui/dom.ts).
    this.unsub.push(onLanguageChange(() => this.render()));
    // The games this tab is still connected to say when it is your move there.
    for (const g of net.games.values()) this.unsub.push(g.on("turnStarted", () => this.render()));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      remove();
      this.closeModal?.();
      this.unsub.forEach((u) => u());
      this.unsub = [];
    });
    net.joinLobby().then(() => this.render(), (e) => {
      const message = errorText(e);
      showStatus(msg("lobby.openFailed", { error: refusalWords(message) }), "error");
      if (/auth|token|log/i.test(message)) void net.logout().then(() => this.scene.start("Login"));
    });
  }

  /** Search box and page buttons: each asks the lobby for another page, which arrives like any listing update. */
  private pageBar(): HTMLElement {
    const search = h("input", { class: "ttr-lobby-search", id: "lobby-search", type: "search", placeholder: msg("lobby.search"), maxlength: String(LOBBY_SEARCH_MAX_LENGTH), "aria-label": msg("lobby.search") });
    let typing: number | undefined;
    search.addEventListener("input", () => {
      window.clearTimeout(typing);
      typing = window.setTimeout(() => net.showLobbyPage({ search: search.value, offset: 0 }), 300);
    });
    const previous = h("button", { class: "ttr-btn small secondary", id: "lobby-previous", text: msg("lobby.previous") });
    const next = h("button", { class: "ttr-btn small secondary", id: "lobby-next", text: msg("lobby.next") });
    previous.addEventListener("click", () => net.showLobbyPage({ offset: Math.max(0, net.pageInfo.offset - net.pageInfo.limit) }));
    next.addEventListener("click", () => net.showLobbyPage({ offset: net.pageInfo.offset + net.pageInfo.limit }));
    const range = h("span", { class: "ttr-lobby-range", id: "lobby-range" });
    this.pager = { range, previous, next };
    // the filter by board: the lobby sends only that board's games, over all pages
    const board = h("select", { class: "ttr-select ttr-lobby-map", id: "lobby-map", "aria-label": msg("lobby.mapFilter") },
      h("option", { value: "", text: msg("lobby.allMaps") }), ...MAP_IDS.map((id) => h("option", { value: id, text: mapNameMessage(id) })));
    board.value = net.pageInfo.map;
    board.addEventListener("change", () => net.showLobbyPage({ map: isMapId(board.value) ? board.value : "", offset: 0 }));
    return h("div", { class: "ttr-row ttr-lobby-pager" }, search, board, previous, range, next);
  }

  private renderPager(): void {
    const { shown, offset, total, search } = net.pageInfo;
    const range = { first: offset + 1, last: offset + shown, total, search };
    const key = total === 0 ? (search ? "lobby.noGamesMatching" : "lobby.noGames") : search ? "lobby.rangeMatching" : "lobby.range";
    setText(this.pager.range, msg(key, range));
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
      const message = errorText(e);
      if (/log in/i.test(message)) {
        // the stored login is no longer valid (e.g. the server was reset): log in again
        await net.logout();
        showStatus(msg("lobby.sessionExpired"), "error", 5000);
        this.scene.start("Login");
        return refusalWords(message);
      }
      const words = refusalWords(message);
      showStatus(words, "error", 5000);
      return words;
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
    const section = (title: Message, items: Listing[], empty: Message) => [
      h("div", { class: "ttr-section", text: title }),
      ...(items.length ? items.map((r) => this.row(r)) : [h("div", { class: "ttr-empty", text: empty })]),
    ];
    const paged = net.pageInfo.offset > 0 || net.pageInfo.search !== "" || net.pageInfo.map !== "";
    const unlisted = this.unlistedRows(new Set(mine.map((r) => r.roomId)));
    const yours = [...mine.map((r) => this.row(r)), ...unlisted];
    this.list.replaceChildren(
      h("div", { class: "ttr-section", text: msg("lobby.yourGames") }),
      ...(yours.length ? yours : [h("div", { class: "ttr-empty", text: msg(this.myGames ? "lobby.notInAnyGame" : "lobby.lookingForYourGames") })]),
      ...section(msg("lobby.joinable"), joinable, msg(paged ? "lobby.noneOnPage" : "lobby.noOpenGames")),
      ...section(msg("lobby.inProgress"), others, msg(paged ? "lobby.noneOnPage" : "lobby.noGamesPlayed")),
    );
  }

  /** The tab title (and chime, if on) alerts when one of the person's games becomes their move while they are here. */
  private alertNewMoves(mine: Listing[]): void {
    const now = new Set(mine.filter(yourMove).map((r) => r.roomId));
    if ([...now].some((id) => !this.movesShown.has(id))) alertTurn();
    this.movesShown = now;
  }

  /** A game's line under its name: separate facts, each one message, shown with " · " between them. */
  private metaParts(m: NonNullable<Listing["metadata"]>): Array<Message | string> {
    const facts: Array<Message | string> = [
      boardNameMessage(m.map, m.variant),
      STATUS_TEXT[m.status] ?? m.status,
      ...(m.timeControl === "async" ? [msg("lobby.async")] : []),
      msg("lobby.seats", { count: m.players.length, max: m.maxPlayers ?? mapById(m.map).maxPlayers }), // the table's seats follow its board
      msg("lobby.watching", { count: m.spectators ?? 0 }),
    ];
    return facts.flatMap((fact, i) => (i === 0 ? [fact] : [" · ", fact]));
  }

  private row(r: Listing): HTMLElement {
    const m = r.metadata!;
    const players = h("div", { class: "players" },
      ...m.players.map((p) => h("span", { class: "ttr-chip" },
        h("span", { class: "ttr-swatch", style: `background:${playerStyle(p.color).css};color:${playerStyle(p.color).ink}`, text: PLAYER_GLYPH[p.color] ?? "" }), playerChipText(p.username, { bot: p.isBot, host: p.username === m.host }))));
    const actions = h("div", { class: "ttr-colors" });
    const mine = this.mine(r);
    if (m.status === "ended") {
      // A finished game (yours or not; a daily deal is never listed): watch it again, nothing is left to spectate.
      actions.append(replayLink({ gameId: r.roomId }, msg("lobby.watchReplay")));
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
      const spectate = h("button", { class: "ttr-btn small secondary", id: `spectate-${r.roomId}`, text: msg("lobby.spectate") });
      spectate.addEventListener("click", () => void this.run(() => net.spectate(r.roomId)));
      actions.append(spectate);
    }
    return h("div", { class: "ttr-game", "data-room": r.roomId },
      h("div", {}, h("div", { class: "name", text: m.gameName }, yourMove(r) ? h("span", { class: "ttr-your-move", text: msg("lobby.yourMove") }) : null),
        h("div", { class: "meta" }, ...this.metaParts(m))),
      players, actions);
  }
}

/** A matchmaking refusal in the reader's language (net/Net.ts errorText gives the server's English, or "" for none). */
function refusalWords(serverWords: string): string {
  return serverWords ? describedRefusalText(serverWords) : t("reason.unreachable");
}
