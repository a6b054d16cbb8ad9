// Ratings and history, reached from the lobby: the leaderboard of rated accounts and today's
// daily deal board on the left, on the right one account's rating and finished games with replay links — your own at first, anyone's by a click on
// their name.
import Phaser from "phaser";
import { drawBackdrop } from "../ui/Backdrop.js";
import { h, showOverlay } from "../ui/dom.js";
import { net } from "../net/Net.js";
import { fetchDailyBoard, fetchLeaderboard, fetchMyProfile, fetchProfile, type Answer } from "../net/ratingsApi.js";
import { dailyBoard } from "../components/DailyBoard.js";
import { leaderboardTable } from "../components/LeaderboardTable.js";
import { gameHistoryList } from "../components/GameHistoryList.js";
import { ratingText } from "../components/ratingText.js";
import type { ProfileAnswer } from "../../../shared-rules/protocol/index.js";

export class RatingsScene extends Phaser.Scene {
  private board!: HTMLElement;
  private daily!: HTMLElement;
  private profile!: HTMLElement;

  constructor() {
    super("Ratings");
  }

  create(): void {
    drawBackdrop(this);
    if (!net.login) {
      this.scene.start("Login");
      return;
    }
    const back = h("button", { class: "ttr-btn secondary", id: "ratings-back", text: "Back to the lobby" });
    back.addEventListener("click", () => this.scene.start("Lobby"));
    this.board = h("div", { class: "ttr-ratings-board" }, h("div", { class: "ttr-empty", text: "Loading the leaderboard…" }));
    this.daily = h("div", {}, h("div", { class: "ttr-empty", text: "Loading today's deal…" }));
    const dailyTitle = h("div", { class: "ttr-section", id: "daily-title", text: "Daily deal" });
    this.profile = h("div", { class: "ttr-ratings-profile", id: "profile" }, h("div", { class: "ttr-empty", text: "Loading your games…" }));
    const panel = h("div", { class: "ttr-panel ttr-lobby ttr-ratings", id: "ratings" },
      h("div", { class: "ttr-lobby-head" }, h("h2", { text: "Ratings & history" }), back),
      h("div", { class: "ttr-ratings-columns" },
        h("div", {}, h("div", { class: "ttr-section", text: "Leaderboard" }), this.board, dailyTitle, this.daily),
        this.profile));
    const remove = showOverlay(panel);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, remove);
    void fetchLeaderboard().then((answer) => {
      this.board.replaceChildren(answer.ok ? leaderboardTable(answer.value.players, net.username, (name) => this.showProfile(name, true)) : h("div", { class: "ttr-error", text: answer.reason }));
    });
    void fetchDailyBoard().then((answer) => {
      if (answer.ok) dailyTitle.textContent = `Daily deal ${answer.value.day} (UTC)`;
      this.daily.replaceChildren(answer.ok ? dailyBoard(answer.value, net.username) : h("div", { class: "ttr-error", text: answer.reason }));
    });
    this.showProfile(null);
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
      const rated = p.rating ? ` · ${p.rating.games} rated game${p.rating.games === 1 ? "" : "s"}` : "";
      this.profile.replaceChildren(
        h("div", { class: "ttr-section", text: mine ? "Your games" : `${p.username}'s games` }),
        h("div", { class: "ttr-profile-rating", id: "profile-rating", text: `${p.username}: rating ${ratingText(p.rating)}${rated}` }),
        gameHistoryList(p.games, mine ? "You have" : `${p.username} has`),
      );
      if (reveal) this.profile.scrollIntoView({ block: "nearest" });
    });
  }
}
