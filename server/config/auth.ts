// Identity settings: how access tokens are signed and how long tokens live.
import { z } from "zod";
import { positiveInt } from "./fields";

export const authSettings = {
  /** HS256 key for access tokens, at least 32 characters. Unset: a random key kept in DATA_DIR/secrets (one instance only). */
  AUTH_JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ACCESS_TOKEN_TTL_MINUTES: positiveInt.default(15),
  REFRESH_TOKEN_TTL_DAYS: positiveInt.default(30),
};
