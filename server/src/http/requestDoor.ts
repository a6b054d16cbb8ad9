// Puts a door in front of every request listener a server has now (Express, and Colyseus' matchmaking routes, which
// Colyseus attaches itself when its Server is constructed). The door decides per request: answer it itself, or hand
// it on to the listeners behind (`passOn`), now or later.
import type http from "node:http";

export type RequestListener = (req: http.IncomingMessage, res: http.ServerResponse) => void;
export type Door = (req: http.IncomingMessage, res: http.ServerResponse, passOn: RequestListener) => void;

export function putInFront(server: http.Server, door: Door): void {
  const listeners = server.listeners("request").slice(0) as RequestListener[];
  server.removeAllListeners("request");
  const passOn: RequestListener = (req, res) => {
    for (const listener of listeners) listener.call(server, req, res);
  };
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => door(req, res, passOn));
}
