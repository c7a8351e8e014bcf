// Several instances on one PostgreSQL must sign access tokens with one key: a key generated per instance (kept in
// its own DATA_DIR) makes every instance refuse the others' tokens. So on PostgreSQL the key must be configured.
import type { Config } from "./index";

/** The one-line refusal when DATABASE_URL is set without AUTH_JWT_SECRET; null when the settings are fine. */
export function missingSharedSecret(config: Config): string | null {
  if (!config.DATABASE_URL || config.AUTH_JWT_SECRET) return null;
  return (
    "Invalid setting AUTH_JWT_SECRET: required with DATABASE_URL, the same value on every instance " +
    "(at least 32 characters, e.g. the output of `openssl rand -base64 48`)"
  );
}
