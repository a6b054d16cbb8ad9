// Signed login tokens. A token names the user and the session version it was issued for, so logging in again
// or logging out makes older tokens useless.
import jwt from "jsonwebtoken";

export interface TokenClaims {
  userId: number;
  sessionVersion: number;
}

export class TokenService {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
  ) {}

  sign(claims: TokenClaims): string {
    return jwt.sign({ sv: claims.sessionVersion }, this.secret, {
      subject: String(claims.userId),
      expiresIn: this.ttlSeconds,
      algorithm: "HS256",
    });
  }

  /** The claims of a valid token, or null (bad signature, expired, malformed). */
  verify(token: string): TokenClaims | null {
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ["HS256"] });
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
