// The game board view: map, game information menu (player summaries / history+chat), Hand and Board tabs,
// modals, tooltips, turn cue and last-round banner. It only sends commands and draws the synced state.
import Phaser from "phaser";
import { ATLAS } from "../ui/textures.js";
import { net } from "../net/Net.js";
import type { GameConnection, ReplyBase } from "../net/GameConnection.js";
import type { GameSnapshot, TicketSnap } from "../net/snapshot.js";
import { USA_MAP, claimOptions, minimumToKeep, routeClaimBlocker, ticketProgress, type PlayerView } from "../rules.js";
import { BoardMap } from "../map/BoardMap.js";
import { PlayerSummaries } from "../components/PlayerSummaries.js";
import { ColorLegend } from "../components/ColorLegend.js";
import { HistoryChat } from "../components/HistoryChat.js";
import { HandTab } from "../components/HandTab.js";
import { HandStrip } from "../components/HandStrip.js";
import { BoardTab } from "../components/BoardTab.js";
import { Tooltip } from "../components/Tooltip.js";
import { BuyRouteModal } from "../components/BuyRouteModal.js";
import { DestinationModal } from "../components/DestinationModal.js";
import { Button } from "../ui/Button.js";
import { FONT, UI, WORLD, cardStyle } from "../ui/theme.js";
import { BOTTOM, LEFT, MAP_AREA, TOPBAR } from "../ui/layout.js";
import { registerPoint, setInfo, unregisterPoints } from "../ui/testHook.js";
import { showStatus } from "../ui/dom.js";
import { sceneForPhase } from "./navigation.js";
import { blockedTwins, boardHint, claimableRoutes, drawBlocker, spectatingLine, tickerLine, turnLine } from "./gameText.js";
import { wakeRendering } from "../ui/frameBudget.js";
import { alertTurn, clearTurnAlert, setTurnSound, turnSoundOn } from "../ui/turnAlert.js";
import { ClaimUndo } from "../input/ClaimUndo.js";
import { KeyboardPlay } from "../input/KeyboardPlay.js";

type Tab = "hand" | "board";

const WIDE_FROM = 1280;

const TAB_ON = 0xa8452b, TAB_OFF = 0x8c7a62;

export class GameScene extends Phaser.Scene {
  private g!: GameConnection;
  private board!: BoardMap;
  private summaries!: PlayerSummaries;
  private legend!: ColorLegend;
  private historyChat!: HistoryChat;
  private handTab!: HandTab;
  private handStrip!: HandStrip;
  /** A wide window (≥ 1280 px) shows the hand beside the train yard on the Board tab. */
  private wide = false;
  private boardTab!: BoardTab;
  private tooltip!: Tooltip;
  /** Confirmed claims wait here for their undo window (issue 14 item 3). */
  private claims!: ClaimUndo;
  private turnText!: Phaser.GameObjects.Text;
  private ticker!: Phaser.GameObjects.Text;
  private lastRound!: Phaser.GameObjects.Container;
  private tabButtons!: Record<Tab, Button>;
  private menuButton!: Button;
  private unread = 0;
  private buyModal: BuyRouteModal | null = null;
  private destModal: DestinationModal | null = null;
  private tab: Tab = "hand";
  private menuOpen = false;
  private justClaimed: number[] = [];
  private lastClaimed: number | null = null;
  private showClaimable = true;
  private claimableButton: Button | null = null;
  private claimableIds: number[] = [];
  private snap: GameSnapshot | null = null;
  private view: PlayerView | null = null;
  private off: Array<() => void> = [];
  private leaving = false;
  private spectatingText: Phaser.GameObjects.Text | null = null;
  /** What the pointer rests on, so its tooltip is rebuilt from every new state (never a stale "Click to take it"). */
  private hovered: { kind: "route" | "slot"; id: number; x: number; y: number } | null = null;

  constructor() {
    super("Game");
  }

  create(data: { roomId: string }): void {
    const g = net.games.get(data.roomId);
    if (!g) {
      this.scene.start("Lobby");
      return;
    }
    this.g = g;
    this.buyModal = null;
    this.destModal = null;
    this.menuOpen = false;
    this.leaving = false;
    this.hovered = null;
    this.wide = window.innerWidth >= WIDE_FROM;
    this.tab = g.spectator || this.wide ? "board" : "hand";
    this.drawFrame();
    this.board = new BoardMap(this, {
      onHover: (id, p) => this.hoverRoute(id, p.x, p.y),
      onClick: (id) => this.clickRoute(id),
    });
    this.summaries = new PlayerSummaries(this);
    this.legend = new ColorLegend(this, 735);
    this.historyChat = new HistoryChat(this, !g.spectator, (m) => void g.request("sendChat", { message: m }).then((r) => this.complain(r)),
      () => this.scene.start("Lobby"),
      () => void net.logout().then(() => this.scene.start("Login")));
    this.handTab = new HandTab(this, (t) => this.hoverTicket(t));
    this.boardTab = new BoardTab(this, {
      drawTickets: () => this.command("getDestinations"),
      drawCard: (loc) => this.drawCard(loc),
      hoverSlot: (loc, x, y) => this.hoverSlot(loc, x, y),
    });
    this.handStrip = new HandStrip(this);
    this.tooltip = new Tooltip(this);
    this.claims = new ClaimUndo(this, g, this.historyChat);
    new KeyboardPlay(this, {
      canAct: () => !g.spectator, busy: () => this.buyModal !== null || this.destModal !== null, routeOwners: () => this.snap?.routeOwners ?? [],
      claim: (id) => this.clickRoute(id), draw: (loc) => this.drawCard(loc), drawTickets: () => this.command("getDestinations"),
      undo: () => this.claims.undo(), highlightCities: (ids) => this.board.highlightCities(ids),
    });
    this.setTab(this.tab);
    const onResize = () => {
      this.wide = window.innerWidth >= WIDE_FROM;
      this.setTab(this.tab);
    };
    window.addEventListener("resize", onResize);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => window.removeEventListener("resize", onResize));
    this.registerHooks();

    this.off = [
      g.on("changed", (s) => this.render(s)),
      g.on("routeClaimed", (id) => {
        this.justClaimed.push(id);
        this.lastClaimed = id;
      }),
      g.on("chat", () => {
        this.historyChat.setChat(g.chatLog);
        if (!this.menuOpen) {
          // a new message while the pane is closed: the menu button shows how many are unread
          this.unread += 1;
          this.menuButton.setText(`☰${this.unread}`).setColors(0xa8452b, 0xc1532f);
        }
      }),
      g.on("chatHistory", (lines) => this.historyChat.setChat(lines)),
      g.on("turnStarted", (pid) => {
        if (pid !== g.seat) return;
        alertTurn();
        this.yourTurnCue();
        // point at the Board tab, where the cards are drawn
        if (this.tab !== "board") this.tweens.add({ targets: this.tabButtons.board, scale: 1.12, duration: 220, yoyo: true, repeat: 2 });
      }),
      g.on("ticketCompleted", () => showStatus("Destination ticket completed! ✓", "info", 3000)),
      g.on("gameEnded", () => this.time.delayedCall(1200, () => this.scene.start("GameOver", { roomId: g.roomId }))),
      g.on("status", (st) => {
        if (st === "reconnecting") showStatus("Connection lost — reconnecting…");
        else if (st === "connected") showStatus("Reconnected", "info", 2000);
        else if (st === "lost") {
          showStatus("Could not reconnect to the game. Rejoin it from the lobby.", "error", 8000);
          this.scene.start("Lobby");
        }
      }),
    ];
    this.historyChat.setChat(g.chatLog);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.off.forEach((f) => f());
      this.off = [];
      unregisterPoints("");
      setInfo(() => ({}));
      clearTurnAlert();
    });
    if (g.snapshot) this.render(g.snapshot);
  }

  // ------------------------------------------------------------------ layout

  private drawFrame(): void {
    this.add.rectangle(0, 0, WORLD.width, WORLD.height, 0x2a3b47).setOrigin(0);
    const left = this.add.graphics();
    left.fillStyle(UI.woodDark, 1).fillRect(LEFT.x, LEFT.y, LEFT.w, LEFT.h);
    left.fillStyle(UI.wood, 1).fillRect(LEFT.w - 4, 0, 4, LEFT.h);
    const bottom = this.add.graphics();
    bottom.fillStyle(UI.paperDark, 1).fillRect(BOTTOM.x, BOTTOM.y, BOTTOM.w, BOTTOM.h);
    bottom.fillStyle(UI.wood, 1).fillRect(BOTTOM.x, BOTTOM.y, BOTTOM.w, 3);
    this.add.rectangle(TOPBAR.x, TOPBAR.y, TOPBAR.w, TOPBAR.h, 0x22303a).setOrigin(0);
    const menu = this.menuButton = new Button(this, 32, 28, "☰", { width: 44, height: 38, fontSize: 24, fill: 0x6b4b2a, hover: 0x85603a }, () => this.toggleMenu());
    menu.setDepth(10);
    this.unread = 0;
    this.add.text(62, 14, this.g.snapshot?.gameName || "Ticket to Ride", { fontFamily: FONT, fontSize: "19px", color: "#f6efdf", fontStyle: "bold", fixedWidth: LEFT.w - 70 });
    this.turnText = this.add.text(TOPBAR.x + 16, TOPBAR.y + 22, "", { fontFamily: FONT, fontSize: "20px", color: "#f6efdf", fontStyle: "bold" }).setOrigin(0, 0.5);
    // the last move at a glance, without opening the menu
    this.ticker = this.add.text(BOTTOM.x + 270, BOTTOM.y + 22, "", { fontFamily: FONT, fontSize: "16px", color: "#3b2f22", fontStyle: "italic" }).setOrigin(0, 0.5);
    const lr = this.add.graphics();
    lr.fillStyle(0xc0201a, 1).fillRoundedRect(-90, -15, 180, 30, 15);
    const lrText = this.add.text(0, 0, "LAST ROUND", { fontFamily: FONT, fontSize: "17px", color: "#ffffff", fontStyle: "bold" }).setOrigin(0.5);
    this.lastRound = this.add.container(TOPBAR.x + TOPBAR.w - 110, TOPBAR.y + 22, [lr, lrText]).setVisible(false);
    this.claimableButton = null;
    if (!this.g.spectator) {
      this.claimableButton = new Button(this, TOPBAR.x + TOPBAR.w - 300, TOPBAR.y + 22, this.showClaimable ? "Claimable: on" : "Claimable: off",
        { width: 150, height: 30, fontSize: 15, fill: 0x3d6b45, hover: 0x4c8456 }, () => this.toggleClaimable());
    }
    if (!this.g.spectator) {
      const sound = new Button(this, TOPBAR.x + TOPBAR.w - 460, TOPBAR.y + 22, turnSoundOn() ? "Turn sound: on" : "Turn sound: off",
        { width: 150, height: 30, fontSize: 15, fill: 0x4d6b7d, hover: 0x5f8296 }, () => {
          setTurnSound(!turnSoundOn());
          sound.setText(turnSoundOn() ? "Turn sound: on" : "Turn sound: off");
        });
    }
    this.spectatingText = !this.g.spectator ? null
      : this.add.text(TOPBAR.x + TOPBAR.w - 230, TOPBAR.y + 22, spectatingLine(this.g.snapshot), { fontFamily: FONT, fontSize: "17px", color: "#9fd3ff", fontStyle: "bold" }).setOrigin(1, 0.5);
    this.tabButtons = {
      hand: new Button(this, BOTTOM.x + 70, BOTTOM.y + 22, "Hand", { width: 110, height: 32, fontSize: 17 }, () => this.setTab("hand")),
      board: new Button(this, BOTTOM.x + 190, BOTTOM.y + 22, "Board", { width: 110, height: 32, fontSize: 17 }, () => this.setTab("board")),
    };
  }

  private registerHooks(): void {
    USA_MAP.routes.forEach((r) => registerPoint(`route:${r.id}`, () => this.board.routeCenter(r.id)));
    registerPoint("tab:hand", () => ({ x: BOTTOM.x + 70, y: BOTTOM.y + 22 }));
    registerPoint("tab:board", () => ({ x: BOTTOM.x + 190, y: BOTTOM.y + 22 }));
    registerPoint("menu", () => ({ x: 32, y: 28 }));
    if (!this.g.spectator) registerPoint("toggle:claimable", () => ({ x: TOPBAR.x + TOPBAR.w - 300, y: TOPBAR.y + 22 }));
    setInfo(() => ({
      scene: "Game",
      roomId: this.g.roomId,
      connection: this.g.status,
      phase: this.snap?.phase,
      seat: this.g.seat,
      spectator: this.g.spectator,
      spectating: this.spectatingText?.text ?? null,
      currentPlayer: this.snap?.currentPlayer,
      turnStage: this.snap?.turnStage,
      tab: this.tab,
      menuOpen: this.menuOpen,
      modal: this.buyModal ? "buyRoute" : this.destModal ? "destinations" : null,
      routeOwners: this.snap?.routeOwners,
      claimable: this.showClaimable ? this.claimableIds : [],
      lastClaimed: this.lastClaimed,
      faceUp: this.snap?.faceUp,
      hand: this.snap && this.g.seat !== null ? this.snap.players[this.g.seat].hand : null,
      handShown: (this.tab === "hand" || this.handStrip.visible) && !this.g.spectator,
      faceUpShown: this.tab === "board",
      ticketCount: this.snap && this.g.seat !== null ? (this.snap.players[this.g.seat].tickets ?? []).length : 0,
      pendingTickets: this.snap && this.g.seat !== null ? (this.snap.players[this.g.seat].pendingTickets ?? []).length : 0,
      players: this.snap?.players.map((p) => ({ username: p.username, points: p.points, trainsLeft: p.trainsLeft, handCount: p.handCount, ticketCount: p.ticketCount, hasPrivate: p.hand !== null })),
      history: this.snap?.history.slice(-5),
      ticker: this.ticker.text,
      chat: this.g.chatLog.slice(-5),
    }));
  }

  private setTab(t: Tab): void {
    this.tab = t;
    this.handTab.setVisible(t === "hand");
    this.boardTab.setVisible(t === "board");
    const strip = t === "board" && this.wide && !this.g.spectator;
    this.handStrip.setVisible(strip);
    this.boardTab.showHint(!strip);
    this.tabButtons.hand.setColors(t === "hand" ? TAB_ON : TAB_OFF, t === "hand" ? 0xc1532f : 0x9e8c73);
    this.tabButtons.board.setColors(t === "board" ? TAB_ON : TAB_OFF, t === "board" ? 0xc1532f : 0x9e8c73);
  }

  private toggleMenu(): void {
    this.menuOpen = !this.menuOpen;
    if (this.menuOpen) {
      this.unread = 0;
      this.menuButton.setText("☰").setColors(0x6b4b2a, 0x85603a);
    }
    this.summaries.setVisible(!this.menuOpen);
    this.legend.setVisible(!this.menuOpen);
    this.historyChat.show(this.menuOpen);
  }

  // ------------------------------------------------------------------ rendering the state

  private render(s: GameSnapshot): void {
    if (this.leaving) return;
    wakeRendering();
    const next = sceneForPhase(s.phase);
    if (next === "WaitingRoom") {
      this.scene.start(next, { roomId: this.g.roomId });
      return;
    }
    this.presenceNotices(this.snap, s);
    this.snap = s;
    const seat = this.g.seat;
    this.view = this.g.view;
    const colors = s.players.map((p) => p.color);
    this.board.setOwners(s.routeOwners, colors, this.justClaimed.splice(0));
    this.markRoutes(s);
    this.summaries.refresh(s, seat);
    this.historyChat.setHistory(s.history);
    this.ticker.setText(s.history.length ? `Last: ${tickerLine(s.history, 100)}` : "");
    this.spectatingText?.setText(spectatingLine(s));
    const me = seat !== null ? s.players[seat] : null;
    const progress = me?.tickets && seat !== null ? ticketProgress(s.routeOwners, s.players.length, seat, me.tickets.map((t) => t.id)) : [];
    this.handTab.refresh(me?.hand ?? null, me?.tickets ?? null, progress);
    this.handStrip.refresh(me?.hand ?? null);
    this.boardTab.refresh(s.faceUp, s.deckCount, s.discardCount, s.ticketDeckCount, boardHint(s, seat));
    this.turnText.setText(turnLine(s, seat)).setColor(seat !== null && s.currentPlayer === seat && s.phase === "playing" ? "#ffd34d" : "#f6efdf");
    this.lastRound.setVisible(s.lastRound && s.phase === "playing");
    this.syncDestinationModal(s, seat);
    this.refreshTooltip();
    if (next === "GameOver" && !this.leaving) {
      this.leaving = true;
      this.time.delayedCall(1500, () => this.scene.start("GameOver", { roomId: this.g.roomId }));
    }
  }

  /** A notice when a bot takes a dropped seat and when its person is back. */
  private presenceNotices(prev: GameSnapshot | null, s: GameSnapshot): void {
    if (!prev || s.phase !== "playing") return;
    s.players.forEach((p, i) => {
      const was = prev.players[i];
      if (!was || was.username !== p.username || p.isBot) return;
      if (was.takeoverAt !== -1 && p.takeoverAt === -1) showStatus(`${p.username} did not come back: a bot plays for them now.`, "info", 5000);
      else if (!was.connected && p.connected) showStatus(`${p.username} is back.`, "info", 3000);
      else if (was.connected && !p.connected) showStatus(`${p.username} lost the connection.`, "info", 3000);
    });
  }

  /** Claimable routes glow (toggleable), rule-closed twins fade, the route claimed last wears a gold ring. */
  private markRoutes(s: GameSnapshot): void {
    const view = this.view;
    this.claimableIds = view && !this.g.spectator ? claimableRoutes(view) : [];
    this.board.setClaimable(this.showClaimable ? this.claimableIds : []);
    this.board.setBlocked(blockedTwins(s.routeOwners, s.players.length, this.g.seat));
    this.board.setRecent(this.lastClaimed);
  }

  private toggleClaimable(): void {
    this.showClaimable = !this.showClaimable;
    this.claimableButton?.setText(this.showClaimable ? "Claimable: on" : "Claimable: off");
    if (this.snap) this.markRoutes(this.snap);
  }

  private syncDestinationModal(s: GameSnapshot, seat: number | null): void {
    const pending = seat !== null ? (s.players[seat].pendingTickets ?? []) : [];
    const key = pending.map((t) => t.id).join(",");
    if (this.destModal && this.destModal.key !== key) {
      this.destModal.destroy();
      this.destModal = null;
      this.board.highlightCities([]);
    }
    if (!this.destModal && pending.length > 0) {
      this.setTab("hand"); // the cards in hand help to choose
      this.destModal = new DestinationModal(this, pending, minimumToKeep(s.phase === "choosingTickets" ? "choosingTickets" : "playing", pending.length), (t) => this.hoverTicket(t), async (indices) => {
        const r = await this.g.request("selectDestinations", { destinationsSelected: indices });
        return r.code === "ok" ? null : r.description;
      });
    }
  }

  // ------------------------------------------------------------------ interaction

  private blockerText(id: number): string | null {
    if (this.g.spectator) return "spectators cannot claim routes";
    if (!this.view) return "the game is loading";
    return routeClaimBlocker(this.view, id);
  }

  private refreshTooltip(): void {
    const h = this.hovered;
    if (!h) return;
    if (h.kind === "route") this.hoverRoute(h.id, h.x, h.y);
    else this.hoverSlot(h.id, h.x, h.y);
  }

  private hoverRoute(id: number | null, x: number, y: number): void {
    this.hovered = id === null ? null : { kind: "route", id, x, y };
    if (id === null || this.buyModal) {
      this.tooltip.hide();
      return;
    }
    const { title, body } = BoardMap.describe(id);
    const owner = this.snap?.routeOwners[id] ?? -1;
    const ownerLine = owner >= 0 ? `\nClaimed by ${this.snap?.players[owner]?.username ?? "?"}` : "";
    const why = this.blockerText(id);
    this.tooltip.show(x, y, title, body + ownerLine, why ? `Cannot claim: ${why}` : "Click to claim this route", why ? "#ffb4a6" : "#a6f0b0");
  }

  private clickRoute(id: number): void {
    if (this.buyModal || this.destModal || this.g.spectator || !this.view) return;
    const why = routeClaimBlocker(this.view, id);
    if (why) {
      showStatus(`You cannot claim this route: ${why}.`, "error", 3500);
      return;
    }
    this.tooltip.hide();
    this.buyModal = new BuyRouteModal(this, id, claimOptions(this.view, id), this.view.me?.hand ?? null, (c) => this.claims.submit(id, c), () => {
      this.buyModal = null;
    });
    this.input.keyboard?.once("keydown-ESC", () => this.buyModal?.close());
  }

  private hoverTicket(t: TicketSnap | null): void {
    if (!t) {
      this.board.highlightCities([]);
      return;
    }
    const ids = [t.a, t.b].map((name) => USA_MAP.cities.findIndex((c) => c.name === name)).filter((i) => i >= 0);
    this.board.highlightCities(ids);
  }

  private hoverSlot(loc: number | null, x: number, y: number): void {
    this.hovered = loc === null ? null : { kind: "slot", id: loc, x, y };
    if (loc === null || !this.view || !this.snap) {
      this.tooltip.hide();
      return;
    }
    const color = loc < 5 ? this.snap.faceUp[loc] : null;
    const title = loc === 5 ? "Train deck" : color ? `${cardStyle(color).label} card` : "Empty slot";
    const why = drawBlocker(this.snap, this.view, loc);
    this.tooltip.show(x, y, title, loc === 5 ? `${this.snap.deckCount} cards, face down` : "Face-up card", why ? `Cannot draw: ${why}` : "Click to take it", why ? "#ffb4a6" : "#a6f0b0");
  }

  private drawCard(loc: number): void {
    if (this.g.spectator || !this.snap || !this.view) return;
    // the rules say no before the server has to: the player reads the same reason the tooltip gives
    const why = drawBlocker(this.snap, this.view, loc);
    if (why) {
      showStatus(`You cannot draw this card: ${why}.`, "error", 3500);
      return;
    }
    const color = loc < 5 ? this.snap.faceUp[loc] : null;
    void this.g.request("drawTrainCard", { cardLocation: loc }).then((r) => {
      if (r.code !== "ok") return this.complain(r);
      this.flyCard(loc, color ?? (r.cardDrawn || null));
    });
  }

  private command(type: "getDestinations" | "pass"): void {
    if (this.g.spectator) return;
    void this.g.request(type).then((r) => this.complain(r));
  }

  private complain(r: ReplyBase): void {
    if (r.code !== "ok") showStatus(`The server said: ${r.description}`, "error", 4000);
  }

  // ------------------------------------------------------------------ animations (never block input)

  private flyCard(loc: number, color: string | null): void {
    const from = this.boardTab.slotPosition(loc);
    const to = this.handStrip.visible && color ? this.handStrip.cardPosition(color) : { x: BOTTOM.x + 70, y: BOTTOM.y + 22 };
    const img = this.add.image(from.x, from.y, ATLAS, color ? `card-${color}` : "card-back").setDisplaySize(76, 108).setDepth(900);
    const sx = img.scaleX, sy = img.scaleY;
    this.tweens.add({
      targets: img, x: to.x, y: to.y, scaleX: sx * 0.4, scaleY: sy * 0.4, alpha: 0.2, duration: 450, ease: "Cubic.easeIn",
      onComplete: () => {
        img.destroy();
        if (color) this.handTab.pulse(color);
      },
    });
  }

  private yourTurnCue(): void {
    const t = this.add.text(MAP_AREA.x + MAP_AREA.w / 2, MAP_AREA.y + 60, "Your turn!", {
      fontFamily: FONT, fontSize: "44px", color: "#ffd34d", fontStyle: "bold", stroke: "#3f2a16", strokeThickness: 8,
    }).setOrigin(0.5).setDepth(950).setAlpha(0).setScale(0.6);
    this.tweens.add({ targets: t, alpha: 1, scale: 1, duration: 300, ease: "Back.easeOut", yoyo: true, hold: 900, onComplete: () => t.destroy() });
  }
}
