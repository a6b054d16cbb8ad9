// A local stand-in for a Web Push service (what Mozilla's autopush or FCM are to real browsers): an HTTPS server on
// 127.0.0.1 with a throw-away self-signed certificate (openssl) that receives the real `web-push` requests, and the
// browser's side of a subscription: its P-256 key pair and auth secret, and the decryption of a notice (RFC 8291 over
// RFC 8188 aes128gcm), so a test reads what the browser would show. The VAPID Authorization header (RFC 8292) is
// checked as a push service checks it: an ES256 JWT for this origin, signed by the key it names.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import { EventEmitter } from "node:events";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/** One request the stand-in received. */
export interface PushDelivery {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** What the stand-in answered. */
  status: number;
}

export class PushServiceStandIn {
  readonly deliveries: PushDelivery[] = [];
  /** What to answer per path (default 201 Created, as push services do): e.g. 410 for a subscription that is gone. */
  readonly answers = new Map<string, number>();
  private readonly events = new EventEmitter();

  private constructor(
    private readonly server: https.Server,
    readonly certFile: string,
    private readonly folder: string,
  ) {}

  static async start(): Promise<PushServiceStandIn> {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ttr-push-service-"));
    const keyFile = path.join(folder, "key.pem");
    const certFile = path.join(folder, "cert.pem");
    // Self-signed, for the address the server sends to: it is its own CA (the server's PUSH_TEST_SERVICE_CERT).
    execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", keyFile, "-out", certFile,
      "-days", "2", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"], { stdio: "ignore" });
    const server = https.createServer({ key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) });
    const standIn = new PushServiceStandIn(server, certFile, folder);
    server.on("request", (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const status = standIn.answers.get(req.url ?? "") ?? 201;
        const delivery: PushDelivery = { path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks), status };
        standIn.deliveries.push(delivery);
        res.writeHead(status).end();
        standIn.events.emit("delivery", delivery);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return standIn;
  }

  get origin(): string {
    return `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Requests received for `path` so far. */
  to(path: string): PushDelivery[] {
    return this.deliveries.filter((d) => d.path === path);
  }

  /** Resolves with the `count`-th request for `path` (1 = the first), when it has arrived. */
  nth(path: string, count: number): Promise<PushDelivery> {
    return new Promise((resolve) => {
      const check = () => {
        const got = this.to(path);
        if (got.length < count) return;
        this.events.off("delivery", check);
        resolve(got[count - 1]);
      };
      this.events.on("delivery", check);
      check();
    });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
    fs.rmSync(this.folder, { recursive: true, force: true });
  }
}

/** A browser's side of one subscription: what PushSubscription.toJSON() would give, and the private key to read notices. */
export class BrowserSubscription {
  private readonly ecdh = crypto.createECDH("prime256v1");
  private readonly authSecret = crypto.randomBytes(16);

  constructor(readonly endpoint: string) {
    this.ecdh.generateKeys();
  }

  toJSON(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } {
    return { endpoint: this.endpoint, expirationTime: null, keys: { p256dh: this.ecdh.getPublicKey("base64url"), auth: this.authSecret.toString("base64url") } };
  }

  /** The plaintext of an aes128gcm notice (RFC 8291 §3.4, one record): what the service worker's push event reads. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const senderKey = body.subarray(21, 21 + idLength);
    const sealed = body.subarray(21 + idLength);
    const hmac = (key: Buffer, ...data: Buffer[]) => crypto.createHmac("sha256", key).update(Buffer.concat(data)).digest();
    const prkKey = hmac(this.authSecret, this.ecdh.computeSecret(senderKey));
    const ikm = hmac(prkKey, Buffer.from("WebPush: info\0"), this.ecdh.getPublicKey(), senderKey, Buffer.from([1]));
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0"), Buffer.from([1])).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0"), Buffer.from([1])).subarray(0, 12);
    const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error("not the last record's padding delimiter");
    return padded.subarray(0, end).toString("utf8");
  }
}

/**
 * Checks a request's VAPID Authorization (`vapid t=<JWT>, k=<public key>`) as a push service would: the key is the
 * one expected, the JWT is ES256-signed by it, its audience is the push service's origin and it has not expired.
 * Answers the JWT's claims, or throws saying what is wrong.
 */
export function checkVapid(delivery: PushDelivery, expectedKey: string, origin: string): { aud: string; sub: string; exp: number } {
  const header = String(delivery.headers.authorization ?? "");
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, jwt, key] = match;
  if (key !== expectedKey) throw new Error("the header names another key than the server's public key");
  const raw = Buffer.from(key, "base64url");
  const publicKey = crypto.createPublicKey({
    key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33, 65).toString("base64url") },
    format: "jwk",
  });
  const [head, claims, signature] = jwt.split(".");
  const valid = crypto.verify("sha256", Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!valid) throw new Error("the JWT's signature does not verify with that key");
  const parsed = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as { aud: string; sub: string; exp: number };
  if (parsed.aud !== origin) throw new Error(`audience ${parsed.aud}, not ${origin}`);
  if (parsed.exp * 1000 <= Date.now()) throw new Error("the JWT has expired");
  return parsed;
}
