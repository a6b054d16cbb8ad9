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

export interface PanelHandlers extends BoardTabHandlers {
  sendChat(message: string): void;
  toLobby(): void;
  logout(): void;
  /** What logging out does to this person's seat, said in the logout confirmation. */
  logoutNote(): string;
  hoverTicket(t: TicketLine | null): void;
}

export class GamePanels {
  readonly historyChat: HistoryChat;
  readonly handTab: HandTab;
  readonly boardTab: BoardTab;
  readonly handStrip: HandStrip;
  private readonly summaries: PlayerSummaries;
  private readonly legend: ColorLegend;

  constructor(scene: Phaser.Scene, private readonly spectator: boolean, h: PanelHandlers) {
    this.summaries = new PlayerSummaries(scene);
    this.legend = new ColorLegend(scene, 735);
    this.historyChat = new HistoryChat(scene, !spectator, h.sendChat, h.toLobby, h.logout, h.logoutNote);
    this.handTab = new HandTab(scene, h.hoverTicket);
    this.boardTab = new BoardTab(scene, h);
    this.handStrip = new HandStrip(scene);
  }

  /** `wide`: the window has room for the hand beside the train yard. */
  setTab(t: Tab, wide: boolean): void {
    this.handTab.setVisible(t === "hand");
    this.boardTab.setVisible(t === "board");
    const strip = t === "board" && wide && !this.spectator;
    this.handStrip.setVisible(strip);
    this.boardTab.showHint(!strip);
  }

  /** The open menu puts history and chat where the player summaries were. */
  showMenu(open: boolean): void {
    this.summaries.setVisible(!open);
    this.legend.setVisible(!open);
    this.historyChat.show(open);
  }

  show(s: StartedSnapshot, p: GamePresentation): void {
    const { view } = s;
    this.summaries.refresh(s);
    this.historyChat.setHistory(s.history);
    this.handTab.refresh(p.hand, p.tickets, p.progress);
    this.handStrip.refresh(p.hand);
    this.boardTab.refresh(view.faceUp, view.trainDeckCount, view.trainDiscardCount, view.ticketDeckCount, p.hint);
  }
}
