// Where a push subscription's endpoint sends the server: parsed once, here, and that parse is what the request is
// made from (turnPush.ts), never the endpoint text again. URL parsers disagree on hostile text (WHATWG `URL` reads
// `https://127.0.0.1;.example.com/x` as a name, Node's legacy `url.parse`, which `web-push` uses, stops the host at
// `;` and connects to 127.0.0.1), so an endpoint is accepted only when it has one reading: WHATWG's serialisation
// gives the very same text back, the legacy parser finds the same host, port and path, and the host is a plain DNS
// name on port 443 (push services are reached by name, on the https port; an IP literal in any spelling is refused).
// Where the name leads is checked again on the address actually connected to (vettedAgent.ts).
import { parse as legacyParse } from "node:url";

/** Endpoints of real push services are ~100–500 characters; far more is not one. */
export const ENDPOINT_MAX_LENGTH = 1024;

/** A destination the server may send a push request to. */
export interface PushDestination {
  /** A DNS name, lower case, no trailing dot (or the test stand-in's 127.0.0.1). */
  hostname: string;
  port: number;
  /** Path and query, as sent in the request line. */
  path: string;
  /** scheme://host[:port], the VAPID audience (RFC 8292 §2). */
  origin: string;
}

/** Tests only: the one local stand-in push service allowed besides public names, as `https://127.0.0.1:<port>`. */
export interface PushTestService {
  hostname: string;
  port: number;
}

/** The test stand-in from its origin setting, or an error saying what is wrong with it. */
export function pushTestServiceOf(origin: string): PushTestService {
  const url = URL.canParse(origin) ? new URL(origin) : null;
  if (!url || url.protocol !== "https:" || url.hostname !== "127.0.0.1" || url.port === "" || url.origin !== origin) {
    throw new Error(`PUSH_TEST_SERVICE_ORIGIN must be https://127.0.0.1:<port>, got "${origin}"`);
  }
  return { hostname: url.hostname, port: Number(url.port) };
}

const HTTPS_PORT = 443;
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
/** At least two labels, the last not all digits (that would be an IPv4 number), at most 253 characters. */
const DNS_NAME = new RegExp(`^(?=.{1,253}$)(?:${LABEL}\\.)+(?=[a-z0-9-]*[a-z-])${LABEL}$`);
/** Names that stay inside a network (RFC 6761, 6762, 8375 and common practice): never a push service. */
const LOCAL_SUFFIXES = ["localhost", "local", "internal", "lan", "home", "corp", "intranet", "arpa", "invalid", "test", "example", "onion"];
/** Printable ASCII only: tabs, new lines and spaces are silently dropped or kept depending on the parser. */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

/** The one reading of `endpoint`, or why it is refused. `testService`: the stand-in allowed besides public names. */
export function pushDestination(endpoint: string, testService?: PushTestService): PushDestination | { refused: string } {
  if (endpoint.length > ENDPOINT_MAX_LENGTH || !PRINTABLE_ASCII.test(endpoint)) return { refused: "not a printable URL of reasonable length" };
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { refused: "not a URL" };
  }
  // Any rewriting (percent-decoding, IPv4 numbers in decimal/octal/hex/short form, backslashes, upper case, an
  // explicit :443) means the text reads two ways: only the canonical spelling is taken.
  if (url.href !== endpoint) return { refused: "not in canonical form" };
  if (url.protocol !== "https:") return { refused: "push services are https (RFC 8030 §8)" };
  if (url.username !== "" || url.password !== "") return { refused: "credentials in the URL" };
  if (url.hash !== "") return { refused: "a fragment (never sent, read differently by parsers)" };
  const legacy = legacyParse(endpoint);
  if (legacy.hostname !== url.hostname || (legacy.port ?? "") !== url.port || legacy.path !== `${url.pathname}${url.search}` || legacy.auth !== null) {
    return { refused: "parsers disagree on where it leads" };
  }
  const port = url.port === "" ? HTTPS_PORT : Number(url.port);
  const path = `${url.pathname}${url.search}`;
  if (testService && url.hostname === testService.hostname && port === testService.port) {
    return { hostname: url.hostname, port, path, origin: url.origin };
  }
  if (port !== HTTPS_PORT) return { refused: "push services listen on port 443" };
  if (!DNS_NAME.test(url.hostname)) return { refused: "the host is not a DNS name (IP literals are refused)" };
  const lastLabel = url.hostname.slice(url.hostname.lastIndexOf(".") + 1);
  if (LOCAL_SUFFIXES.includes(lastLabel)) return { refused: "a name that stays inside a network" };
  return { hostname: url.hostname, port, path, origin: url.origin };
}

/** Whether the server may send a push request to `endpoint`. */
export function endpointAllowed(endpoint: string, testService?: PushTestService): boolean {
  return !("refused" in pushDestination(endpoint, testService));
}
