// The game view's commands and their modals: claiming a route (BuyRouteModal), building a station (the same modal,
// Europe), a tunnel's extra cards (TunnelPanel), drawing a train card, drawing and choosing destination tickets
// (DestinationModal), passing, chat. The rules say no before the server has to: the
// player reads the same reason the tooltip gives. Whatever the server still refuses is shown as it said it.
import type Phaser from "phaser";
import type { GameConnection, ReplyBase } from "../../net/GameConnection.js";
import { claimOptions, mapOf, stationOptions, tunnelPayments, type PlayerView } from "../../rules.js";
import { BuyRouteModal, type ClaimChoice } from "../../components/BuyRouteModal.js";
import { routeTarget, stationTarget } from "../../components/payTargets.js";
import { TunnelPanel, tunnelKey } from "../../components/TunnelPanel.js";
import { stationBlocker } from "./stationHints.js";
import { msg } from "../../i18n/i18n.js";
import { DestinationModal } from "../../components/DestinationModal.js";
import { showStatus } from "../../ui/dom.js";
import { replyText } from "../../i18n/ruleReasons.js";
import { drawBlocker, routeBlocker, type GamePresentation, type TicketLine } from "./presenter.js";

export interface CommandEffects {
  /** A modal opens over the map: the tooltip goes. */
  hideTooltip(): void;
  /** The destination modal opens: the hand is shown beside it (the cards help to choose). */
  showHand(): void;
  /** The destination offer is answered and its modal gone. */
  ticketsAnswered(): void;
  /** The server gave the card: `color` is null when it came face down and unknown. */
  cardDrawn(location: number, color: string | null): void;
  /** These tickets' cities light up (a ticket hovered in the modal; the modal put aside on a phone: every offered one). */
  lightTickets(tickets: readonly TicketLine[]): void;
  /** A confirmed payment goes out, through the undo window (ClaimUndo); resolves with the refusal, if any. */
  submitClaim(routeId: number, choice: ClaimChoice): Promise<string | null>;
}

export class GameCommands {
  private buyModal: BuyRouteModal | null = null;
  /** The route the buy modal is open for (a relayout opens it again). */
  private buyRouteId: number | null = null;
  private destModal: DestinationModal | null = null;
  /** The station modal (the payment modal for a city). */
  private stationModal: BuyRouteModal | null = null;
  /** The pending tunnel, shown to everybody; a choice for its claimer only. */
  private tunnelPanel: TunnelPanel | null = null;
  private tunnelIsMine = false;

  constructor(private readonly scene: Phaser.Scene, private readonly g: GameConnection, private readonly effects: CommandEffects) {}

  get modal(): "buyRoute" | "destinations" | "station" | "tunnel" | null {
    if (this.tunnelPanel && this.tunnelIsMine) return "tunnel";
    return this.buyModal ? "buyRoute" : this.destModal ? "destinations" : this.stationModal ? "station" : null;
  }

  /** A tunnel claim is on the table (anybody's). */
  get tunnelShown(): boolean {
    return this.tunnelPanel !== null;
  }

  get openBuyRoute(): number | null {
    return this.buyModal ? this.buyRouteId : null;
  }

  claimRoute(id: number): void {
    const view = this.g.view;
    if (this.modal || this.g.spectator || !view) return;
    const why = routeBlocker(view, false, id);
    if (why) {
      showStatus(msg("refuse.claim", { why }), "error", 3500);
      return;
    }
    this.effects.hideTooltip();
    this.buyRouteId = id;
    this.buyModal = new BuyRouteModal(this.scene, routeTarget(mapOf(view), id), claimOptions(view, id), view.me?.hand ?? null, (c) => this.effects.submitClaim(id, c), () => {
      this.buyModal = null;
    });
    this.scene.input.keyboard?.once("keydown-ESC", () => this.buyModal?.close());
  }

  /** A city was clicked: on a map with stations, the modal to build one there (or why not). */
  buildStation(cityIndex: number): void {
    const view = this.g.view;
    if (this.modal || this.g.spectator || !view || view.seat === null || !view.me) return;
    const map = mapOf(view);
    if (map.stations.perPlayer === 0) return;
    const why = stationBlocker(view, cityIndex);
    if (why) {
      showStatus(msg("station.cannotBuild", { city: map.cities[cityIndex]?.name ?? msg("station.thisCity"), reason: why }), "error", 3500);
      return;
    }
    this.effects.hideTooltip();
    const built = view.players[view.seat]?.stations?.length ?? 0;
    this.stationModal = new BuyRouteModal(this.scene, stationTarget(map, cityIndex, built), stationOptions(view, view.me.hand), view.me.hand, async (c) => {
      const r = await this.g.request("buildStation", { cityIndex, trainColor: c.trainColor, numberOfWilds: c.numberOfWilds });
      return r.code === "ok" ? null : replyText(r);
    }, () => {
      this.stationModal = null;
    });
    this.scene.input.keyboard?.once("keydown-ESC", () => this.stationModal?.close());
  }

  /** Shows the pending tunnel to everybody, with the pay/decline choice for its claimer; closes it once resolved. */
  showTunnel(view: PlayerView, claimerName: string): void {
    const t = view.turnStage === "tunnelPending" ? view.tunnel ?? null : null;
    if (this.tunnelPanel && (!t || this.tunnelPanel.key !== tunnelKey(t))) {
      this.tunnelPanel.destroy();
      this.tunnelPanel = null;
    }
    if (this.tunnelPanel || !t) return;
    const mine = !this.g.spectator && view.seat !== null && view.seat === view.currentPlayer && view.me !== null;
    this.tunnelIsMine = mine;
    this.effects.hideTooltip();
    const reply = (r: ReplyBase) => (r.code === "ok" ? null : replyText(r));
    this.tunnelPanel = new TunnelPanel(this.scene, mapOf(view), t, claimerName, mine && view.me ? {
      payments: tunnelPayments(view, view.me.hand),
      pay: async (numberOfWilds) => reply(await this.g.request("payTunnel", { numberOfWilds })),
      decline: async () => reply(await this.g.request("declineTunnel", {})),
    } : null);
  }

  drawCard(loc: number): void {
    const view = this.g.view;
    if (this.g.spectator || !view) return;
    const why = drawBlocker(view, loc);
    if (why) {
      showStatus(msg("refuse.draw", { why }), "error", 3500);
      return;
    }
    const color = loc < 5 ? view.faceUp[loc] : null;
    void this.g.request("drawTrainCard", { cardLocation: loc }).then((r) => {
      if (r.code !== "ok") return this.complain(r);
      this.effects.cardDrawn(loc, color ?? (r.cardDrawn || null));
    });
  }

  drawTickets(): void {
    this.send("getDestinations");
  }

  pass(): void {
    this.send("pass");
  }

  sendChat(message: string): void {
    void this.g.request("sendChat", { message }).then((r) => this.complain(r));
  }

  /** Opens the destination modal for a new offer, and closes it once the offer is answered. */
  chooseTickets(p: GamePresentation): void {
    const key = p.pending.map((t) => t.id).join(",");
    if (this.destModal && this.destModal.key !== key) {
      this.destModal.destroy();
      this.destModal = null;
      this.effects.lightTickets([]);
      if (p.pending.length === 0) this.effects.ticketsAnswered();
    }
    if (this.destModal || p.pending.length === 0) return;
    this.effects.showHand();
    this.destModal = new DestinationModal(this.scene, p.pending, p.keepAtLeast, (ts) => this.effects.lightTickets(ts), async (indices) => {
      const r = await this.g.request("selectDestinations", { destinationsSelected: indices });
      return r.code === "ok" ? null : replyText(r);
    }, p.returnedLeave);
  }

  private send(type: "getDestinations" | "pass"): void {
    if (this.g.spectator) return;
    void this.g.request(type).then((r) => this.complain(r));
  }

  private complain(r: ReplyBase): void {
    if (r.code !== "ok") showStatus(msg("refuse.server", { why: replyText(r) }), "error", 4000);
  }
}
