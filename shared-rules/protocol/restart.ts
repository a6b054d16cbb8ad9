// A server process going down for a restart or a deploy (SIGTERM): it closes its rooms' connections with
// SERVER_RESTART_CLOSE once everything it acknowledged is saved and sent. The game is not over: its process (or
// another) opens it again, and the clients join it again by its id. The reconnection token names the old process's
// room, which is gone, so a client skips it (each refused lookup counts against the bound on failed game lookups).

/** "This process is restarting; join your game again by its id" (HTTP's 503, in Colyseus' application range). */
export const SERVER_RESTART_CLOSE = 4503;
