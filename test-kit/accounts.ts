// Accounts on a test server, each with a colyseus.js client that carries its token, and plain HTTP requests.
import { Client } from "colyseus.js";
import type { ServerAddress } from "./server.js";

/** A password every account rule accepts (8+ characters, not a common one), for tests not about passwords. */
export const TEST_PASSWORD = "tickets-please-7";

export interface User {
  username: string;
  password: string;
  token: string;
  userId: number;
  client: Client;
}

export interface HttpAnswer {
  status: number;
  body: Record<string, unknown>;
}

type HttpServer = Pick<ServerAddress, "httpUrl">;

/** A JSON POST; a string body is sent as it is (for malformed bodies). */
export async function post(server: HttpServer, route: string, body: unknown, token?: string): Promise<HttpAnswer> {
  const res = await fetch(`${server.httpUrl}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export async function get(server: HttpServer, route: string, token?: string): Promise<HttpAnswer> {
  const res = await fetch(`${server.httpUrl}${route}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A colyseus.js client of that server, carrying `token` when given (none: an anonymous visitor). */
export function clientFor(server: Pick<ServerAddress, "wsUrl">, token?: string | null): Client {
  const client = new Client(server.wsUrl);
  if (token) client.auth.token = token;
  return client;
}

async function signedIn(server: ServerAddress, route: string, username: string, body: Record<string, string>): Promise<User> {
  const answer = await post(server, route, { username, ...body });
  if (answer.status !== 200 || typeof answer.body.token !== "string") throw new Error(`${route} ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const token = answer.body.token;
  return { username, password: body.password!, token, userId: answer.body.userId as number, client: clientFor(server, token) };
}

/** Registers (and thereby logs in) a user. */
export function registerUser(server: ServerAddress, username: string, password = TEST_PASSWORD): Promise<User> {
  return signedIn(server, "/auth/register", username, { password, confirmPassword: password });
}

/** Logs an existing user in: a new token (and session), and a client that carries it. */
export function logIn(server: ServerAddress, username: string, password = TEST_PASSWORD): Promise<User> {
  return signedIn(server, "/auth/login", username, { password });
}
