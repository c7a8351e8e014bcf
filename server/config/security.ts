// Abuse protection: rate limits on the identity calls and whether to trust a proxy's client address.
import { booleanFlag, positiveInt } from "./fields";

export const securitySettings = {
  /** Length of one rate-limit window (seconds). */
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(900),
  /** Attempts per client address and window on login, register, forgot-password and verify. Generous: mobile carriers share addresses. */
  RATE_LIMIT_PER_IP: positiveInt.default(100),
  /** Attempts per e-mail address and window on login, register and forgot-password. */
  RATE_LIMIT_PER_ACCOUNT: positiveInt.default(10),
  /** true when a reverse proxy sets X-Forwarded-For; the client address is then read from it. */
  TRUST_PROXY: booleanFlag.default(false),
};
