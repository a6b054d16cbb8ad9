// Colyseus' LobbyRoom, plus: a logged-in visitor (token optional) counts as a live connection of that user, so
// "already logged in" and logout's "close the user's connections" cover the lobby too.
import { LobbyRoom, type AuthContext, type Client, type RoomException } from "@colyseus/core";
import { installGuardedDispatch, logAndDropSender } from "../room/handlers/guardedDispatch.js";
import { messageBudgetOf } from "../room/handlers/messageBudget.js";
import { userOfToken, type ServerServices } from "../services.js";
import type { LiveConnection } from "../auth/sessions.js";

interface LobbyAuth {
  userId: number | null;
}

export function lobbyRoomFor(services: ServerServices): typeof LobbyRoom {
  return class TtrLobbyRoom extends LobbyRoom {
    private readonly connections = new Map<string, LiveConnection>();

    // A missing or stale token just makes an anonymous visitor: the lobby is public; playing checks the token.
    static override async onAuth(token: string, _options: unknown, _context: AuthContext): Promise<LobbyAuth> {
      return { userId: (await userOfToken(services, token))?.id ?? null };
    }

    override async onCreate(options: unknown): Promise<void> {
      await super.onCreate(options);
      installGuardedDispatch(this, { charge: messageBudgetOf(services.config) });
    }

    /** A handler or hook that throws: log it, drop the client it came from, keep the lobby. */
    override onUncaughtException(error: RoomException<this>, methodName: string): void {
      logAndDropSender(this, error as Error & { client?: unknown }, methodName);
    }

    override onJoin(client: Client, options: unknown, auth?: LobbyAuth): void {
      super.onJoin(client, options as never);
      if (auth?.userId != null) {
        const connection: LiveConnection = { close: () => client.leave() };
        this.connections.set(client.sessionId, connection);
        services.sessions.add(auth.userId, connection);
      }
    }

    override onLeave(client: Client): void {
      super.onLeave(client);
      const connection = this.connections.get(client.sessionId);
      const userId = (client.auth as LobbyAuth | undefined)?.userId;
      if (connection && userId != null) services.sessions.remove(userId, connection);
      this.connections.delete(client.sessionId);
    }
  };
}
