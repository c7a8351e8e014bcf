// POST /api/login and POST /api/refresh-token: a login starts a refresh-token family; a refresh spends
// the presented token and answers the next pair of the same family.
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { AccessTokens } from "../auth/access-token";
import { verifyAgainstDecoy, verifyPassword } from "../auth/passwords";
import { issueRefreshToken, rotateRefreshToken } from "../auth/refresh-tokens";
import { users } from "../db/schema";
import { ApiError, ValidationError } from "../http/errors";
import type { AccountContext } from "./context";
import { blankToUndefined, email } from "./fields";
import { guruProfileSchema } from "./gurus";
import { loadProfile, profileSchema } from "./profile";

export const INVALID_CREDENTIALS = "These credentials do not match our records.";
export const SESSION_EXPIRED = "Your session has expired. Please log in again.";

export const loginRequest = z.object({
  email,
  password: z.preprocess(
    blankToUndefined,
    z
      .string({
        error: (i) =>
          i.input === undefined ? "The password field is required." : "The password field must be a string.",
      })
      .max(128, "The password field must not be greater than 128 characters."),
  ),
});

export const tokenPairSchema = z.object({
  access_token: z.string().describe("JWT for the Authorization: Bearer header; expires after ACCESS_TOKEN_TTL_MINUTES"),
  refresh_token: z.string().describe("Opaque; single use: every refresh answers a new one"),
});

export const loginResponse = tokenPairSchema.extend({
  user: profileSchema,
  guru_profile: guruProfileSchema.nullable(),
});

export const refreshRequest = z.object({
  refresh_token: z.preprocess(
    blankToUndefined,
    z
      .string({
        error: (i) =>
          i.input === undefined ? "The refresh token field is required." : "The refresh token field must be a string.",
      })
      .max(256, "The refresh token field is invalid."),
  ),
});

export async function logIn(
  ctx: AccountContext,
  tokens: AccessTokens,
  input: z.infer<typeof loginRequest>,
): Promise<z.infer<typeof loginResponse>> {
  const [user] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email));
  const ok = user ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstDecoy(input.password);
  // 422 on the email field, not 401: the client treats 401 as "refresh the session and retry".
  if (!user || !ok) throw new ValidationError({ email: [INVALID_CREDENTIALS] });
  const profile = await loadProfile(ctx.db, user.id);
  if (!profile) throw new ValidationError({ email: [INVALID_CREDENTIALS] });
  const refreshToken = await issueRefreshToken(ctx.db, user.id, ctx.config.REFRESH_TOKEN_TTL_DAYS);
  return {
    access_token: await tokens.sign(user.id),
    refresh_token: refreshToken,
    user: profile,
    guru_profile: profile.guru_profile,
  };
}

export async function refreshSession(
  ctx: AccountContext,
  tokens: AccessTokens,
  refreshToken: string,
): Promise<z.infer<typeof tokenPairSchema>> {
  const result = await ctx.db.transaction((tx) =>
    rotateRefreshToken(tx, refreshToken, ctx.config.REFRESH_TOKEN_TTL_DAYS),
  );
  if (!result.ok) {
    if (result.reused) ctx.log.warn("A used refresh token was presented again; its session family was revoked");
    throw new ApiError(401, SESSION_EXPIRED);
  }
  return { access_token: await tokens.sign(result.userId), refresh_token: result.refreshToken };
}
