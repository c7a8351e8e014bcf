// The identity calls (docs/security.md): register, login, refresh-token, email/verify, email/verification-mail,
// forgot-password, reset-password.
import { type Context, Hono } from "hono";
import {
  forgotPasswordRequest,
  loginAnswerSchema,
  loginRequest,
  refreshRequest,
  registerAnswerSchema,
  registerRequest,
  resetPasswordAnswerSchema,
  resetPasswordRequest,
  tokenPairSchema,
  verificationMailRequest,
  verifyEmailAnswerSchema,
  verifyEmailRequest,
} from "../../contract/accounts";
import { type Language, languageFromAcceptLanguage } from "../../machines/lib/language";
import type { AccountContext } from "../accounts/context";
import { logIn, refreshSession } from "../accounts/login";
import { PASSWORD_RESET, RESET_LINK_SENT, requestPasswordReset, resetPassword } from "../accounts/password-reset";
import { REGISTERED, registerAccount, validateRegistration } from "../accounts/registration";
import { requestVerificationMail, VERIFICATION_MAIL_SENT, verifyEmail } from "../accounts/verification";
import { beginLoginAttempt } from "../auth/login-throttle";
import type { AppDeps } from "../deps";
import { ValidationError } from "../http/errors";
import { enforceRateLimits, identityLimits } from "../http/rate-limit";
import { readJsonBody, validateBody } from "../http/validation";
import { createMailer } from "../mail/mailer";
import { messageAnswer, registerApiCall, validationFailure } from "../openapi/registry";

const tags = ["Accounts"];
/** Verification mails one address may be sent per rate-limit window: fewer than other attempts, being mails. */
const VERIFICATION_MAILS_PER_WINDOW = 3;
const tooMany = messageAnswer("Too many attempts; the Retry-After header says how many seconds to wait");
const badJson = messageAnswer("The body is not a JSON object");

registerApiCall({
  method: "post",
  path: "/api/register",
  summary: "Create an account (page mode, or modal mode with the guest's session_id)",
  description:
    "Page mode needs name and birth details. Modal mode (session_id) moves the guest's chart, chats, remaining " +
    "questions and coupon redemptions to the account and takes the name and guru from the guest's chart. " +
    "Registration credits one question and mails a verification link.",
  tags,
  auth: "none",
  body: registerRequest,
  responses: {
    200: { description: "Created", schema: registerAnswerSchema },
    400: badJson,
    422: validationFailure,
    429: tooMany,
  },
});
registerApiCall({
  method: "post",
  path: "/api/login",
  summary: "Log in with e-mail and password",
  description:
    "Wrong credentials are a 422 on the email field (a 401 would start the client's refresh flow). Failed logins " +
    "are counted per account and client address and per address; past a few, the next attempt must wait a delay " +
    "that doubles with each failure (429 with Retry-After). Successful logins are never limited.",
  tags,
  auth: "none",
  body: loginRequest,
  responses: {
    200: { description: "Logged in", schema: loginAnswerSchema },
    400: badJson,
    422: validationFailure,
    429: tooMany,
  },
});
registerApiCall({
  method: "post",
  path: "/api/refresh-token",
  summary: "Exchange a refresh token for a new pair",
  description:
    "Refresh tokens are single use. Presenting one that was already used revokes every token of its login " +
    "(RFC 9700 reuse detection), so of two concurrent refreshes with one token one wins and the session then ends.",
  tags,
  auth: "none",
  body: refreshRequest,
  responses: {
    200: { description: "A new access and refresh token", schema: tokenPairSchema },
    400: badJson,
    401: messageAnswer("Invalid, expired, revoked or reused refresh token"),
    422: validationFailure,
  },
});
registerApiCall({
  method: "post",
  path: "/api/email/verify",
  summary: "Verify an e-mail address with the token from the mailed link",
  tags,
  auth: "none",
  body: verifyEmailRequest,
  responses: {
    200: { description: "Verified", schema: verifyEmailAnswerSchema },
    400: messageAnswer("The link is invalid, used or expired"),
    422: validationFailure,
    429: tooMany,
  },
});
registerApiCall({
  method: "post",
  path: "/api/email/verification-mail",
  summary: "Mail another verification link",
  description:
    "For an account whose address is not verified yet; earlier links stay valid until they expire. Answers the same " +
    `for every address. At most ${VERIFICATION_MAILS_PER_WINDOW} mails per address and rate-limit window.`,
  tags,
  auth: "none",
  body: verificationMailRequest,
  responses: { 200: messageAnswer("Accepted"), 400: badJson, 422: validationFailure, 429: tooMany },
});
registerApiCall({
  method: "post",
  path: "/api/forgot-password",
  summary: "Mail a password reset link",
  description: "Answers the same for addresses with and without an account.",
  tags,
  auth: "none",
  body: forgotPasswordRequest,
  responses: { 200: messageAnswer("Accepted"), 400: badJson, 422: validationFailure, 429: tooMany },
});
registerApiCall({
  method: "post",
  path: "/api/reset-password",
  summary: "Set a new password with the token from the mailed link",
  description: "Ends every session of the account (all refresh tokens are revoked).",
  tags,
  auth: "none",
  body: resetPasswordRequest,
  responses: {
    200: { description: "Password changed", schema: resetPasswordAnswerSchema },
    400: messageAnswer("The link is invalid, used or expired, or names another address"),
    422: validationFailure,
  },
});

/** The language of the mails a call sends: the one the app was used in (its Accept-Language). */
const mailLanguage = (c: Context): Language => languageFromAcceptLanguage(c.req.header("Accept-Language"));

export function authRoutes(deps: AppDeps) {
  const { config, database, log, accessTokens } = deps;
  const ctx: AccountContext = { db: database.db, config, log, mailer: createMailer(config, log) };
  const limit = (c: Parameters<typeof identityLimits>[0], action: string, email?: string, perAccount?: number) =>
    enforceRateLimits(ctx.db, config.RATE_LIMIT_WINDOW_SECONDS, identityLimits(c, config, action, email, perAccount));

  return new Hono()
    .post("/register", async (c) => {
      const raw = await readJsonBody(c);
      // The per-address limit applies before validation too, so probing which e-mails exist is throttled.
      await limit(c, "register", typeof raw.email === "string" ? raw.email.trim() : undefined);
      const input = await validateRegistration(ctx, raw);
      const { guruProfile } = await registerAccount(ctx, input, mailLanguage(c));
      return c.json({ data: { message: REGISTERED, guru_profile: guruProfile } });
    })
    .post("/login", async (c) => {
      const input = await validateBody(c, loginRequest);
      // Failures only, with a growing delay, never a lockout (server/auth/login-throttle.ts).
      const attempt = await beginLoginAttempt(ctx.db, c, config, input.email);
      let answer: Awaited<ReturnType<typeof logIn>>;
      try {
        answer = await logIn(ctx, accessTokens, input);
      } catch (err) {
        if (!(err instanceof ValidationError)) await attempt.abandoned();
        throw err;
      }
      await attempt.succeeded();
      return c.json(answer);
    })
    .post("/refresh-token", async (c) => {
      const { refresh_token } = await validateBody(c, refreshRequest);
      return c.json(await refreshSession(ctx, accessTokens, refresh_token));
    })
    .post("/email/verify", async (c) => {
      const { token } = await validateBody(c, verifyEmailRequest);
      await limit(c, "verify");
      return c.json({ data: await verifyEmail(ctx, token) });
    })
    .post("/email/verification-mail", async (c) => {
      const { email } = await validateBody(c, verificationMailRequest);
      const perAccount = Math.min(config.RATE_LIMIT_PER_ACCOUNT, VERIFICATION_MAILS_PER_WINDOW);
      await limit(c, "verification-mail", email, perAccount);
      await requestVerificationMail(ctx, email, mailLanguage(c));
      return c.json({ message: VERIFICATION_MAIL_SENT });
    })
    .post("/forgot-password", async (c) => {
      const { email } = await validateBody(c, forgotPasswordRequest);
      await limit(c, "forgot-password", email);
      await requestPasswordReset(ctx, email, mailLanguage(c));
      return c.json({ message: RESET_LINK_SENT });
    })
    .post("/reset-password", async (c) => {
      const input = await validateBody(c, resetPasswordRequest);
      await limit(c, "reset-password", input.email);
      await resetPassword(ctx, input);
      return c.json({ data: { message: PASSWORD_RESET } });
    });
}
