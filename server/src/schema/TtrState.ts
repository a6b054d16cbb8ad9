// The synced state tree (@colyseus/schema 3). Data only: the rules state in shared-rules is the truth and
// server/src/room/project.ts copies the rules' playerView into it after every command. Each class implements its
// shape from the wire contract (shared-rules/protocol/wireState.ts), which is what clients read. Private parts
// sit behind @view().
import { Schema, type, view, ArraySchema } from "@colyseus/schema";
import { ensureEncodeBufferSize } from "../colyseusInternals/encoderBuffer.js";
import { reuseChangeSets } from "../colyseusInternals/changeSets.js";
import type { CardColor, LessonId, MapId, PlayerColor, TurnStage } from "../../../shared-rules/src/index.js";
import type {
  TimeControl,
  WirePhase,
  WirePlayer,
  WirePrivate,
  WireRatingChange,
  WireResult,
  WireScore,
  WireState,
  WireTunnel,
} from "../../../shared-rules/protocol/index.js";

/**
 * The encode buffer must hold a whole full state (colyseusInternals/encoderBuffer.ts: a grown buffer lost a seat's
 * private part; caught by the wire-contract property test, when history lines were text and a late state passed
 * 11 KB). With history codes the largest full state at a game's end is ~3.3 KB with a seat's view (30 seeded
 * 5-player games, 40-character names); 16 KB leaves five times that. Each room holds two such buffers (the encoder's
 * and Colyseus' full-state one), so this is 32 KB of every room's memory rather than 64 KB.
 */
ensureEncodeBufferSize(16 * 1024);

/** Change sets are emptied after each patch instead of allocated anew (colyseusInternals/changeSets.ts). */
reuseChangeSets();

/**
 * What only the seat's own client may see. The hand is a count per card colour, as fixed fields of this part: a
 * changed count costs a byte or two on the wire, where a map rebuilt on every change re-sent the whole hand (and a
 * map under @view() loses keys on update in 3.0.76); a nested object for them was one more change-tracked schema
 * object per seat.
 */
export class PrivatePart extends Schema implements WirePrivate {
  @type("int8") seat = -1;
  @type("uint8") red = 0;
  @type("uint8") orange = 0;
  @type("uint8") yellow = 0;
  @type("uint8") green = 0;
  @type("uint8") blue = 0;
  @type("uint8") purple = 0;
  @type("uint8") black = 0;
  @type("uint8") white = 0;
  @type("uint8") locomotive = 0;
  /** Ticket ids: a list of numbers, where a schema object per ticket was a change-tracked object each. */
  @type(["uint8"]) tickets = new ArraySchema<number>();
  @type(["uint8"]) pendingTickets = new ArraySchema<number>();
}

export class PlayerSchema extends Schema implements WirePlayer {
  @type("string") userId = "";
  @type("string") username = "";
  @type("string") color: PlayerColor | "" = "";
  @type("int16") points = 0;
  @type("int16") routePoints = 0;
  @type("uint8") trainsLeft = 45;
  @type("uint8") handCount = 0;
  @type("uint8") ticketCount = 0;
  @type("uint8") pendingTicketCount = 0;
  @type(["uint8"]) routes = new ArraySchema<number>();
  @type("boolean") connected = true;
  @type("boolean") isBot = false;
  /** A dropped person's seat: epoch ms when a bot takes it over, -1 while a bot plays it, 0 otherwise. */
  @type("float64") takeoverAt = 0;
  /** Turn clock: epoch ms when this seat's turn time ends (then its reserve counts down), 0 when it is not on the clock. */
  @type("float64") turnEndsAt = 0;
  /** Turn clock: the reserve left, in ms, as it was when the seat's current turn started. */
  @type("uint32") reserveMs = 0;
  /**
   * Only in a tree people sit in (project.ts gives each seat its part): a spectators' mirror has none, where five empty
   * parts were twenty change-tracked objects (about 20 KB of every mirror).
   */
  @view() @type(PrivatePart) private?: PrivatePart;
  /** Maps with stations: stations not built yet; -1 on a map without them. */
  @type("int8") stationsLeft = -1;
  /** Maps with stations: city indices of the stations built, in order. */
  @type(["uint8"]) stations = new ArraySchema<number>();
}


export class ScoreSchema extends Schema implements WireScore {
  @type("uint8") playerIndex = 0;
  @type("int16") routePoints = 0;
  @type(["uint8"]) ticketsWon = new ArraySchema<number>();
  @type(["uint8"]) ticketsLost = new ArraySchema<number>();
  @type("int16") ticketPoints = 0;
  @type("uint8") longestPath = 0;
  @type("uint8") longestPathBonus = 0;
  @type("boolean") longestRouteRecipient = false;
  @type(["uint8"]) longestPathRoutes = new ArraySchema<number>();
  @type("int16") total = 0;
  /** Maps with stations: points for stations not built; -1 on a map without them. */
  @type("int16") stationPoints = -1;
  /** Maps with stations: each station's city and the route it let its owner use (-1: none), in the order built. */
  @type(["uint8"]) stationCities = new ArraySchema<number>();
  @type(["int16"]) stationRouteIndexes = new ArraySchema<number>();
  /** Boards with other end bonuses than the longest path (rules/endBonuses): each bonus's kind and points. */
  @type(["string"]) endBonusKinds = new ArraySchema<string>();
  @type(["int16"]) endBonusPoints = new ArraySchema<number>();
  /** Boards with country tickets: each one held, the destination that scored (-1: none), its points. */
  @type(["uint8"]) countryTicketIds = new ArraySchema<number>();
  @type(["int16"]) countryTicketTo = new ArraySchema<number>();
  @type(["int16"]) countryTicketPoints = new ArraySchema<number>();
  /** Boards with the Grand Tour: each tour's ticket, its routes' count, and the routes of its two paths in a row. */
  @type(["uint8"]) grandTourTickets = new ArraySchema<number>();
  @type(["uint8"]) grandTourRouteCounts = new ArraySchema<number>();
  @type(["uint8"]) grandTourRoutes = new ArraySchema<number>();
  /** Boards with mountain routes: the set-aside trains' points; -1 elsewhere. */
  @type("int16") mountainPoints = -1;
  /** Boards with the Asian Explorer: the cities of the largest network; -1 elsewhere. */
  @type("int16") networkCities = -1;
}

/** The pending tunnel claim, all public; routeIndex -1 while none is pending. */
export class TunnelSchema extends Schema implements WireTunnel {
  @type("int16") routeIndex = -1;
  @type("string") trainColor: CardColor = "locomotive";
  @type("uint8") numberOfWilds = 0;
  @type(["string"]) revealed = new ArraySchema<CardColor>();
  @type("uint8") extra = 0;
}

export class ResultSchema extends Schema implements WireResult {
  @type([ScoreSchema]) scores = new ArraySchema<ScoreSchema>();
  @type(["uint8"]) ranking = new ArraySchema<number>();
}

export class RatingChangeSchema extends Schema implements WireRatingChange {
  @type("uint8") seat = 0;
  @type("uint16") before = 0;
  @type("uint16") after = 0;
}

export class TtrState extends Schema implements WireState {
  /** The board ("usa", "europe"), fixed at creation. */
  @type("string") map: MapId | "" = "";
  /** The board's table option (variants.ts); "" for the original game. */
  @type("string") variant: string = "";
  /** The lesson this game is, fixed at creation ("": not a lesson). */
  @type("string") lesson: LessonId | "" = "";
  @type("string") phase: WirePhase = "waiting";
  @type("string") gameName = "";
  @type("string") host = "";
  @type([PlayerSchema]) players = new ArraySchema<PlayerSchema>();
  /**
   * Owner seat per route index, -1 unclaimed. A primitive list: one schema object per route (each with its own change
   * tracking) made these 100 numbers the largest part of a room's memory.
   */
  @type(["int8"]) routeOwners = new ArraySchema<number>();
  /** Five card colours ("" for an empty slot). */
  @type(["string"]) faceUp = new ArraySchema<CardColor | "">();
  @type("uint8") deckCount = 0;
  @type("uint8") discardCount = 0;
  @type("uint8") ticketDeckCount = 0;
  @type("int8") currentPlayer = -1;
  @type("string") turnStage: TurnStage = "start";
  @type("uint16") turnNumber = 0;
  @type("int8") lastRoundTriggeredBy = -1;
  @type("int8") turnsLeft = -1;
  /** Set once, when the game ends (the final scores and the rules' ranking). */
  @type(ResultSchema) result?: ResultSchema;
  /** Maps with stations: the seat owning the station on each city, -1 none (empty on a map without them). */
  @type(["int8"]) stationOwners = new ArraySchema<number>();
  /** Maps with tunnels: the pending tunnel (routeIndex -1: none); absent on a map without them. */
  @type(TunnelSchema) tunnel?: TunnelSchema;
  /** One code per public event (the wire contract's history codes; clients write the lines). */
  @type(["uint32"]) history = new ArraySchema<number>();
  @type("uint32") stateVersion = 0;
  @type("uint8") spectatorCount = 0;
  /** While a game's spectators are held back (room/spectatorDelay): how many moves behind the game they see it. */
  @type("uint8") spectatorDelay = 0;
  /** The turn clock chosen at creation ("realtime" or "async"); "" for a game without one. */
  @type("string") timeControl: TimeControl | "" = "";
  /** Each rated person's rating before → after, once the ended game has been rated (the end screen shows it). */
  @type([RatingChangeSchema]) ratingChanges = new ArraySchema<RatingChangeSchema>();
}
