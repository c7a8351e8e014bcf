// The identity calls (docs/security.md): register, login, refresh-token, email/verify, email/verification-mail,
// forgot-password, reset-password.
// Requests with the messages the forms show under their fields, and the answers.
import { z } from "zod";
import {
  blankToUndefined,
  botProtectionToken,
  email,
  linkToken,
  newPassword,
  optionalText,
  passwordConfirmation,
} from "./account-fields";
import { serverMessageIdSchema } from "./answers";
import { isFullName, NAME_NEEDS_FIRST_AND_LAST } from "./name-rule";
import { CONTACT_PATTERN, contactProblem } from "./phone-rule";
import { BOT_PROTECTION_FIELD, COUPON_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MISMATCH } from "./rules";
import { guruProfileSchema, profileSchema } from "./user";

export const loginRequest = z.object({
  email,
  password: z.preprocess(
    blankToUndefined,
    z
      .string({
        error: (i) =>
          i.input === undefined ? "The password field is required." : "The password field must be a string.",
      })
      .max(PASSWORD_MAX_LENGTH, `The password field must not be greater than ${PASSWORD_MAX_LENGTH} characters.`),
  ),
});

export const tokenPairSchema = z.object({
  access_token: z.string().describe("JWT for the Authorization: Bearer header; expires after ACCESS_TOKEN_TTL_MINUTES"),
  refresh_token: z.string().describe("Opaque; single use: every refresh answers a new one"),
});

export const loginAnswerSchema = tokenPairSchema.extend({
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

/** POST /api/logout: the refresh token whose login (its family of tokens) ends. */
export const logoutRequest = refreshRequest;

export type LoginRequest = z.output<typeof loginRequest>;
export type TokenPair = z.infer<typeof tokenPairSchema>;
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

function isPastCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && y >= 1800 && date.getTime() <= Date.now();
}

export const registerRequest = z.object({
  name: optionalText("name", 100)
    .refine((v) => v === undefined || isFullName(v), NAME_NEEDS_FIRST_AND_LAST)
    .describe("Required in page mode; in modal mode taken from the guest's chart"),
  email,
  contact: optionalText("contact", 24)
    .superRefine((v, ctx) => {
      const problem = v === undefined ? null : contactProblem(v);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .meta({ description: "+{dial code}-{number}, a valid number of that country", pattern: CONTACT_PATTERN }),
  birth_date: optionalText("birth date", 32)
    .refine(
      (v) => v === undefined || isPastCalendarDate(v),
      "The birth date must be a real date (YYYY-MM-DD), not in the future.",
    )
    .meta({ description: "YYYY-MM-DD; required in page mode", format: "date" }),
  birth_time: optionalText("birth time", 32)
    .refine((v) => v === undefined || HH_MM.test(v), "The birth time must be in HH:MM (24-hour) format.")
    .meta({ description: "HH:MM (24-hour); required in page mode", pattern: HH_MM.source }),
  birth_place: optionalText("birth place", 200).describe("Required in page mode"),
  country: optionalText("country", 100),
  place_id: z.coerce
    .number({ error: "The place id must be a number." })
    .int()
    .positive()
    .nullish()
    .describe("Page mode: the id of the picked place from POST /api/cities/search; the chart uses that place"),
  gender: z.preprocess(
    blankToUndefined,
    z
      .enum(["male", "female", "other", "others"], { error: "The gender must be male, female or other." })
      .transform((g) => (g === "others" ? "other" : g))
      .optional(),
  ),
  coupon_code: optionalText("coupon code", 64)
    .transform((c) => (c !== undefined && c.length >= COUPON_MIN_LENGTH ? c : undefined))
    .describe(`Applied when at least ${COUPON_MIN_LENGTH} characters; shorter codes are ignored`),
  password: newPassword,
  password_confirmation: passwordConfirmation,
  is_parent: z.preprocess(
    blankToUndefined,
    z
      .union([z.enum(["Y", "N"]), z.boolean()], { error: "The is parent field must be Y or N." })
      .transform((v) => v === true || v === "Y")
      .optional(),
  ),
  session_id: optionalText("session id", 128).describe(
    "Modal mode: the guest session whose chart, chats and questions move to the account",
  ),
  [BOT_PROTECTION_FIELD]: botProtectionToken,
});
export type RegisterInput = z.infer<typeof registerRequest>;
/** What a client sends to POST /api/register: each field as text (`is_parent` Y or N), parsed and checked above. */
export type RegisterRequestBody = { [Field in keyof z.input<typeof registerRequest>]: string };

/** The same for a free address and for one that has an account (whose owner is mailed instead). */
export const registerAnswerSchema = z.object({
  data: z.object({
    message: z.string(),
    messageId: serverMessageIdSchema.optional(),
    guru_profile: guruProfileSchema.nullable(),
  }),
});

export type RegisterAnswer = z.infer<typeof registerAnswerSchema>;

export const verifyEmailRequest = z.object({ token: linkToken });
export const verifyEmailAnswerSchema = z.object({ data: z.object({ email: z.string() }) });
export type VerifyEmailAnswer = z.infer<typeof verifyEmailAnswerSchema>;

export const forgotPasswordRequest = z.object({ email });
/** POST /api/email/verification-mail: another verification link for an account not verified yet. */
export const verificationMailRequest = z.object({ email });

export const resetPasswordRequest = z
  .object({ token: linkToken, email, password: newPassword, password_confirmation: passwordConfirmation })
  .refine((v) => v.password === v.password_confirmation, {
    message: PASSWORD_MISMATCH,
    path: ["password_confirmation"],
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;
export const resetPasswordAnswerSchema = z.object({ data: z.object({ message: z.string() }) });
export type ResetPasswordAnswer = z.infer<typeof resetPasswordAnswerSchema>;
