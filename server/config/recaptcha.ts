// Bot protection on POST /api/astro-details: Google reCAPTCHA v3. Without a secret the check is skipped
// (the embedded default, logged once at start).
import { z } from "zod";

export const recaptchaSettings = {
  /** reCAPTCHA v3 secret key; unset: tokens are not verified. */
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  /** Lowest v3 score (0.0 bot ... 1.0 human) accepted. */
  RECAPTCHA_MIN_SCORE: z.coerce
    .number({ error: "must be a number between 0 and 1" })
    .min(0, "must be a number between 0 and 1")
    .max(1, "must be a number between 0 and 1")
    .default(0.5),
  /** Where tokens are verified (Google's siteverify endpoint). */
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("https://www.google.com/recaptcha/api/siteverify"),
};
