// Field parsers for the account calls' requests, with the messages the client shows under its fields.
// Values null, "null", "undefined" and blank count as missing (docs/product.md §5).
import { z } from "zod";
import { hasNoNul, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./rules";

export const blankToUndefined = (v: unknown) =>
  v === null || v === "null" || v === "undefined" || (typeof v === "string" && v.trim() === "") ? undefined : v;

function stringOf(label: string, requiredMessage: string) {
  return (
    z
      .string({
        error: (issue) => (issue.input === undefined ? requiredMessage : `The ${label} field must be a string.`),
      })
      // PostgreSQL text cannot hold NUL; refuse it here rather than fail in the database.
      .refine(hasNoNul, `The ${label} field contains an invalid character.`)
  );
}

/** A trimmed string with a length cap; `requiredMessage` is used when it is missing. */
export function text(label: string, requiredMessage: string, max: number) {
  return z.preprocess(
    blankToUndefined,
    stringOf(label, requiredMessage).trim().max(max, `The ${label} field must not be greater than ${max} characters.`),
  );
}

export function optionalText(label: string, max: number) {
  return z.preprocess(
    blankToUndefined,
    stringOf(label, "").trim().max(max, `The ${label} field must not be greater than ${max} characters.`).optional(),
  );
}

export const email = z
  .preprocess(
    blankToUndefined,
    stringOf("email", "The email field is required.")
      .trim()
      .max(254, "The email field must not be greater than 254 characters.")
      .pipe(z.email("The email field must be a valid email address."))
      .transform((v) => v.toLowerCase()),
  )
  .meta({ format: "email" });

/** Passwords are never trimmed: spaces are part of them. */
export const newPassword = z.preprocess(
  blankToUndefined,
  stringOf("password", "The password field is required.")
    .min(PASSWORD_MIN_LENGTH, `The password field must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `The password field must not be greater than ${PASSWORD_MAX_LENGTH} characters.`),
);

export const passwordConfirmation = z.preprocess(
  blankToUndefined,
  stringOf("password confirmation", "The password confirmation field is required.").max(
    PASSWORD_MAX_LENGTH,
    `The password confirmation field must not be greater than ${PASSWORD_MAX_LENGTH} characters.`,
  ),
);

/** An opaque token from a mailed link. */
export const linkToken = z.preprocess(
  blankToUndefined,
  stringOf("token", "The token field is required.").trim().max(256, "The token field is invalid."),
);

/** The bot-protection (reCAPTCHA v3, action 'feedback') token of a birth chart or a registration. */
export const botProtectionToken = z
  .string()
  .max(4000)
  .nullish()
  .describe("reCAPTCHA v3 token (action 'feedback'); required when the server checks bots (RECAPTCHA_SECRET)");
