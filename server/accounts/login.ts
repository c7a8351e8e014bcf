// POST /api/login and POST /api/refresh-token: a login starts a refresh-token family; a refresh spends
// the presented token and answers the next pair of the same family.
import { eq } from "drizzle-orm";
import type { LoginAnswer, LoginRequest, TokenPair } from "../../contract/accounts";
import type { AccessTokens } from "../auth/access-token";
import { verifyAgainstDecoy, verifyPassword } from "../auth/passwords";
import { issueRefreshToken, rotateRefreshToken } from "../auth/refresh-tokens";
import { users } from "../db/schema";
import { ApiError, ValidationError } from "../http/errors";
import type { AccountContext } from "./context";
import { loadProfile } from "./profile";

export async function logIn(ctx: AccountContext, tokens: AccessTokens, input: LoginRequest): Promise<LoginAnswer> {
  const [user] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email));
  const ok = user ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstDecoy(input.password);
  // 422 on the email field, not 401: the client treats 401 as "refresh the session and retry".
  if (!user || !ok) throw ValidationError.said("email", "invalidCredentials");
  const profile = await loadProfile(ctx.db, user.id);
  if (!profile) throw ValidationError.said("email", "invalidCredentials");
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
): Promise<TokenPair> {
  const result = await ctx.db.transaction((tx) =>
    rotateRefreshToken(tx, refreshToken, ctx.config.REFRESH_TOKEN_TTL_DAYS),
  );
  if (!result.ok) {
    if (result.reused) ctx.log.warn("A used refresh token was presented again; its session family was revoked");
    throw ApiError.said(401, "sessionExpired");
  }
  return { access_token: await tokens.sign(result.userId), refresh_token: result.refreshToken };
}
