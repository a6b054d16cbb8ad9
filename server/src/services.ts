// What the HTTP routes and rooms share inside one server instance (one per createGameServer call).
import type { ServerConfig } from "./config.js";
import type { UserStore, UserRecord } from "./storage/userStore.js";
import type { GameStore } from "./storage/gameStore.js";
import type { TokenService } from "./auth/tokens.js";
import type { LoginRegistry } from "./auth/logins.js";
import type { BotFactory } from "../../bots/src/strategy.js";
import type { CounterStores } from "./http/rateLimits.js";
import type { RatingKeeper } from "./ratings/ratingKeeper.js";
import type { Seed } from "../../shared-rules/src/index.js";
import type { PushSubscriptionStore } from "./storage/pushStore.js";
import type { TurnPush } from "./push/turnPush.js";
import type { SavingPauses } from "./game/savingPauses.js";
import type { SocialStore } from "./social/socialStore.js";
import type { SocialNotices } from "./social/socialNotices.js";
import type { Whereabouts } from "./social/whereabouts.js";

export interface ServerServices {
  config: ServerConfig;
  users: UserStore;
  games: GameStore;
  tokens: TokenService;
  /** The live logins: every connection and waiting seat of each user, ended on logout or a newer login. */
  logins: LoginRegistry;
  createBot: BotFactory;
  /** The daily deal's seed for a UTC day: the same in every process, unguessable without the secret. */
  dailySeedOf(day: string): Seed;
  /** Rates every ended game once. */
  ratings: RatingKeeper;
  /** Where rate limiters count (Redis with several processes, so limits hold across them). */
  counters: CounterStores;
  /** The browsers that asked for turn notices. */
  pushSubscriptions: PushSubscriptionStore;
  /** Sends turn notices (Web Push); absent where no server runs (benchmarks' stand-in rooms). */
  turnPush?: TurnPush;
  /** The games whose saves fail now (readiness reports them); absent where no server runs (benchmarks' stand-ins). */
  savingPauses?: SavingPauses;
  /** Friends, friend requests and blocks. */
  social: SocialStore;
  /** Live notices to an account's lobby connections, on every process. */
  socialNotices: SocialNotices;
  /** Who is in the lobby now, on every process. */
  whereabouts: Whereabouts;
  /** Set while the process shuts down: rooms then keep their games as they are instead of abandoning them. */
  shuttingDown: boolean;
}

/** The account a token stands for, when the token is valid and still current. */
export async function userOfToken(services: ServerServices, token: string | undefined): Promise<UserRecord | null> {
  if (!token) return null;
  const claims = services.tokens.verify(token);
  if (!claims) return null;
  const user = await services.users.byId(claims.userId);
  if (!user || user.deletedAt || user.sessionVersion !== claims.sessionVersion) return null;
  return user;
}
