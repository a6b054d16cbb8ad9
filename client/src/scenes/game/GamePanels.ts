// The panels around the map: the left strip (player summaries and colour legend, or history and chat when the
// menu is open) and the bottom panel's Hand and Board tabs (with the small hand beside the yard on wide windows).
import type Phaser from "phaser";
import type { StartedSnapshot } from "../../net/snapshot.js";
import { PlayerSummaries } from "../../components/PlayerSummaries.js";
import { ColorLegend } from "../../components/ColorLegend.js";
import { HistoryChat } from "../../components/HistoryChat.js";
import { HandTab } from "../../components/HandTab.js";
import { HandStrip } from "../../components/HandStrip.js";
import { BoardTab, type BoardTabHandlers } from "../../components/BoardTab.js";
import type { Tab } from "./GameChrome.js";
import type { GamePresentation, TicketLine } from "./presenter.js";
import { isPhoneLayout } from "../../ui/layout.js";
import { say } from "../../i18n/i18n.js";

export interface PanelHandlers extends BoardTabHandlers {
  sendChat(message: string): void;
  toLobby(): void;
  logout(): void;
  /** What logging out does to this person's seat, said in the logout confirmation. */
  logoutNote(): string;
  hoverTicket(t: TicketLine | null): void;
  /** The game board's rules page (the menu's Rules button). */
  openRules(): void;
}

export class GamePanels {
  readonly historyChat: HistoryChat;
  readonly handTab: HandTab;
  readonly boardTab: BoardTab;
  readonly handStrip: HandStrip;
  private readonly summaries: PlayerSummaries;
  private readonly legend: ColorLegend;
  /** A phone shows the hand and the yard together in its sheet, when the sheet is open (no tabs). */
  private readonly phone = isPhoneLayout();
  private sheetOpen = false;

  constructor(scene: Phaser.Scene, private readonly spectator: boolean, h: PanelHandlers) {
    this.summaries = new PlayerSummaries(scene);
    this.legend = new ColorLegend(scene, 735);
    this.historyChat = new HistoryChat(scene, !spectator, h.sendChat, h.toLobby, h.logout, h.logoutNote, h.openRules);
    this.handTab = new HandTab(scene, h.hoverTicket);
    this.boardTab = new BoardTab(scene, h);
    this.handStrip = new HandStrip(scene);
    if (this.phone) {
      // the players are in the menu's drawer; the colour key has no room on a phone (each colour has its symbol)
      this.summaries.setVisible(false);
      this.legend.setVisible(false);
      this.setSheet(false);
    }
  }

  /** The phone's sheet opened or closed: the yard and the hand show with it. */
  setSheet(open: boolean): void {
    this.sheetOpen = open;
    this.handTab.setVisible(open);
    this.boardTab.setVisible(open);
    this.boardTab.showHint(open);
    this.handStrip.setVisible(false);
  }

  /** `wide`: the window has room for the hand beside the train yard. */
  setTab(t: Tab, wide: boolean): void {
    if (this.phone) return this.setSheet(this.sheetOpen);
    this.handTab.setVisible(t === "hand");
    this.boardTab.setVisible(t === "board");
    const strip = t === "board" && wide && !this.spectator;
    this.handStrip.setVisible(strip);
    this.boardTab.showHint(true);
  }

  /** The open menu puts history and chat where the player summaries were. */
  showMenu(open: boolean): void {
    this.summaries.setVisible(this.phone ? open : !open);
    this.legend.setVisible(!open && !this.phone);
    this.historyChat.show(open);
  }

  show(s: StartedSnapshot, p: GamePresentation): void {
    const { view } = s;
    this.summaries.refresh(s);
    this.historyChat.setHistory(s.history.map(say));
    this.handTab.refresh(p.hand, p.tickets, p.progress);
    this.handStrip.refresh(p.hand);
    this.boardTab.refresh(view.faceUp, view.trainDeckCount, view.trainDiscardCount, view.ticketDeckCount, p.hint);
  }
}
