// The HTTP answers for ratings, histories and the daily deal (2 and 6): what the server's
// http/ratingRoutes.ts sends and the client's leaderboard and lobby read.

/** An account's rating as shown: rounded, with how sure it is. */
export interface ShownRating {
  rating: number;
  /** Rating deviation (±): large for an account with few games. */
  rd: number;
  games: number;
}

export interface LeaderboardRow extends ShownRating {
  username: string;
}

/** GET /api/leaderboard */
export interface LeaderboardAnswer {
  description: "success";
  players: LeaderboardRow[];
}

export interface FinishedGamePlayer {
  username: string;
  bot: boolean;
  score: number;
  /** 1 = winner (the rules' ranking, tie-breaks included). */
  place: number;
}

/** One finished game in an account's history; `place` and `score` are that account's. */
export interface HistoryGame {
  gameId: string;
  gameName: string;
  endedAt: string;
  players: FinishedGamePlayer[];
  place: number;
  score: number;
  /** The UTC day of a daily deal game. */
  daily?: string;
}

/** GET /api/my-profile (the caller) and GET /api/players/:username (anyone's). */
export interface ProfileAnswer {
  description: "success";
  username: string;
  /** null until the account's first game with another person. */
  rating: ShownRating | null;
  games: HistoryGame[];
}

export interface DailyScore {
  username: string;
  score: number;
}

/** GET /api/daily: today's deal (UTC) and its best score per account, best first. */
export interface DailyAnswer {
  description: "success";
  day: string;
  scores: DailyScore[];
}

/** One account's figures on one board, over its ended games there (Board Game Arena's per-game statistics). */
export interface MapStatistics {
  map: string;
  games: number;
  wins: number;
  averageScore: number;
  ticketsCompleted: number;
  ticketsFailed: number;
  /** Of the tickets kept, the share completed, 0–100 (rounded); 0 with no tickets. */
  ticketsCompletedPercent: number;
  /** Points from routes, tickets (net) and end bonuses (longest path, the board's other bonuses, stations), summed. */
  routePoints: number;
  ticketPoints: number;
  bonusPoints: number;
  /** Games in which the account won the longest path or another end bonus. */
  bonusesWon: number;
  /** Train cars per claimed route (one decimal); 0 with no route. */
  averageRouteLength: number;
  faceUpDraws: number;
  blindDraws: number;
}

/** GET /api/players/:username/maps and GET /api/my-maps: every board the account has finished a game on. */
export interface MapStatsAnswer {
  description: "success";
  username: string;
  maps: MapStatistics[];
  /** The same figures over every board. */
  overall: MapStatistics;
}
