// The game board view, composed: the frame (GameChrome), the map, the left strip (player summaries or history and
// chat), the Hand and Board tabs, the tooltips (HoverTips) and the commands with their modals (GameCommands). What
// it shows comes from the presenter; this file only wires the parts to the synced state and to each other.
import Phaser from "phaser";
import type { GameConnection } from "../net/GameConnection.js";
import { isStarted, type GameSnapshot } from "../net/snapshot.js";
import { net } from "../net/Net.js";
import { BoardMap } from "../map/BoardMap.js";
import { Tooltip } from "../components/Tooltip.js";
import { showStatus } from "../ui/dom.js";
import { BOTTOM, MAP_AREA, isPhoneLayout, phonePlan, stripPlan, switchPlace } from "../ui/layout.js";
import { ticketPanelBox } from "../components/DestinationModal.js";
import { wakeRendering } from "../ui/frameBudget.js";
import { alertTurn, clearTurnAlert } from "../ui/turnAlert.js";
import { sceneFor } from "./navigation.js";
import { gameOrLobby } from "./tableFrame.js";
import { pointsShown, presentGame, ticketCities, type GamePresentation, type TicketLine } from "./game/presenter.js";
import { GameChrome, chromePoints, type Tab } from "./game/GameChrome.js";
import { GameCommands } from "./game/GameCommands.js";
import { GamePanels } from "./game/GamePanels.js";
import { HoverTips } from "./game/HoverTips.js";
import { flyCard, yourTurnCue } from "./game/gameEffects.js";
import { connectionNotice, presenceNotices } from "./game/notices.js";
import { hideSavingBanner, showSavingBanner } from "./game/savingBanner.js";
import { SuggestBar } from "./game/SuggestBar.js";
import { followSeatClock, hideTakeoverNotice, showTakeoverNotice } from "./game/takeoverNotice.js";
import { registerGameHooks, unregisterGameHooks } from "./game/gameHooks.js";
import { lessonTitle, showLessonGuide } from "../tutorial/LessonGuide.js";
import { ClaimUndo } from "../input/ClaimUndo.js";
import { KeyboardPlay } from "../input/KeyboardPlay.js";
import { RouteChoice } from "../input/RouteChoice.js";
import { BoardGestures } from "../input/boardGestures.js";
import { logoutNote } from "../components/LogoutConfirm.js";
import { glowingRoutes, nextClaimHints, type ClaimHints } from "../map/claimHints.js";
import { skipOnInput } from "../ui/motion.js";
import { colorBlindOn, onColorBlindChange, setColorBlind } from "../ui/colorBlind.js";
import { AlertSwitches } from "../components/AlertSwitches.js";
import { mapOf } from "../rules.js";
import { createBoardCamera, type BoardCamera, type HeldView } from "../ui/boardCamera.js";
import { PhoneChrome } from "./game/PhoneChrome.js";
import { ColorBlindSwitch } from "../map/ColorBlindSwitch.js";
import { msg, onLanguageChange, t } from "../i18n/i18n.js";
import { preloadScene, startScene } from "./lazyScenes.js";
import { waitsForBoardLand } from "./outlineGate.js";
import { openRulesPage } from "../rules-page/RulesPage.js";
import { stationBlocker } from "./game/stationHints.js";
import { drawerFriends, type DrawerFriends } from "./game/drawerFriends.js";

/** One press of + or - zooms the board by this factor. */
const KEY_ZOOM_STEP = 1.5;

/** How many characters of the last move fit beside the tab buttons (a phone's top bar cuts it to its width). */
function tickerRoom(): number {
  return isPhoneLayout() ? 100 : Math.floor((BOTTOM.w - 290) / 8.5);
}

export class GameScene extends Phaser.Scene {
  private g!: GameConnection;
  private chrome!: GameChrome | PhoneChrome;
  private board!: BoardMap;
  /** The phone's camera on the board (null on desktop and tablet). */
  boardCamera: BoardCamera | null = null;
  private panels!: GamePanels;
  private tips!: HoverTips;
  private commands!: GameCommands;
  /** Confirmed claims wait here for their undo window. */
  private claims!: ClaimUndo;
  /** A finger's tapped route and what claiming it costs (the touch confirmation step). */
  private choice!: RouteChoice;
  private wide = false;
  tab: Tab = "hand";
  menuOpen = false;
  lastClaimed: number | null = null;
  private justClaimed: number[] = [];
  /** Which claimable routes glow: those serving the tickets by default (late in a game nearly all are claimable). */
  private hints: ClaimHints = "tickets";
  private shown: GamePresentation | null = null;
  private prev: GameSnapshot | null = null;
  private leaving = false;
  /** The turn in which a card was drawn from the phone's sheet (null: none): it closes once that turn is over. */
  private drewInTurn: number | null = null;
  /** The phone's "Your turn!" cue while it shows (the sheet opening puts it away: it would stand over the cards). */
  private cue: Phaser.GameObjects.Text | null = null;
  /** "Suggest a move" (games with bots only). */
  private suggest!: SuggestBar;
  /** The phone drawer's friends list (null off a phone, or for a guest). */
  private friends: DrawerFriends | null = null;
  /** While a desktop's ticket chooser is open: the view the board had before it (null: the whole board). */
  private viewBeforeTickets: HeldView | null | undefined = undefined;

  constructor() {
    super("Game");
  }

  create(data: { roomId: string; relayout?: boolean; buyRoute?: number | null; boardView?: HeldView | null; menuOpen?: boolean; routeChoice?: number | null; friendsOpen?: boolean }): void {
    const g = gameOrLobby(this, data);
    if (!g || waitsForBoardLand(this, mapOf(g.snapshot?.view).id, data)) return;
    this.g = g;
    this.menuOpen = this.leaving = false;
    this.friends = null;
    this.viewBeforeTickets = undefined;
    this.shown = this.prev = null;
    // a panel wide enough (from a window of about 1280 px) shows the hand beside the train yard on the Board tab
    this.wide = stripPlan() !== null;
    if (!data.relayout) this.tab = g.spectator || this.wide ? "board" : "hand";
    const chromeHandlers = {
      toggleMenu: () => this.toggleMenu(),
      setTab: (t: Tab) => this.setTab(t),
      cycleClaimHints: () => this.cycleClaimHints(),
    };
    this.chrome = isPhoneLayout()
      ? new PhoneChrome(this, g.spectator, this.hints, chromeHandlers)
      : new GameChrome(this, lessonTitle(g.snapshot?.lesson) ?? (g.snapshot?.gameName || t("game.defaultName")), g.spectator, this.hints, chromeHandlers);
    // the game's own board (the view names it; a game not started yet goes to the waiting room in render)
    this.board = new BoardMap(this, {
      map: mapOf(g.snapshot?.view),
      // a finger does not hover: a phone shows no route tooltips
      onHover: isPhoneLayout() ? undefined : (id, p) => this.tips.route(id, p.x, p.y),
      // a finger first sees what the route costs (RouteChoice); a mouse click opens the payment at once
      onClick: (id, touch) => {
        if (touch) return this.choice.choose(id);
        this.choice.close();
        this.commands.claimRoute(id);
      },
      onCityClick: (city) => this.commands.buildStation(city),
      // the cities that can take this player's station now answer the pointer
      canBuildStation: (city) => !g.spectator && Boolean(g.view && g.view.seat !== null && stationBlocker(g.view, city) === null),
      colorBlindSwitch: false,
    });
    this.boardCamera = createBoardCamera(this, this.board.drawn);
    this.boardCamera.onZoom((z) => this.board.readableAt(z));
    this.board.attachCamera(this.boardCamera, new BoardGestures(this, this.boardCamera, () => this.board.gestureBegan(), (held) => this.board.heldByGesture(held)));
    if (this.chrome instanceof PhoneChrome) this.chrome.attachSheet((open) => this.sheetChanged(open));
    this.commands = new GameCommands(this, g, {
      hideTooltip: () => this.tips.hide(),
      // (a phone's ticket modal needs the room: its sheet closes)
      showHand: () => (this.chrome instanceof PhoneChrome ? this.chrome.sheet.close() : this.setTab("hand")),
      // (a portrait sheet comes back: it leaves the whole board in sight)
      ticketsAnswered: () => this.chrome instanceof PhoneChrome && phonePlan()?.shape === "portrait" && this.chrome.sheet.open(),
      cardDrawn: (loc, color) => this.cardDrawn(loc, color),
      lightTickets: (ts) => this.lightTickets(ts),
      submitClaim: (id, c) => this.claims.submit(id, c),
    });
    this.panels = new GamePanels(this, g.spectator, {
      sendChat: (m) => this.commands.sendChat(m),
      toLobby: () => this.scene.start("Lobby"),
      logout: () => void net.logout().then(() => this.scene.start("Login")),
      logoutNote: () => logoutNote(g.spectator ? "spectator" : g.room.state.phase === "ended" ? "ended" : g.room.state.timeControl === "async" ? "async" : "realTime"),
      hoverTicket: (t) => this.hoverTicket(t),
      openRules: () => openRulesPage(this.board.map.id),
      drawTickets: () => this.commands.drawTickets(),
      drawCard: (loc) => {
        this.drewInTurn = g.view?.turnNumber ?? null; // asked in this turn (its reply may come after the turn moved on)
        this.commands.drawCard(loc);
      },
      hoverSlot: (loc, x, y) => !isPhoneLayout() && this.tips.slot(loc, x, y),
    });
    // a modal over the map (a payment, a tunnel's choice) covers the routes: no route tooltip over it
    this.tips = new HoverTips(g, new Tooltip(this), () => this.commands.modal === "buyRoute" || this.commands.modal === "station" || this.commands.tunnelShown);
    this.claims = new ClaimUndo(this, g, this.panels.historyChat);
    this.choice = new RouteChoice(this, g, this.board, { claim: (id) => this.commands.claimRoute(id), busy: () => this.commands.modal !== null });
    new AlertSwitches(this, g, this.panels.historyChat);
    if (this.chrome instanceof PhoneChrome) {
      // the phone's drawer holds the switches the desktop shows in its top bar and map corner
      const cb = switchPlace("colorBlind", { x: 0, y: 0, width: 0, height: 0, fontSize: 14 });
      const colorBlind = new ColorBlindSwitch(this, { x: cb.x - cb.width / 2, y: cb.y + cb.height / 2 }, cb);
      this.panels.historyChat.add([...this.chrome.drawerSwitches, colorBlind.button]);
      this.friends = drawerFriends(this, g.roomId, () => this.menuOpen);
      if (this.friends) this.panels.historyChat.add(this.friends.button);
      if (data.relayout && data.friendsOpen) this.friends?.open();
      this.sheetChanged(this.chrome.sheet.opened); // (portrait starts with it open)
    }
    new KeyboardPlay(this, {
      canAct: () => !g.spectator, busy: () => this.commands.modal !== null, routeOwners: () => g.snapshot?.view?.routeOwners ?? [], map: () => this.board.map,
      claim: (id) => this.commands.claimRoute(id), draw: (loc) => this.commands.drawCard(loc), drawTickets: () => this.commands.drawTickets(),
      undo: () => this.claims.undo(), highlightCities: (ids) => this.board.highlightCities(ids),
      cycleClaimHints: () => this.cycleClaimHints(), toggleColorBlind: () => setColorBlind(!colorBlindOn()),
      zoom: (step) => (step === 0 ? this.boardCamera?.fit() : this.boardCamera?.zoomBy(step > 0 ? KEY_ZOOM_STEP : 1 / KEY_ZOOM_STEP)),
    });
    skipOnInput(this);
    this.setTab(this.tab);
    registerGameHooks(g, this.board, this);
    this.suggest = new SuggestBar(g, this.board);
    const off = this.listen(g);
    // a lesson's game: its steps beside the board
    off.push(showLessonGuide(g, { modal: () => this.modal, buyRoute: () => this.commands.openBuyRoute }));
    // the player boxes take the colour-blind palette at once, as the board does
    off.push(onColorBlindChange(() => g.snapshot && this.shown && isStarted(g.snapshot) && this.panels.show(g.snapshot, this.shown)));
    // A language change draws the whole view again in the new words, as a resize does: what is open stays open, and
    // the game's connection is not touched.
    off.push(onLanguageChange(() => this.scene.restart({ ...data, ...this.relayoutData(), relayout: true })));
    this.panels.historyChat.setChat(g.chatLog);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      off.forEach((f) => f());
      unregisterGameHooks();
      clearTurnAlert();
      hideSavingBanner();
      hideTakeoverNotice();
      this.suggest.destroy();
    });
    // Saving was paused before this view was made (a relayout re-creates it): the banner again.
    if (g.savingPaused) showSavingBanner("paused", false);
    if (g.snapshot) this.render(g.snapshot);
    // The window was resized with the buy modal open: the same modal at the new size (checked again, as on a click).
    if (data.relayout && typeof data.buyRoute === "number") this.commands.claimRoute(data.buyRoute);
    // A phone turned while zoomed in: the same part of the board, as far over the new shape's fit.
    if (data.relayout && data.boardView) this.boardCamera?.restore(data.boardView);
    // A route a finger had chosen (the Claim / Cancel panel): chosen again, its panel said at the new size and in the
    // new words (a language picked in another tab, a phone turned).
    if (data.relayout && typeof data.routeChoice === "number") this.choice.choose(data.routeChoice);
    // The menu was open (its language switch was just used, or the window changed size): open again.
    if (data.relayout && data.menuOpen) this.toggleMenu();
  }

  /** What a relayout (ui/responsive.ts, a language change) carries into the re-created view besides the tab. */
  relayoutData(): { buyRoute: number | null; boardView: HeldView | null; menuOpen: boolean; routeChoice: number | null; friendsOpen: boolean } {
    return { buyRoute: this.commands.openBuyRoute, boardView: this.boardCamera?.held() ?? null, menuOpen: this.menuOpen, routeChoice: this.choice.routeId, friendsOpen: this.friends?.isOpen() ?? false };
  }

  // ------------------------------------------------------------------ what the test hook reads

  get modal(): "buyRoute" | "destinations" | "station" | "tunnel" | null {
    return this.commands.modal;
  }

  /** Every route this seat can claim now (empty while the claimable switch is off). */
  get claimable(): number[] {
    return this.hints !== "off" ? (this.shown?.claimable ?? []) : [];
  }

  get claimHints(): ClaimHints {
    return this.hints;
  }

  /** The claimable routes that glow in the current mode. */
  get glowing(): number[] {
    const p = this.shown;
    return p ? glowingRoutes(this.hints, p.claimable, p.progress, (id) => this.board.map.routes[id]?.double ?? null) : [];
  }

  get handShown(): boolean {
    if (this.chrome instanceof PhoneChrome) return this.chrome.sheet.opened && !this.g.spectator;
    return (this.tab === "hand" || this.panels.handStrip.visible) && !this.g.spectator;
  }

  /** The face-up cards and the decks are in sight (the Board tab, or the phone's open sheet). */
  get faceUpShown(): boolean {
    return this.chrome instanceof PhoneChrome ? this.chrome.sheet.opened : this.tab === "board";
  }

  /** The phone's sheet is open; null on a desktop or tablet (no sheet). */
  get sheetOpen(): boolean | null {
    return this.chrome instanceof PhoneChrome ? this.chrome.sheet.opened : null;
  }

  get tunnelShown(): boolean {
    return this.commands.tunnelShown;
  }

  get ticker(): string {
    return this.chrome.ticker.text;
  }

  get spectating(): string | null {
    return this.chrome.spectating?.text ?? null;
  }

  // ------------------------------------------------------------------ wiring

  private listen(g: GameConnection): Array<() => void> {
    return [
      g.on("changed", (s) => this.render(s)),
      g.on("routeClaimed", (id) => {
        this.justClaimed.push(id);
        this.lastClaimed = id;
      }),
      g.on("chat", () => {
        this.panels.historyChat.setChat(g.chatLog);
        if (!this.menuOpen) this.chrome.countUnread();
      }),
      g.on("chatHistory", (lines) => this.panels.historyChat.setChat(lines)),
      g.on("turnStarted", (pid) => {
        if (pid !== g.seat) return;
        alertTurn();
        // a phone's: beside its open sheet, and under its menu's drawer (depth 500) should that open meanwhile
        if (this.chrome instanceof PhoneChrome) this.cue = yourTurnCue(this, this.chrome.sheet.opened ? phonePlan()?.mapBesideSheet : undefined, 450);
        else yourTurnCue(this);
        // the choices of a turn are on the Board tab (the yard, the ticket deck, the help line): it comes up by
        // itself, and a portrait phone's sheet opens (it leaves the whole board in sight)
        if (this.chrome instanceof PhoneChrome) {
          this.tab = "board"; // (kept should the window become a desktop's)
          if (!this.chrome.sheet.opened && phonePlan()?.shape === "portrait" && !this.menuOpen) this.chrome.sheet.open();
          else if (!this.chrome.sheet.opened) this.chrome.nudgeTab("board");
        } else if (this.tab !== "board") {
          this.setTab("board");
          this.chrome.nudgeTab("board");
        }
      }),
      g.on("ticketCompleted", () => showStatus(msg("notice.ticketDone"), "info", 3000)),
      g.on("saving", (state, moveWaiting) => showSavingBanner(state, moveWaiting)),
      g.on("takeoverWarning", (at) => showTakeoverNotice(at)),
      g.on("gameEnded", () => this.time.delayedCall(1200, () => startScene(this, "GameOver", { roomId: g.roomId }))),
      g.on("status", (st) => {
        connectionNotice(st);
        if (st === "lost") this.scene.start("Lobby");
      }),
    ];
  }

  private setTab(t: Tab): void {
    this.tab = t;
    this.panels.setTab(t, this.wide);
    this.chrome.markTab(t);
  }

  /**
   * A desktop's ticket chooser covers the map's south: while it is open the board fits in the part of the map above
   * it (every city in sight, those of the tickets offered too), and once it is gone the view the player had comes back.
   */
  private boardBesideTickets(): void {
    const cam = this.boardCamera;
    const open = !isPhoneLayout() && this.commands.modal === "destinations";
    if (!cam || open === (this.viewBeforeTickets !== undefined)) return;
    if (open) {
      this.viewBeforeTickets = cam.held();
      cam.setViewport({ ...MAP_AREA, h: Math.max(MAP_AREA.h / 3, ticketPanelBox().y - MAP_AREA.y) });
      return;
    }
    const before = this.viewBeforeTickets;
    this.viewBeforeTickets = undefined;
    cam.setViewport();
    if (before) cam.restore(before);
  }

  /** The phone's sheet opened or closed (its handle, or a draw that ended the turn). */
  private sheetChanged(open: boolean): void {
    this.panels.setSheet(open);
    // the board moves into what the sheet leaves of the map (a cheap re-fit: phone-touch's camera may keep its zoom)
    this.boardCamera?.setViewport(open ? phonePlan()?.mapBesideSheet : undefined);
    if (open && this.menuOpen) this.toggleMenu();
    if (!open) this.drewInTurn = null;
    if (open && this.cue?.active) this.cue.destroy();
  }

  private toggleMenu(): void {
    this.menuOpen = !this.menuOpen;
    if (this.chrome instanceof PhoneChrome) {
      if (this.menuOpen) this.chrome.sheet.close();
      this.chrome.sheet.setHandleShown(!this.menuOpen);
    }
    if (this.menuOpen) this.chrome.clearUnread();
    this.panels.showMenu(this.menuOpen);
    this.suggest.setCovered(this.menuOpen);
  }

  private render(s: GameSnapshot): void {
    if (this.leaving) return;
    wakeRendering();
    const next = sceneFor(s);
    if (!isStarted(s)) {
      this.scene.start("WaitingRoom", { roomId: this.g.roomId });
      return;
    }
    presenceNotices(this.prev, s);
    this.prev = s;
    const { view } = s;
    const p = this.shown = presentGame({ s, spectator: this.g.spectator }, tickerRoom());
    this.board.setOwners(view.routeOwners, view.players.map((pl) => pl.color), this.justClaimed.splice(0));
    this.board.setClaimable(this.glowing);
    this.board.setBlocked(p.blocked);
    this.board.setRecent(this.lastClaimed);
    this.board.setStations(view.stationOwners, view.players.map((pl) => pl.color));
    this.panels.show(s, p);
    this.chrome.show(p);
    if (this.chrome instanceof PhoneChrome) this.phoneRender(s);
    this.suggest.update(s);
    followSeatClock(this.g.seat !== null ? s.seats[this.g.seat] : undefined);
    this.commands.chooseTickets(p);
    this.boardBesideTickets();
    // the player's tickets' cities are named at every zoom (a phone's whole map too)
    this.board.setTicketCities((p.tickets ?? []).flatMap((ticket) => ticketCities(ticket, this.board.map)));
    this.commands.showTunnel(view, s.seats[view.currentPlayer]?.username ?? t("game.aPlayer"));
    this.tips.refresh();
    this.choice.refresh();
    // the last round: the end screen's chunk comes now, so the end screen opens at once when the game ends
    if (view.lastRoundTriggeredBy !== null && view.lastRoundTriggeredBy !== undefined) preloadScene(this.scene.manager, "GameOver");
    if (next === "GameOver") {
      this.leaving = true;
      this.time.delayedCall(1500, () => startScene(this, "GameOver", { roomId: this.g.roomId }));
    }
  }

  /** The phone's top bar says this seat's numbers; its landscape sheet closes once a draw has ended the turn (a portrait one leaves the whole board in sight and stays). */
  private phoneRender(s: GameSnapshot & { view: NonNullable<GameSnapshot["view"]> }): void {
    if (!(this.chrome instanceof PhoneChrome)) return;
    const { view } = s;
    const me = view.seat !== null ? view.players[view.seat] : null;
    if (me && view.seat !== null) this.chrome.showMine(t("game.mine", { points: t("route.points", { count: pointsShown(view, view.seat) }), trains: t("trains", { count: me.trainsLeft }) }));
    const hand = view.me?.hand;
    this.chrome.sheet.setSummary(hand ? Object.values(hand).reduce((a, b) => a + b, 0) : 0, view.me?.tickets.length ?? 0);
    // (the turn number, not whose turn: a quick bot may have given the turn back before this snapshot)
    if (this.drewInTurn !== null && phonePlan()?.shape === "landscape" && (view.turnNumber !== this.drewInTurn || view.currentPlayer !== view.seat)) this.chrome.sheet.close();
  }

  private cycleClaimHints(): void {
    this.hints = nextClaimHints(this.hints);
    this.chrome.showClaimHints(this.hints);
    this.board.setClaimable(this.glowing);
  }

  private hoverTicket(t: TicketLine | null): void {
    this.lightTickets(t ? [t] : []);
  }

  private lightTickets(tickets: readonly TicketLine[]): void {
    this.board.highlightCities(tickets.flatMap((t) => ticketCities(t, this.board.map)));
  }

  private cardDrawn(loc: number, color: string | null): void {
    const { handStrip, boardTab, handTab } = this.panels;
    const to = handStrip.visible && color ? handStrip.cardPosition(color) : chromePoints().tab.hand;
    flyCard(this, boardTab.slotPosition(loc), to, color, () => {
      if (color) handTab.pulse(color);
    });
  }
}
