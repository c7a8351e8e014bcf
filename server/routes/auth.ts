// The identity calls (docs/security.md): register, login, refresh-token, logout, email/verify,
// email/verification-mail, forgot-password, reset-password.
import { type Context, Hono } from "hono";
import {
  forgotPasswordRequest,
  loginAnswerSchema,
  loginRequest,
  logoutRequest,
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
import { type Language, languageFromAcceptLanguage } from "../../contract/language";
import { BOT_PROTECTION_FIELD } from "../../contract/rules";
import { serverMessages } from "../../contract/server-messages";
import type { AccountContext } from "../accounts/context";
import { logIn, refreshSession } from "../accounts/login";
import {
  mailPasswordReset,
  PASSWORD_RESET,
  RESET_LINK_SENT,
  ResetLinkRefused,
  resetPassword,
} from "../accounts/password-reset";
import { registerAccount, validateRegistration } from "../accounts/registration";
import { mailVerificationAgain, VERIFICATION_MAIL_SENT, verifyEmail } from "../accounts/verification";
import { beginCountedAttempt, beginLoginAttempt, failedPasswordResets } from "../auth/failure-throttle";
import { revokeFamilyOf } from "../auth/refresh-tokens";
import { runInBackground } from "../background";
import { createBotCheck, remoteAddressOf } from "../charts/bot-check";
import type { AppDeps } from "../deps";
import { ValidationError } from "../http/errors";
import { addressKey, enforceHourlyLimit, enforceRateLimits } from "../http/rate-limit";
import { readJsonBody, validateBody } from "../http/validation";
import { createMailer } from "../mail/mailer";
import { messageAnswer, registerApiCall, validationFailure } from "../openapi/registry";

const tags = ["Accounts"];
const tooMany = messageAnswer("Too many attempts; the Retry-After header says how many seconds to wait");
const badJson = messageAnswer("The body is not a JSON object");

registerApiCall({
  method: "post",
  path: "/api/register",
  summary: "Create an account (page mode, or modal mode with the guest's session_id)",
  description:
    "Page mode needs name and birth details. Modal mode (session_id) moves the guest's chart, chats, remaining " +
    "questions and coupon redemptions to the account and takes the name and guru from the guest's chart. " +
    "Registration credits one question and mails a verification link. An address that has an account gets the " +
    "same answer (its owner is mailed instead; no account changes). Counted per client address; page mode " +
    "(which makes a chart) also against RATE_LIMIT_CHARTS_PER_HOUR. With RECAPTCHA_SECRET set a bot-protection " +
    "token is required, as for a guest chart.",
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
  path: "/api/logout",
  summary: "End the login a refresh token belongs to",
  description:
    "Revokes the token's whole family (every token of that login), so it renews nothing again. Answers the same " +
    "for an unknown, used or revoked token. An access token already handed out works until it expires.",
  tags,
  auth: "none",
  body: logoutRequest,
  responses: { 200: messageAnswer("Logged out"), 400: badJson, 422: validationFailure },
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
    "for every address, at once (the work is done after the answer). Mails to one address are capped silently " +
    "(RATE_LIMIT_PER_ACCOUNT an hour); 429 only when the caller's own address asks too often.",
  tags,
  auth: "none",
  body: verificationMailRequest,
  responses: { 200: messageAnswer("Accepted"), 400: badJson, 422: validationFailure, 429: tooMany },
});
registerApiCall({
  method: "post",
  path: "/api/forgot-password",
  summary: "Mail a password reset link",
  description:
    "Answers the same for addresses with and without an account, at once (the work is done after the answer). " +
    "Mails to one address are capped silently (RATE_LIMIT_PER_ACCOUNT within an hour, or within the link's " +
    "lifetime when shorter); 429 only when the caller's own address asks too often.",
  tags,
  auth: "none",
  body: forgotPasswordRequest,
  responses: { 200: messageAnswer("Accepted"), 400: badJson, 422: validationFailure, 429: tooMany },
});
registerApiCall({
  method: "post",
  path: "/api/reset-password",
  summary: "Set a new password with the token from the mailed link",
  description:
    "Ends every session of the account (all refresh tokens are revoked). Links that do not work are counted per " +
    "account and client address and per client address, like failed logins (429 with a growing delay); a working " +
    "link is never refused because of others' attempts.",
  tags,
  auth: "none",
  body: resetPasswordRequest,
  responses: {
    200: { description: "Password changed", schema: resetPasswordAnswerSchema },
    400: messageAnswer("The link is invalid, used or expired, or names another address"),
    422: validationFailure,
    429: tooMany,
  },
});

export const LOGGED_OUT = "You have been logged out.";

/** The language of the mails a call sends: the one the app was used in (its Accept-Language). */
const mailLanguage = (c: Context): Language => languageFromAcceptLanguage(c.req.header("Accept-Language"));

export function authRoutes(deps: AppDeps) {
  const { config, database, log, accessTokens } = deps;
  const ctx: AccountContext = { db: database.db, config, log, mailer: createMailer(config, log) };
  const botCheck = createBotCheck(config, log);
  /** Counts the call against its per-client-address limit (429 past RATE_LIMIT_PER_IP in the window). */
  const limitAddress = (c: Context, action: string) =>
    enforceRateLimits(ctx.db, config.RATE_LIMIT_WINDOW_SECONDS, [
      { key: addressKey(c, config, action), limit: config.RATE_LIMIT_PER_IP },
    ]);

  return new Hono()
    .post("/register", async (c) => {
      const raw = await readJsonBody(c);
      // Per client address only, and before validation, so probing is throttled too. Never per e-mail address: that
      // would let anyone refuse an owner's registration by naming their address.
      await limitAddress(c, "register");
      const input = validateRegistration(raw);
      // Page mode makes a chart and a reading: the same hourly limit and bot protection as a guest chart. (Modal mode
      // takes over the guest's chart, which was counted and checked when it was made.)
      if (!input.session_id) await enforceHourlyLimit(c, config, ctx.db, "charts");
      await botCheck(input[BOT_PROTECTION_FIELD] ?? undefined, remoteAddressOf(c));
      const { guruProfile } = await registerAccount(ctx, input, mailLanguage(c));
      // the same answer for a free address and one that has an account (whose owner is mailed instead)
      return c.json({
        data: { message: serverMessages.registered, messageId: "registered", guru_profile: guruProfile },
      });
    })
    .post("/login", async (c) => {
      const input = await validateBody(c, loginRequest);
      // Failures only, with a growing delay, never a lockout (server/auth/failure-throttle.ts).
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
    .post("/logout", async (c) => {
      const { refresh_token } = await validateBody(c, logoutRequest);
      await revokeFamilyOf(ctx.db, refresh_token);
      return c.json({ message: LOGGED_OUT });
    })
    .post("/email/verify", async (c) => {
      const { token } = await validateBody(c, verifyEmailRequest);
      await limitAddress(c, "verify");
      return c.json({ data: await verifyEmail(ctx, token) });
    })
    .post("/email/verification-mail", async (c) => {
      const { email } = await validateBody(c, verificationMailRequest);
      await limitAddress(c, "verification-mail");
      const language = mailLanguage(c);
      void runInBackground(log, "A verification mail asked for again", () =>
        mailVerificationAgain(ctx, email, language),
      );
      return c.json({ message: VERIFICATION_MAIL_SENT });
    })
    .post("/forgot-password", async (c) => {
      const { email } = await validateBody(c, forgotPasswordRequest);
      await limitAddress(c, "forgot-password");
      const language = mailLanguage(c);
      void runInBackground(log, "A password reset request", () => mailPasswordReset(ctx, email, language));
      return c.json({ message: RESET_LINK_SENT });
    })
    .post("/reset-password", async (c) => {
      const input = await validateBody(c, resetPasswordRequest);
      // Links that do not work are counted per account and client address (server/auth/failure-throttle.ts), so
      // others' bogus attempts never refuse the owner's working link.
      const attempt = await beginCountedAttempt(ctx.db, c, config, failedPasswordResets, input.email);
      try {
        await resetPassword(ctx, input);
      } catch (err) {
        if (!(err instanceof ResetLinkRefused)) await attempt.abandoned();
        throw err;
      }
      await attempt.succeeded();
      return c.json({ data: { message: PASSWORD_RESET } });
    });
}
