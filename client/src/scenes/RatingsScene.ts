// Ratings and history, reached from the lobby: the leaderboard of rated accounts (overall, or one board's) and today's
// daily deal board on the left, on the right one account's rating and finished games with replay links — your own at first, anyone's by a click on
// their name.
import Phaser from "phaser";
import { drawBackdrop } from "../ui/Backdrop.js";
import { h, setText, showOverlay } from "../ui/dom.js";
import { formatDay, msg, onLanguageChange } from "../i18n/i18n.js";
import { net } from "../net/Net.js";
import { fetchDailyBoard, fetchLeaderboard, fetchMapStats, fetchMyProfile, fetchProfile, type Answer } from "../net/ratingsApi.js";
import { mapStatsTable } from "../components/MapStatsTable.js";
import { mapNameMessage } from "../components/mapName.js";
import { MAP_IDS, isMapId, type MapId } from "../rules.js";
import { dailyBoard } from "../components/DailyBoard.js";
import { leaderboardTable } from "../components/LeaderboardTable.js";
import { gameHistoryList } from "../components/GameHistoryList.js";
import { ratingMessage } from "../components/ratingText.js";
import type { ProfileAnswer } from "../../../shared-rules/protocol/index.js";

export class RatingsScene extends Phaser.Scene {
  private board!: HTMLElement;
  private daily!: HTMLElement;
  private profile!: HTMLElement;
  private boardShown: MapId | undefined;

  constructor() {
    super("Ratings");
  }

  create(): void {
    drawBackdrop(this);
    if (!net.login) {
      this.scene.start("Login");
      return;
    }
    // The dates and days are written once in the language of the moment: a change of language draws the page again.
    const stopListening = onLanguageChange(() => this.scene.restart());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, stopListening);
    const back = h("button", { class: "ttr-btn secondary", id: "ratings-back", text: msg("ratings.back") });
    back.addEventListener("click", () => this.scene.start("Lobby"));
    this.board = h("div", { class: "ttr-ratings-board" }, h("div", { class: "ttr-empty", text: msg("ratings.loadingBoard") }));
    this.daily = h("div", {}, h("div", { class: "ttr-empty", text: msg("ratings.loadingDaily") }));
    const dailyTitle = h("div", { class: "ttr-section", id: "daily-title", text: msg("ratings.daily") });
    this.profile = h("div", { class: "ttr-ratings-profile", id: "profile" }, h("div", { class: "ttr-empty", text: msg("ratings.loadingGames") }));
    const panel = h("div", { class: "ttr-panel ttr-lobby ttr-ratings", id: "ratings" },
      h("div", { class: "ttr-lobby-head" }, h("h2", { text: msg("ratings.heading") }), back),
      h("div", { class: "ttr-ratings-columns" },
        h("div", {}, h("div", { class: "ttr-section", text: msg("ratings.leaderboard") }), this.boardChoice(), this.board, dailyTitle, this.daily),
        this.profile));
    const remove = showOverlay(panel);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, remove);
    this.showBoard(undefined);
    void fetchDailyBoard().then((answer) => {
      if (answer.ok) setText(dailyTitle, msg("ratings.dailyDay", { day: formatDay(answer.value.day) }));
      this.daily.replaceChildren(answer.ok ? dailyBoard(answer.value, net.username) : h("div", { class: "ttr-error", text: answer.reason }));
    });
    this.showProfile(null);
  }

  /** The leaderboard's choice: the overall ratings, or one board's own. */
  private boardChoice(): HTMLElement {
    const select = h("select", { id: "leaderboard-map", class: "ttr-select" },
      h("option", { value: "", text: msg("ratingsByBoard.overall") }),
      ...MAP_IDS.map((id) => h("option", { value: id, text: mapNameMessage(id) }))) as HTMLSelectElement;
    select.addEventListener("change", () => this.showBoard(isMapId(select.value) ? select.value : undefined));
    return h("label", { class: "ttr-leaderboard-choice" }, h("span", { text: msg("ratingsByBoard.label") }), select);
  }

  /** Shows the overall leaderboard, or one board's; an answer for a choice since changed is dropped. */
  private showBoard(map: MapId | undefined): void {
    this.boardShown = map;
    this.board.replaceChildren(h("div", { class: "ttr-empty", text: msg("ratings.loadingBoard") }));
    void fetchLeaderboard(map).then((answer) => {
      if (this.boardShown !== map) return;
      this.board.dataset.map = map ?? "";
      this.board.replaceChildren(answer.ok ? leaderboardTable(answer.value.players, net.username, (name) => this.showProfile(name, true)) : h("div", { class: "ttr-error", text: answer.reason }));
    });
  }

  /**
   * Someone's profile; null = your own. `reveal`: scrolled into sight once shown (a phone's single column puts it below
   * the leaderboard the person just tapped).
   */
  private showProfile(username: string | null, reveal = false): void {
    const mine = username === null || username.toLowerCase() === net.username?.toLowerCase();
    const request: Promise<Answer<ProfileAnswer>> = mine ? fetchMyProfile(net.login!.token) : fetchProfile(username);
    void request.then((answer) => {
      if (!answer.ok) {
        this.profile.replaceChildren(h("div", { class: "ttr-error", text: answer.reason }));
        return;
      }
      const p = answer.value;
      // the figures per board come after the rating (a second, slower answer: each game replayed once)
      const stats = h("div", { id: "map-stats-box" });
      void fetchMapStats(p.username).then((figures) => stats.replaceChildren(figures.ok ? mapStatsTable(figures.value) : h("div", { class: "ttr-error", text: figures.reason })));
      this.profile.replaceChildren(
        h("div", { class: "ttr-section", text: mine ? msg("ratings.yourGames") : msg("ratings.theirGames", { name: p.username }) }),
        h("div", { class: "ttr-profile-rating", id: "profile-rating", text: p.rating
          ? msg("ratings.profileRated", { name: p.username, rating: ratingMessage(p.rating), count: p.rating.games })
          : msg("ratings.profileUnrated", { name: p.username }) }),
        h("div", { class: "ttr-section", text: msg("stats.heading") }),
        stats,
        gameHistoryList(p.games, mine ? null : p.username),
      );
      if (reveal) this.profile.scrollIntoView({ block: "nearest" });
    });
  }
}
