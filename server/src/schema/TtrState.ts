// The synced state tree (@colyseus/schema 3). Data only: the rules state in shared-rules is the truth and
// server/src/room/project.ts copies it here after every command. Private parts sit behind @view().
import { Schema, type, view, ArraySchema } from "@colyseus/schema";

export class TicketCard extends Schema {
  @type("uint8") id = 0;
  @type("string") a = "";
  @type("string") b = "";
  @type("uint8") points = 0;
  @type("boolean") completed = false;
}

/**
 * Count per card colour. Fixed fields updated in place: a changed count costs a byte or two on the wire, where a
 * map rebuilt on every change re-sent the whole hand (and a map under @view() loses keys on update in 3.0.76).
 */
export class HandCounts extends Schema {
  @type("uint8") red = 0;
  @type("uint8") orange = 0;
  @type("uint8") yellow = 0;
  @type("uint8") green = 0;
  @type("uint8") blue = 0;
  @type("uint8") purple = 0;
  @type("uint8") black = 0;
  @type("uint8") white = 0;
  @type("uint8") locomotive = 0;
}

/** What only the seat's own client may see. */
export class PrivatePart extends Schema {
  @type(HandCounts) hand = new HandCounts();
  @type([TicketCard]) tickets = new ArraySchema<TicketCard>();
  @type([TicketCard]) pendingTickets = new ArraySchema<TicketCard>();
}

export class PlayerSchema extends Schema {
  @type("string") userId = "";
  @type("string") username = "";
  @type("string") color = "";
  @type("int16") points = 0;
  @type("uint8") trainsLeft = 45;
  @type("uint8") handCount = 0;
  @type("uint8") ticketCount = 0;
  @type("uint8") pendingTicketCount = 0;
  @type("boolean") connected = true;
  @type("boolean") isBot = false;
  /** A dropped person's seat: epoch ms when a bot takes it over, -1 while a bot plays it, 0 otherwise. */
  @type("float64") takeoverAt = 0;
  @view() @type(PrivatePart) private = new PrivatePart();
}

export class RouteSchema extends Schema {
  /** Player index of the owner, -1 unclaimed. */
  @type("int8") owner = -1;
}

export class TtrState extends Schema {
  /** waiting | choosingTickets | playing | ended */
  @type("string") phase = "waiting";
  @type("string") gameName = "";
  @type("string") host = "";
  @type([PlayerSchema]) players = new ArraySchema<PlayerSchema>();
  @type([RouteSchema]) routes = new ArraySchema<RouteSchema>();
  /** Five card colours ("" for an empty slot). */
  @type(["string"]) faceUp = new ArraySchema<string>();
  @type("uint8") deckCount = 0;
  @type("uint8") discardCount = 0;
  @type("uint8") ticketDeckCount = 0;
  @type("int8") currentPlayer = -1;
  /** start | drewOneCard | choosingTickets */
  @type("string") turnStage = "start";
  @type("boolean") lastRound = false;
  @type("uint8") cardsDrawnThisTurn = 0;
  @type(["string"]) history = new ArraySchema<string>();
  @type("uint32") stateVersion = 0;
  @type("uint8") spectatorCount = 0;
}
