// What the game view tells the browser tests through the read-only hook: where its objects are and what it shows.
// Nothing here acts: the tests click at these points like a person.
import type { GameConnection } from "../../net/GameConnection.js";
import type { BoardMap } from "../../map/BoardMap.js";
import { registerPoint, setInfo, unregisterPoints } from "../../ui/testHook.js";
import { chromePoints, type Tab } from "./GameChrome.js";
import { pointsShown } from "./presenter.js";
import { animationsRunning } from "../../ui/motion.js";
import { say } from "../../i18n/i18n.js";

/** The scene's state the hook reads, each time it is asked. */
export interface GameHookSource {
  tab: Tab;
  menuOpen: boolean;
  modal: "buyRoute" | "destinations" | "station" | "tunnel" | null;
  /** A pending tunnel is shown (to anybody, the claimer or not). */
  tunnelShown: boolean;
  /** The routes this seat can claim now (empty while the claimable switch is off). */
  claimable: number[];
  /** The claimable routes that glow (by default those serving the tickets) and the switch's mode. */
  glowing: number[];
  claimHints: string;
  lastClaimed: number | null;
  handShown: boolean;
  /** The face-up cards and the decks are in sight (the Board tab, or the phone's open sheet). */
  faceUpShown: boolean;
  /** The phone's sheet of cards and tickets is open; null where there is none (desktop, tablet). */
  sheetOpen: boolean | null;
  ticker: string;
  /** The spectator's top-bar note; null for a player. */
  spectating: string | null;
}

export function registerGameHooks(g: GameConnection, board: BoardMap, src: GameHookSource): void {
  board.map.routes.forEach((r) => registerPoint(`route:${r.id}`, () => board.routeCenter(r.id)));
  // each route's first car's centre, where a test reads the screen's colour
  board.map.routes.forEach((r) => registerPoint(`car:${r.id}`, () => board.carPoint(r.id, 0, 0)));
  // a point on that car's body, off its marker
  board.map.routes.forEach((r) => registerPoint(`carBody:${r.id}`, () => board.carPoint(r.id, 0, 0.32)));
  board.map.cities.forEach((_, i) => registerPoint(`city:${i}`, () => board.cityCenter(i)));
  registerPoint("tab:hand", () => chromePoints().tab.hand);
  registerPoint("tab:board", () => chromePoints().tab.board);
  registerPoint("menu", () => chromePoints().menu);
  if (!g.spectator) registerPoint("toggle:claimable", () => chromePoints().claimable);
  setInfo(() => {
    const s = g.snapshot;
    const view = s?.view ?? null;
    // the own part only when it is this seat's (as the server filtered it)
    const me = view && g.seat !== null && view.seat === g.seat ? view.me : null;
    return {
      scene: "Game",
      roomId: g.roomId,
      connection: g.status,
      phase: view?.phase ?? (s ? "waiting" : undefined),
      seat: g.seat,
      spectator: g.spectator,
      spectating: src.spectating,
      currentPlayer: view?.currentPlayer,
      turnStage: view?.turnStage,
      turnNumber: view?.turnNumber,
      tab: src.tab,
      menuOpen: src.menuOpen,
      modal: src.modal,
      routeOwners: view?.routeOwners,
      map: view?.map,
      stationOwners: view?.stationOwners,
      tunnel: view?.tunnel ?? null,
      tunnelShown: src.tunnelShown,
      claimable: src.claimable,
      claimableGlow: src.glowing,
      claimHints: src.claimHints,
      // how every route is drawn (claimed: the owner's cars and marker; free: quiet spaces), and running animations
      board: board.drawModel(),
      litCities: board.litCities(),
      // the city whose station cue shows under the pointer (-1: none)
      stationCue: board.stations.cued,
      animations: animationsRunning(),
      lastClaimed: src.lastClaimed,
      faceUp: view?.faceUp,
      hand: me ? me.hand : null,
      handShown: src.handShown,
      faceUpShown: src.faceUpShown,
      sheetOpen: src.sheetOpen,
      ticketCount: (me?.tickets ?? []).length,
      pendingTickets: (me?.pendingTickets ?? []).length,
      players: view && s ? view.players.map((p, i) => ({
        username: s.seats[i]?.username ?? "", points: pointsShown(view, i), trainsLeft: p.trainsLeft, handCount: p.handCount, ticketCount: p.ticketCount,
        hasPrivate: me !== null && i === view.seat, stationsLeft: p.stationsLeft, stations: p.stations,
      })) : undefined,
      history: s?.history.slice(-5).map(say),
      ticker: src.ticker,
      chat: g.chatLog.slice(-5),
    };
  });
}

export function unregisterGameHooks(): void {
  unregisterPoints("");
  setInfo(() => ({}));
}
