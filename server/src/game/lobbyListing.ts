// A game's entry in the lobby: its listing (lobby/metadata.ts), sent only when something a lobby client shows
// changed; for an async game listed behind the play, whose move it is live (lobby/liveTurns.ts: its own players
// see their "your move" at once); and whether its room stays open while nobody is connected.
import type { GameState } from "../../../shared-rules/src/index.js";
import { lobbyMetadata, peopleToMove, type LobbyMetadata } from "../lobby/metadata.js";
import type { Game } from "./Game.js";

/** Where the listing goes (the room's metadata, the lobby's live turns, the room's lifetime). */
export interface ListingPort {
  publishMetadata(metadata: LobbyMetadata): void;
  /** The usernames whose move it is live, or null when there is nothing to add to the listing. */
  publishLiveTurn(toMove: string[] | null): void;
  /** Whether the room stays open while nobody is connected. */
  keepOpen(keep: boolean): void;
}

export class LobbyListing {
  /**
   * The play as the public may see it (the listing, GET /api/games/:id), when that is not the live game: a delayed
   * game's spectators' view (room/spectatorDelay/SpectatorDelay.ts sets it).
   */
  publicView: { rules(): GameState | null } | null = null;
  /** The listing last sent: a change that alters nothing a lobby client shows sends nothing. */
  private published = "";
  /** "playing <spectators> <to move>" when the listing was last checked during play, else null. */
  private publishedWhilePlaying: string | null = null;
  /** Whose move it is, live, as last published for the players of an async game listed behind the play; null: none. */
  private publishedLiveTurn: string | null = null;

  constructor(
    private readonly game: Game,
    private readonly port: ListingPort,
  ) {}

  private get isAsync(): boolean {
    return this.game.record.clock?.mode === "async";
  }

  /** After every change that is shown (and when the spectators change): the listing as it is now. */
  update(spectators: number): void {
    const record = this.game.record;
    // While a game is played its seats never change (but for a deleted account's name: seatRenamed): only a change
    // of status or of spectators (and in an async game, of whose move it is) can change the listing, so most commands need neither the listing built nor compared.
    // Asked only when needed: a delayed game's public view replays the rules up to it.
    const shown = () => (this.publicView ? this.publicView.rules() : this.game.rules);
    const toMove = this.isAsync ? peopleToMove(this.game, shown()).join(",") : "";
    const playing = record.status === "playing" ? `playing ${spectators} ${toMove}` : null;
    if (playing === null || playing !== this.publishedWhilePlaying) {
      const metadata = lobbyMetadata(this.game, spectators, shown());
      const listing = JSON.stringify(metadata);
      if (listing !== this.published) {
        this.published = listing;
        this.port.publishMetadata(metadata);
      }
      this.publishedWhilePlaying = playing;
    }
    this.publishLiveTurn(this.publicView !== null && this.isAsync && record.status === "playing" ? peopleToMove(this.game) : null);
    // Keep unfinished games with people in memory so they can come back to them; others go when empty.
    this.port.keepOpen((record.status === "waiting" || record.status === "playing") && this.game.hasPeople());
  }

  /** A seat's name changed during play (its account was deleted): the next update builds the listing again. */
  seatRenamed(): void {
    this.publishedWhilePlaying = null;
  }

  /** Redis came back empty (room/TtrRoom.ts relisted): the listing and the live turn are sent again, changed or not. */
  publishAgain(spectators: number): void {
    this.published = "";
    this.publishedWhilePlaying = null;
    this.publishedLiveTurn = null;
    this.update(spectators);
  }

  /** The game is gone: its live turn too. */
  close(): void {
    this.publishLiveTurn(null);
  }

  private publishLiveTurn(toMove: string[] | null): void {
    const key = toMove === null ? null : toMove.join(",");
    if (key === this.publishedLiveTurn) return;
    this.publishedLiveTurn = key;
    this.port.publishLiveTurn(toMove);
  }
}
