// Field parsers for account requests, with the messages the client shows under its fields.
// Values null, "null", "undefined" and blank count as missing (SPEC §5).
import { z } from "zod";

export const blankToUndefined = (v: unknown) =>
  v === null || v === "null" || v === "undefined" || (typeof v === "string" && v.trim() === "") ? undefined : v;

function stringOf(label: string, requiredMessage: string) {
  return (
    z
      .string({
        error: (issue) => (issue.input === undefined ? requiredMessage : `The ${label} field must be a string.`),
      })
      // PostgreSQL text cannot hold NUL; refuse it here rather than fail in the database.
      .refine((v) => !v.includes("\u0000"), `The ${label} field contains an invalid character.`)
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
    .min(6, "The password field must be at least 6 characters.")
    .max(128, "The password field must not be greater than 128 characters."),
);

export const passwordConfirmation = z.preprocess(
  blankToUndefined,
  stringOf("password confirmation", "The password confirmation field is required.").max(
    128,
    "The password confirmation field must not be greater than 128 characters.",
  ),
);

/** An opaque token from a mailed link. */
export const linkToken = z.preprocess(
  blankToUndefined,
  stringOf("token", "The token field is required.").trim().max(256, "The token field is invalid."),
);

/** Passwords must match; the message sits on the confirmation field (SPEC §5). */
export const PASSWORD_MISMATCH = "Password does not match";
