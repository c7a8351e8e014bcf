// The bot-protection (reCAPTCHA v3) step's action and its four messages (docs/product.md §4, §8).
export const BOT_PROTECTION_ACTION = "feedback";
export const BOT_SCRIPT_FAILED = "Failed to load reCAPTCHA script. Please try again later.";
export const BOT_VALIDATION_FAILED = "reCaptcha validation failed";
export const BOT_INVALID_SITE_KEY = "Invalid site key or not loaded in api.js";
export const BOT_SOMETHING_WRONG = "Something went wrong";
export const BOT_PROTECTION_MESSAGES = [
  BOT_SCRIPT_FAILED,
  BOT_VALIDATION_FAILED,
  BOT_INVALID_SITE_KEY,
  BOT_SOMETHING_WRONG,
];

/** The message to show for a failed bot check: one of the four, 'Something went wrong' for anything else. */
export function botProtectionMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return BOT_PROTECTION_MESSAGES.includes(message) ? message : BOT_SOMETHING_WRONG;
}
