// The end screen: final ranking with the breakdown (routes, tickets completed and failed, each end bonus the board
// has), every player's tickets revealed as they scored (a country ticket by its destination) with the board's bonus
// lines under them (the Globetrotter, each Grand Tour: pointed at or tapped, its two paths drawn), and the longest
// path highlighted on the map.
import { showLessonGuide } from "../tutorial/LessonGuide.js";
import Phaser from "phaser";
import { net } from "../net/Net.js";
import type { EndedPlayer, GameConnection } from "../net/GameConnection.js";
import { waitsForBoardLand } from "./outlineGate.js";
import { mapOf, routeName, ticketInfo, type StationUse } from "../rules.js";
import { BoardMap } from "../map/BoardMap.js";
import { Button } from "../ui/Button.js";
import { FONT, WORLD, playerStyle } from "../ui/theme.js";
import { BOTTOM, LEFT, MAP_AREA, TOPBAR, isPhoneLayout } from "../ui/layout.js";
import { endPlan, type EndPlan } from "../ui/phoneEndLayout.js";
import { createBoardCamera } from "../ui/boardCamera.js";
import { fitLine } from "../ui/fitText.js";
import { setInfo, registerPoint, registerTexts, unregisterPoints } from "../ui/testHook.js";
import { auditTicketNames, setTicketName } from "../ui/ticketName.js";
import { endScreenRecordButtons } from "../components/RecordButtons.js";
import { ratingChangeText } from "../components/ratingText.js";
import { drawResultTable } from "../components/ResultTable.js";
import { drawPhoneFrame, drawTableFrame, gameOrLobby } from "./tableFrame.js";
import { pointsShown } from "./game/presenter.js";
import { formatNumber, onLanguageChange, t } from "../i18n/i18n.js";
import { scoreBreakdown, type ScoreBreakdown, type ScoredTicket } from "./end/breakdown.js";
import { desktopColumns, phoneColumns } from "./end/breakdownTable.js";
import { bonusLines, countryNote, GRAND_TOUR_MARK, type BonusLine } from "./end/bonusLines.js";
import { playerName, playerNameText } from "../i18n/playerName.js";
import { endScreenPlayAgain } from "./end/playAgainHook.js";

/** Where a revealed ticket's name starts (from its list's left edge), and the room it leaves for the points (world px). */
const NAME_DX = 34;
const POINTS_W = 46;
/** A phone's table: a name this long at most (the columns must fit the window at a readable size). */
const PHONE_NAME = 10;

/** A ticket's points as the list shows them: "+12", "−8" (a true minus sign). */
function signedPoints(points: number): string {
  return `${points < 0 ? "−" : "+"}${formatNumber(Math.abs(points))}`;
}

/** The longest path's gold, and a Grand Tour's two paths while its line is pointed at (a colour apart from both). */
const GOLD = 0xffd34d;
const TOUR = GRAND_TOUR_MARK;

/** A final line; the breakdown is unknown until the result arrives. */
type Standing = Omit<EndedPlayer, "breakdown"> & { breakdown?: Partial<EndedPlayer["breakdown"]> };

export class GameOverScene extends Phaser.Scene {
  private g!: GameConnection;
  private board!: BoardMap;
  private content!: Phaser.GameObjects.Container;
  private names: Phaser.GameObjects.Text[] = [];
  /** The phone's plan (null on desktop and tablet). */
  private phone: EndPlan | null = null;
  /** The revealed tickets' list: the left strip, or a phone plan's box. */
  private list = { x: 0, y: 0, w: LEFT.w, h: LEFT.h };
  /** Whose tickets the list shows, in its order, and how many of each it had no room for (for the browser tests). */
  private revealed: { username: string; hidden: number }[] = [];
  /** The longest path's routes (drawn in gold, again once a Grand Tour's line is left). */
  private longest: number[] = [];
  /** Each Grand Tour line drawn, its routes and where it is (for the browser tests). */
  private tourLines: { ticketId: number; routes: number[]; x: number; y: number }[] = [];

  constructor() {
    super("GameOver");
  }

  create(data: { roomId: string }): void {
    const g = gameOrLobby(this, data);
    if (!g || waitsForBoardLand(this, mapOf(g.snapshot?.view).id, data)) return;
    this.g = g;
    // Every text of the view (canvas texts and the table's measured columns) is drawn again in the new language.
    const stopListening = onLanguageChange(() => this.scene.restart(data));
    // a lesson's game: its last step (the final scoring) beside the table
    const hideGuide = showLessonGuide(g, null);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      stopListening();
      hideGuide();
    });
    const phone = this.phone = isPhoneLayout() ? endPlan(false) : null;
    this.list = phone ? phone.tickets : { x: 0, y: 0, w: LEFT.w, h: LEFT.h };
    if (phone) drawPhoneFrame(this, phone.map);
    else drawTableFrame(this);
    this.board = new BoardMap(this, { map: mapOf(g.snapshot?.view), colorBlindSwitch: false });
    createBoardCamera(this, this.board.drawn, phone ? phone.map : MAP_AREA).onZoom((z) => this.board.readableAt(z));
    this.content = this.add.container(0, 0);
    const lobby = phone ? phone.buttons[0] : null;
    const at = lobby ? { x: lobby.x + lobby.w / 2, y: lobby.y + lobby.h / 2 } : { x: TOPBAR.x + TOPBAR.w - 100, y: TOPBAR.y + 22 };
    const back = new Button(this, at.x, at.y, lobby ? t("end.lobby") : t("end.backToLobby"), lobby ? { width: lobby.w, height: lobby.h, fontSize: 15, fill: 0x4d6b7d, hover: 0x5f8296 } : { width: 170, height: 34, fontSize: 16, fill: 0x4d6b7d, hover: 0x5f8296 }, () => {
      void net.leaveGame(g).then(() => this.scene.start("Lobby"));
    });
    back.setDepth(5);
    registerPoint("lobby", () => at);
    endScreenRecordButtons(this, g.roomId, phone ? [phone.buttons[1], phone.buttons[2]] : undefined);
    endScreenPlayAgain(this, g);
    const offs = [g.on("gameEnded", () => this.renderResult()), g.on("changed", () => this.renderResult())];
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      offs.forEach((f) => f());
      unregisterPoints("");
      registerTexts("end:tickets", () => []);
      setInfo(() => ({}));
    });
    // stations: each seat's stations and the route each used, as the end screen lists them (maps with stations)
    setInfo(() => ({
      scene: "GameOver",
      result: g.standings(),
      ratingChanges: this.ratingLines(),
      stations: g.snapshot?.view?.result?.scores.map((s) => s.stationRoutes ?? []) ?? null,
      ticketsRevealed: this.revealed,
      // each seat's breakdown as the table and the lists show it (seat order), and the Grand Tour lines to point at
      breakdowns: this.breakdowns(g.standings() ?? []),
      tourLines: this.tourLines,
    }));
    auditTicketNames("end:tickets", () => this.names.map((text) => ({ text, maxWidth: this.nameWidth() })));
    this.renderResult();
  }

  /** Room for a revealed ticket's name: its list's width less the mark and the points. */
  private nameWidth(): number {
    return this.list.w - NAME_DX - POINTS_W;
  }

  /** The rating lines shown, by name (for the browser tests). */
  private ratingLines(): { username: string; text: string }[] {
    const s = this.g.snapshot;
    return (s?.ratingChanges ?? []).map((c) => ({ username: s?.seats[c.seat]?.username ?? "", text: ratingChangeText(c.before, c.after) }));
  }

  private renderResult(): void {
    const s = this.g.snapshot;
    const view = s?.view;
    if (!s || !view) return;
    const map = mapOf(view);
    this.board.setOwners(view.routeOwners, view.players.map((p) => p.color));
    this.board.setStations(view.stationOwners, view.players.map((p) => p.color));
    this.content.removeAll(true);
    // Winner first in the rules' ranking (a points tie goes to more completed tickets), never re-sorted here.
    const result: Standing[] = this.g.standings() ?? s.seats.map((p, i) => ({ playerIndex: i, username: p.username, points: pointsShown(view, i), longestRouteRecipient: false }));
    const ranked = result;
    const longest = result.filter((r) => r.longestRouteRecipient).flatMap((r) => r.breakdown?.longestPathRoutes ?? []);
    this.longest = longest;
    this.board.markRoutes(longest, GOLD, true);
    const winner = ranked[0];
    // a narrow top bar (4:3 window) keeps the title clear of the buttons
    const roomy = TOPBAR.w > 1100 && !this.phone;
    const title = winner ? t(roomy ? "end.winnerLong" : "end.winner", { name: playerName(winner.username), count: winner.points }) : t("end.gameOver");
    const titleAt = this.phone ? { x: this.phone.title.x, y: this.phone.title.y + this.phone.title.h / 2 } : { x: TOPBAR.x + 16, y: TOPBAR.y + 22 };
    const titleText = this.add.text(titleAt.x, titleAt.y, title, {
      fontFamily: FONT, fontSize: roomy ? "21px" : "18px", color: "#ffd34d", fontStyle: "bold",
    }).setOrigin(0, 0.5);
    if (this.phone) fitLine(titleText, title, this.phone.title.w, 18, 13);
    this.content.add(titleText);

    // the ranking with its breakdown (bottom panel); a rated game adds the rating's change, which arrives a moment
    // after the end (the table is redrawn then)
    const ratings = new Map(s.ratingChanges.map((c) => [c.seat, c]));
    const rated = ratings.size > 0;
    // The gold on the map is named in its column's head, not beside the title (a long title ran into it); the columns
    // between the name and the rating are the board's own (end/breakdownTable.ts: one per bonus it has, stations).
    if (this.phone) return this.phoneResult(s, ranked, ratings);
    const columns = desktopColumns(map, this.breakdowns(ranked), longest.length > 0);
    const heads = [t("end.player"), ...columns.heads, ...(rated ? [t("end.rating")] : [])];
    const shortHeads = [t("end.player"), ...columns.shortHeads, ...(rated ? [t("end.rating")] : [])];
    const rows = ranked.map((r, k) => {
      const change = ratings.get(r.playerIndex);
      const cells = [
        `${k + 1}. ${r.username}`,
        ...columns.rows[k]!.map((cell, i) => (i === columns.totalColumn ? String(r.points) : cell)),
        // A bot, or a person who left the play to a bot, is not rated: a dash.
        ...(rated ? [change ? ratingChangeText(change.before, change.after) : "—"] : []),
      ];
      return { color: view.players[r.playerIndex]?.color ?? "black", cells };
    });
    drawResultTable(this, this.content, rows, { x: BOTTOM.x + 24, y: BOTTOM.y + 14, width: BOTTOM.w - 48, heads, shortHeads, bold: new Set([0, columns.totalColumn + 1]) });

    this.revealTickets(ranked);
  }

  /** Each standing's breakdown on this board, from the synced result (null before it arrives). */
  private breakdowns(ranked: readonly Standing[]): (ScoreBreakdown | null)[] {
    const view = this.g.snapshot?.view;
    if (!view) return ranked.map(() => null);
    const map = mapOf(view);
    return ranked.map((r) => {
      const score = view.result?.scores[r.playerIndex];
      if (score) return scoreBreakdown(map, score);
      const b = r.breakdown;
      if (!b?.ticketsWon || !b.ticketsLost || b.routePoints === undefined) return null;
      return scoreBreakdown(map, { ...(b as EndedPlayer["breakdown"]), playerIndex: r.playerIndex, longestRouteRecipient: r.longestRouteRecipient, total: r.points });
    });
  }

  /** Draws a Grand Tour's two paths (and lights its cities) while its line is pointed at or tapped; the gold again after. */
  private showTour(line: BonusLine | null): void {
    const map = this.board.map;
    if (!line || line.ticketId === null) {
      this.board.markRoutes(this.longest, GOLD, true);
      this.board.highlightCities([]);
      return;
    }
    this.board.markRoutes(line.routes, TOUR, true);
    const ticket = map.tickets[line.ticketId];
    this.board.highlightCities(ticket ? [ticket.a, ticket.b] : []);
  }

  /**
   * Every player's tickets, revealed (left strip, or a phone's box); names are never cut, what does not fit is counted.
   * A player's own tickets come first (the rest in the ranking's order): what does not fit is someone else's.
   */
  private revealTickets(ranked: Standing[]): void {
    const view = this.g.snapshot?.view;
    if (!view) return;
    const own = ranked.filter((r) => r.playerIndex === view.seat);
    const order = [...own, ...ranked.filter((r) => r.playerIndex !== view.seat)];
    this.revealed = [];
    this.tourLines = [];
    const map = mapOf(view);
    const scored = this.breakdowns(order);
    const { x: X, y: Y, w: LW, h: LH } = this.list;
    const NAME_X = X + NAME_DX, NAME_WIDTH = this.nameWidth();
    let y = Y + 14;
    this.names = [];
    this.content.add(this.add.text(X + 16, y, t("end.ticketsRevealed"), { fontFamily: FONT, fontSize: this.phone ? "16px" : "19px", color: "#f6efdf", fontStyle: "bold" }));
    y += this.phone ? 26 : 34;
    for (const [k, r] of order.entries()) {
      const shown = { username: r.username, hidden: 0 };
      this.revealed.push(shown);
      if (y > Y + LH - 40) {
        shown.hidden = [...(r.breakdown?.ticketsWon ?? []), ...(r.breakdown?.ticketsLost ?? [])].length;
        continue;
      }
      const p = view.players[r.playerIndex];
      const st = playerStyle(p?.color ?? "black");
      this.content.add(this.add.rectangle(X + 14, y, LW - 28, 24, st.fill).setOrigin(0));
      this.content.add(this.add.text(X + 22, y + 3, playerNameText(r.username), { fontFamily: FONT, fontSize: "15px", color: st.ink, fontStyle: "bold" }));
      y += 28;
      const b = r.breakdown ?? {};
      // each station and the route of another player it lent its owner for tickets (the rules chose the best)
      const uses: StationUse[] = b.stationRoutes ?? view.result?.scores[r.playerIndex]?.stationRoutes ?? [];
      for (const u of uses) {
        if (y > Y + LH - 60) break;
        const city = map.cities[u.cityIndex]?.name ?? "?";
        const text = u.routeIndex === null ? t("end.stationNoRoute", { city }) : t("end.stationUsed", { city, route: routeName(map, u.routeIndex) });
        const line = this.add.text(X + 18, y, text, { fontFamily: FONT, fontSize: "13px", color: "#ffe7a0", wordWrap: { width: LW - 34 } });
        this.content.add(line);
        y += line.height + 3;
      }
      const mine = scored[k] ?? null;
      // as the rules scored them (a country ticket by the destination that counted), else as the map prints them
      const lines: ScoredTicket[] = mine?.tickets ?? [
        ...(b.ticketsWon ?? []).map((id) => ({ ticketId: id, name: ticketInfo(map, id).name, points: ticketInfo(map, id).points, completed: true, country: null })),
        ...(b.ticketsLost ?? []).map((id) => ({ ticketId: id, name: ticketInfo(map, id).name, points: -ticketInfo(map, id).points, completed: false, country: null })),
      ];
      if (!lines.length) {
        this.content.add(this.add.text(X + 22, y, t("end.notKnown"), { fontFamily: FONT, fontSize: "13px", color: "#cdbf9f" }));
        y += 18;
      }
      const full = () => y > Y + LH - (this.phone ? 40 : 60);
      for (const l of lines) {
        const color = l.completed ? "#a6f0b0" : "#ffb4a6";
        if (full()) {
          shown.hidden += 1;
          continue;
        }
        const name = this.add.text(NAME_X, y, "", { fontFamily: FONT, fontSize: "14px", color });
        const lineCount = setTicketName(name, l.name, NAME_WIDTH);
        this.names.push(name);
        this.content.add(this.add.text(X + 18, y, l.completed ? "✓" : "✗", { fontFamily: FONT, fontSize: "14px", color }));
        this.content.add(name);
        this.content.add(this.add.text(X + LW - 12, y, signedPoints(l.points), { fontFamily: FONT, fontSize: "14px", color }).setOrigin(1, 0));
        y += lineCount === 1 ? 20 : 38;
        const note = countryNote(l.country);
        if (note) {
          const noteText = this.add.text(NAME_X, y - 3, note, { fontFamily: FONT, fontSize: "12px", color: "#cdbf9f", wordWrap: { width: NAME_WIDTH } });
          this.content.add(noteText);
          y += noteText.height + 2;
        }
      }
      // the board's bonuses: the Globetrotter, each Grand Tour (pointed at or tapped: its two paths on the board)
      for (const line of mine ? bonusLines(mine, scored.filter((x): x is ScoreBreakdown => x !== null)) : []) {
        if (full()) break;
        const text = this.add.text(X + 18, y, line.text, { fontFamily: FONT, fontSize: "13px", color: "#ffe7a0", wordWrap: { width: LW - 34 - (line.points ? POINTS_W : 0) } });
        this.content.add(text);
        if (line.points) this.content.add(this.add.text(X + LW - 12, y, line.points, { fontFamily: FONT, fontSize: "14px", color: "#ffe7a0" }).setOrigin(1, 0));
        if (line.ticketId !== null) {
          text.setInteractive({ useHandCursor: true });
          text.on("pointerover", () => this.showTour(line));
          text.on("pointerdown", () => this.showTour(line));
          text.on("pointerout", () => this.showTour(null));
          const at = { x: text.x + text.width / 2, y: text.y + text.height / 2 };
          this.tourLines.push({ ticketId: line.ticketId, routes: line.routes, ...at });
        }
        y += text.height + 3;
      }
      y += 10;
    }
    if (this.tourLines.length > 0 && y < Y + LH - 40) {
      const hint = this.add.text(X + 18, y, t("mapsEnd.tourHint"), { fontFamily: FONT, fontSize: "12px", color: "#cdbf9f", wordWrap: { width: LW - 34 } });
      this.content.add(hint);
      y += hint.height + 4;
    }
    const hidden = this.revealed.reduce((n, r) => n + r.hidden, 0);
    if (hidden > 0) this.content.add(this.add.text(X + 18, Math.min(y, Y + LH - 20), t("end.moreTickets", { count: hidden }), { fontFamily: FONT, fontSize: "14px", color: "#cdbf9f" }));
  }

  /**
   * A phone's end table: the columns a player looks for (routes, tickets won and lost, the longest path's bonus,
   * stations, total, rating), short heads, short names: it fits the window at a readable size.
   */
  private phoneResult(s: NonNullable<GameConnection["snapshot"]>, ranked: Standing[], ratings: Map<number, { before: number; after: number }>): void {
    const view = s.view!;
    const map = mapOf(view);
    const rated = ratings.size > 0;
    // (the gold on the map is the longest path: the column says "Longest", the map shows which)
    // (short heads: a phone's narrow table clipped "Wertung", "Ranking" and, after "Strecken", "Wert." at its right edge)
    const columns = phoneColumns(map, this.breakdowns(ranked));
    const heads = [t("end.player"), ...columns.heads, ...(rated ? [t("end.ratingShort")] : [])];
    const totalColumn = columns.totalColumn + 1;
    const rows = ranked.map((r, k) => {
      const change = ratings.get(r.playerIndex);
      const name = r.username.length > PHONE_NAME ? `${r.username.slice(0, PHONE_NAME - 1)}…` : r.username;
      return {
        color: view.players[r.playerIndex]?.color ?? "black",
        cells: [
          `${k + 1}. ${name}`, ...columns.rows[k]!.map((cell, i) => (i === columns.totalColumn ? String(r.points) : cell)),
          // only the rating's change ("+16"): the rating itself is the lobby's business (a phone has no room for both)
          ...(rated ? [change ? (ratingChangeText(change.before, change.after).match(/\(([^)]*)\)/)?.[1] ?? "—") : "—"] : []),
        ],
      };
    });
    const box = this.phone!.table;
    const tableH = Math.min(box.h, 44 + rows.length * 34);
    const bg = this.add.graphics();
    bg.fillStyle(0xe8dcc0, 1).fillRoundedRect(box.x, box.y, box.w, tableH, 8);
    this.content.add(bg);
    // the tickets take the room the table leaves under it (landscape: the right column's, more than under the map)
    const top = box.y + tableH + 8;
    this.list = this.phone!.shape === "portrait" ? { ...this.list, y: top, h: WORLD.height - top - 8 } : { x: box.x - 8, y: top, w: box.w + 8, h: WORLD.height - top - 4 };
    drawResultTable(this, this.content, rows, { x: box.x + 12, y: box.y + 10, width: box.w - 24, heads, shortHeads: heads, bold: new Set([0, totalColumn]), minScale: 11 / 16, elide: 0 });
    this.revealTickets(ranked);
  }
}
