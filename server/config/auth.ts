// Identity settings: how access tokens are signed and how long tokens live.
import { z } from "zod";
import { positiveInt } from "./fields";

export const authSettings = {
  AUTH_JWT_SECRET: z
    .string()
    .min(32, "must be at least 32 characters")
    .optional()
    .describe(
      "HS256 key for access tokens, at least 32 characters. Unset: a random key generated once into " +
        "`DATA_DIR/secrets/jwt-secret` (one instance only). Required with `DATABASE_URL`, the same on every instance.",
    ),
  ACCESS_TOKEN_TTL_MINUTES: positiveInt.default(15).describe("Lifetime of access tokens, in minutes."),
  REFRESH_TOKEN_TTL_DAYS: positiveInt.default(30).describe("Lifetime of refresh tokens, in days."),
};
