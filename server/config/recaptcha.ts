// Bot protection on POST /api/astro-details: Google reCAPTCHA v3. Without a secret the check is skipped
// (the embedded default, logged once at start).
import { z } from "zod";

export const recaptchaSettings = {
  RECAPTCHA_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe("reCAPTCHA v3 secret key for the birth-chart form. Unset: tokens are not verified (logged at start)."),
  RECAPTCHA_MIN_SCORE: z.coerce
    .number({ error: "must be a number between 0 and 1" })
    .min(0, "must be a number between 0 and 1")
    .max(1, "must be a number between 0 and 1")
    .default(0.5)
    .describe("Lowest v3 score accepted (0.0 bot ... 1.0 human); the action must be `feedback`."),
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("https://www.google.com/recaptcha/api/siteverify")
    .describe("Where tokens are verified (Google's siteverify endpoint)."),
};
