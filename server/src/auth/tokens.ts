// Signed login tokens. A token names the user and the session version it was issued for, so logging in again
// or logging out makes older tokens useless.
import { createSecretKey, type KeyObject } from "node:crypto";
import jwt from "jsonwebtoken";

export interface TokenClaims {
  userId: number;
  sessionVersion: number;
}

export class TokenService {
  /**
   * The key as a key object, made once: given a string, jsonwebtoken first tries to parse it as a public key
   * (which throws) and then builds a secret key, on every call, which was a visible share of every room join's CPU.
   */
  private readonly key: KeyObject;

  /** `key`: the login-token key (jwtSecret.ts purposeKeys), never the raw secret nor a key used for anything else. */
  constructor(
    key: Uint8Array,
    private readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(key);
  }

  sign(claims: TokenClaims): string {
    return jwt.sign({ sv: claims.sessionVersion }, this.key, {
      subject: String(claims.userId),
      expiresIn: this.ttlSeconds,
      algorithm: "HS256",
    });
  }

  /** The claims of a valid token, or null (bad signature, expired, malformed). */
  verify(token: string): TokenClaims | null {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ["HS256"] });
      if (typeof payload === "string") return null;
      const userId = Number(payload.sub);
      const sessionVersion = payload.sv;
      if (!Number.isInteger(userId) || typeof sessionVersion !== "number") return null;
      return { userId, sessionVersion };
    } catch {
      return null;
    }
  }
}
