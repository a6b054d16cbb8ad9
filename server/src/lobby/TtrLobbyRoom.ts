// The lobby room: the live listing of games in bounded pages (LobbyPage in shared-rules/protocol/lobby.ts), in
// place of Colyseus' LobbyRoom, whose first message held every listed game (2,000 waiting games: 625 KB).
// Each client looks at one page (and its own games); changes are batched and each client is sent only what changed
// on what it looks at. A logged-in visitor (token optional) counts as a live connection of that user, so that a
// logout or a login elsewhere closes it like the user's game connections.
import { Room, matchMaker, subscribeLobby, type AuthContext, type Client, type RoomException } from "@colyseus/core";
import { installGuardedDispatch, logAndDropSender } from "../room/handlers/guardedDispatch.js";
import { messageBudgetOf } from "../room/handlers/messageBudget.js";
import { userOfToken, type ServerServices } from "../services.js";
import type { LiveConnection } from "../auth/logins.js";
import { SESSION_END_CLOSE } from "../../../shared-rules/protocol/index.js";
import { FIRST_PAGE, compareListings, gamesOf, matchesMap, matchesSearch, pageOf, pageViewOf, type GameListing, type PageView } from "./listingPages.js";
import { subscribeLiveTurns } from "./liveTurns.js";
import { answerPlayAgainInLobby, subscribePlayAgain } from "./playAgainNotices.js";
import { closeForRestart } from "../room/restartDrain.js";
import { SOCIAL_NOTICE, type SocialNotice } from "../../../shared-rules/protocol/index.js";
import { friendsOfWatcher, visibleTo } from "./friendsOnlyTables.js";
import { peopleApartFrom, seatsSomeoneApart } from "./blockedTables.js";

interface LobbyAuth {
  userId: number | null;
  username: string | null;
  /** The login's session version: a later login or a logout closes this connection. */
  sessionVersion: number;
}

/** What one lobby client looks at, and what it was last sent of it. */
interface Watcher {
  view: PageView;
  username: string | null;
  userId: number | null;
  /** The watcher's friends: the hosts whose friends-only tables it is shown (friendsOnlyTables.ts). */
  friends: ReadonlySet<number>;
  /** Whom the watcher blocks or is blocked by (names in lower case): tables they sit at are not on its pages (blockedTables.ts). */
  apart: ReadonlySet<string>;
  /** The ids on its page and in its own games, and the total, as last sent: any difference means a new page. */
  shape: string;
  /** The version of each listing it was last sent. */
  versions: Map<string, number>;
}

/** Within one batch of changes: the games matching each filter (board and search text), and each user's own games. */
interface BatchCache {
  searched: Map<string, GameListing[]>;
  mine: Map<string, GameListing[]>;
}

/** Listing changes within this window go out together (a game start changes a listing several times). */
const LOBBY_BATCH_MS = 50;

// A game is listed once somebody sits at it: a room whose create failed before its host joined (the answer lost, Redis
// gone meanwhile) is no waiting game, and goes by itself when its seat reservation lapses.
const isGameListing = (data: unknown): data is GameListing => {
  const metadata = (data as { metadata?: { gameName?: unknown; players?: unknown } } | null)?.metadata;
  return typeof metadata?.gameName === "string" && Array.isArray(metadata.players) && metadata.players.length > 0;
};

export function lobbyRoomFor(services: ServerServices) {
  return class TtrLobbyRoom extends Room {
    private readonly connections = new Map<string, LiveConnection>();
    private readonly listings = new Map<string, { listing: GameListing; version: number }>();
    private readonly watchers = new Map<string, Watcher>();
    private lastVersion = 0;
    private ordered: GameListing[] | null = null;
    private batch: NodeJS.Timeout | null = null;
    private unsubscribe: (() => void) | null = null;
    /** Whose move it is, live, in async games listed behind the play: shown to their own players only (liveTurns.ts). */
    private readonly liveTurns = new Map<string, string[]>();
    /** Games whose live turn changed since the last batch. */
    private readonly liveChanged = new Set<string>();
    private unsubscribeTurns: (() => void) | null = null;
    private unsubscribeSocial: (() => void) | null = null;
    /** Friends-only tables listed now: while there are none, nobody's page is filtered. */
    private friendsOnlyListed = 0;
    private unsubscribePlayAgain: (() => void) | null = null;

    // A missing or stale token just makes an anonymous visitor: the lobby is public; playing checks the token.
    static override async onAuth(token: string, _options: unknown, _context: AuthContext): Promise<LobbyAuth> {
      const user = await userOfToken(services, token);
      return { userId: user?.id ?? null, username: user?.username ?? null, sessionVersion: user?.sessionVersion ?? 0 };
    }

    override async onCreate(): Promise<void> {
      this.listing.unlisted = true;
      // Subscribed before the first query, so that no change falls between the two.
      this.unsubscribe = await subscribeLobby((roomId, data) => this.changed(roomId, data));
      this.unsubscribeTurns = await subscribeLiveTurns((gameId, toMove) => this.liveTurnChanged(gameId, toMove));
      this.unsubscribeSocial = services.socialNotices.subscribe((userId, notice) => this.socialNotice(userId, notice));
      // a play-again proposal reaches the people of its game who went back to the lobby
      this.unsubscribePlayAgain = await subscribePlayAgain((notice, userIds) => {
        for (const client of this.clients) if (userIds.includes((client.auth as LobbyAuth | undefined)?.userId ?? -1)) client.send("playAgainProposal", notice);
      });
      this.onMessage("answerPlayAgain", (client, raw: unknown) => answerPlayAgainInLobby(client, (client.auth as LobbyAuth | undefined)?.userId ?? null, raw));
      for (const data of await matchMaker.query({ private: false, unlisted: false })) {
        if (!this.listings.has(data.roomId)) this.changed(data.roomId, data);
      }
      this.onMessage("page", (client, request: unknown) => {
        const watcher = this.watchers.get(client.sessionId);
        if (!watcher) return;
        watcher.view = pageViewOf(request);
        this.sendPage(client, watcher);
      });
      installGuardedDispatch(this, { charge: messageBudgetOf(services.config) });
    }

    /** A handler or hook that throws: log it, drop the client it came from, keep the lobby. */
    override onUncaughtException(error: RoomException<this>, methodName: string): void {
      logAndDropSender(this, error as Error & { client?: unknown }, methodName);
    }

    override async onJoin(client: Client, options: unknown, auth?: LobbyAuth): Promise<void> {
      const userId = auth?.userId ?? null;
      const [friends, apart] = await Promise.all([friendsOfWatcher(services.social, userId), peopleApartFrom(services, userId)]);
      const watcher: Watcher = { view: options ? pageViewOf(options) : FIRST_PAGE, username: auth?.username ?? null, userId, friends, apart, shape: "", versions: new Map() };
      this.watchers.set(client.sessionId, watcher);
      this.sendPage(client, watcher);
      if (auth?.userId != null) {
        services.whereabouts.enteredLobby(auth.userId);
        const connection: LiveConnection = { sessionVersion: auth.sessionVersion, end: (reason) => client.leave(SESSION_END_CLOSE[reason]) };
        this.connections.set(client.sessionId, connection);
        services.logins.add(auth.userId, connection);
      }
    }

    override onLeave(client: Client): void {
      this.watchers.delete(client.sessionId);
      const connection = this.connections.get(client.sessionId);
      const userId = (client.auth as LobbyAuth | undefined)?.userId;
      if (connection && userId != null) {
        services.logins.remove(userId, connection);
        services.whereabouts.leftLobby(userId);
      }
      this.connections.delete(client.sessionId);
    }

    /** The process is stopping: lobby clients join the lobby again, wherever it is then (restartDrain.ts). */
    override onBeforeShutdown(): void {
      closeForRestart(this);
    }

    override onDispose(): void {
      this.unsubscribe?.();
      this.unsubscribeTurns?.();
      this.unsubscribeSocial?.();
      this.unsubscribePlayAgain?.();
      if (this.batch) clearTimeout(this.batch);
    }

    /**
     * Redis came back (maybe empty) and this process listed its rooms again (colyseusInternals/redisOutage.ts): the
     * list is read again, so games that went during the outage leave it; the other processes' games come back as they
     * list theirs (each tells the lobbies).
     */
    async relisted(): Promise<void> {
      const listed = await matchMaker.query({ private: false, unlisted: false });
      const ids = new Set(listed.map((data) => data.roomId));
      for (const roomId of [...this.listings.keys()]) if (!ids.has(roomId)) this.changed(roomId, null);
      for (const data of listed) this.changed(data.roomId, data);
    }

    /**
     * A notice for one account (socialNotices.ts): sent to its clients here. Its friends (or blocks) changed: the
     * friends-only tables and the tables of people apart from it change with them.
     */
    private socialNotice(userId: number, notice: SocialNotice): void {
      for (const client of this.clients) {
        const watcher = this.watchers.get(client.sessionId);
        if (watcher?.userId !== userId) continue;
        client.send(SOCIAL_NOTICE, notice);
        if (notice.kind !== "friendsChanged") continue;
        void Promise.all([friendsOfWatcher(services.social, userId), peopleApartFrom(services, userId)]).then(([friends, apart]) => {
          watcher.friends = friends;
          watcher.apart = apart;
          this.sendPage(client, watcher);
        }, () => undefined);
      }
    }

    /** A game was listed, changed or removed (data null). */
    private changed(roomId: string, data: unknown): void {
      const before = this.listings.get(roomId)?.listing.metadata.friendsOnly === true;
      if (isGameListing(data)) this.listings.set(roomId, { listing: data, version: ++this.lastVersion });
      else if (!this.listings.delete(roomId)) return;
      this.friendsOnlyListed += (this.listings.get(roomId)?.listing.metadata.friendsOnly === true ? 1 : 0) - (before ? 1 : 0);
      this.ordered = null;
      this.sendSoon();
    }

    private liveTurnChanged(gameId: string, toMove: string[] | null): void {
      if (toMove) this.liveTurns.set(gameId, toMove);
      else if (!this.liveTurns.delete(gameId)) return;
      this.liveChanged.add(gameId);
      this.sendSoon();
    }

    /**
     * A listing as `watcher` may see it: a player of an async game listed behind the play sees whose move it is live;
     * everybody else gets the public listing.
     */
    private personal(listing: GameListing, watcher: Watcher): GameListing {
      const live = this.liveTurns.get(listing.roomId);
      const me = watcher.username?.toLowerCase();
      if (!live || !me || listing.metadata.status !== "playing") return listing;
      if (!listing.metadata.players.some((p) => p.username.toLowerCase() === me)) return listing;
      return { ...listing, metadata: { ...listing.metadata, toMove: live } };
    }

    private sendSoon(): void {
      this.batch ??= setTimeout(() => {
        this.batch = null;
        this.sendChanges();
      }, LOBBY_BATCH_MS);
    }

    private orderedListings(): GameListing[] {
      this.ordered ??= [...this.listings.values()].map((e) => e.listing).sort(compareListings);
      return this.ordered;
    }

    /** What a watcher should see now. `batch` caches what watchers share within one batch (searches, own games). */
    private pageFor(watcher: Watcher, batch: BatchCache = { searched: new Map(), mine: new Map() }) {
      const ordered = this.orderedListings();
      const { search, map } = watcher.view;
      const key = `${map}\u0000${search}`; // one filter: a board (an id, never holding the separator) and a text
      let matching = batch.searched.get(key);
      if (!matching) {
        matching = search === "" && map === "" ? ordered : ordered.filter((l) => matchesMap(l, map) && matchesSearch(l, search));
        batch.searched.set(key, matching);
      }
      const me = watcher.username?.toLowerCase() ?? "";
      let mine = batch.mine.get(me);
      if (!mine) {
        mine = gamesOf(ordered, watcher.username);
        batch.mine.set(me, mine);
      }
      // A friends-only table is on the pages of its host's friends only (its own players find it among their games).
      if (this.friendsOnlyListed > 0) matching = matching.filter((l) => visibleTo(l, watcher));
      // Nor is a table where someone sits whom the watcher blocks or who blocks it: its door is shut to the watcher.
      if (watcher.apart.size > 0) matching = matching.filter((l) => !seatsSomeoneApart(l, watcher.apart));
      const page = pageOf(matching, watcher.view, mine);
      const shape = `${page.rooms.map((l) => l.roomId).join()}|${page.mine.map((l) => l.roomId).join()}|${page.total}`;
      return { page, shape };
    }

    private remember(watcher: Watcher, shape: string, listings: GameListing[]): void {
      watcher.shape = shape;
      watcher.versions = new Map(listings.map((l) => [l.roomId, this.listings.get(l.roomId)?.version ?? 0]));
    }

    private sendPage(client: Client, watcher: Watcher, view = this.pageFor(watcher)): void {
      const personal = (l: GameListing) => this.personal(l, watcher);
      client.send("rooms", { ...view.page, rooms: view.page.rooms.map(personal), mine: view.page.mine.map(personal) });
      this.remember(watcher, view.shape, [...view.page.rooms, ...view.page.mine]);
    }

    /** After a batch of changes: a new page to whoever's page changed, `+` for changed games on an unchanged one. */
    private sendChanges(): void {
      const batch: BatchCache = { searched: new Map(), mine: new Map() };
      for (const client of this.clients) {
        const watcher = this.watchers.get(client.sessionId);
        if (!watcher) continue;
        const view = this.pageFor(watcher, batch);
        if (view.shape !== watcher.shape) {
          this.sendPage(client, watcher, view);
          continue;
        }
        for (const listing of new Set([...view.page.rooms, ...view.page.mine])) {
          const version = this.listings.get(listing.roomId)?.version ?? 0;
          const shown = this.personal(listing, watcher);
          // A live turn is news only to the players it is shown to: others hear of nothing that is not public.
          const liveNews = shown !== listing && this.liveChanged.has(listing.roomId);
          if (watcher.versions.get(listing.roomId) === version && !liveNews) continue;
          client.send("+", [listing.roomId, shown]);
          watcher.versions.set(listing.roomId, version);
        }
      }
      this.liveChanged.clear();
    }
  };
}
