// The limits both sides enforce, each defined once: the forms check them before sending, the server's schemas
// (contract/*.ts) refuse what breaks them. No zod here, so the client's first load can read them.

/** A chat question: at least this many characters after trimming (docs/product.md §5, §9). */
export const MESSAGE_MIN_LENGTH = 3;
export const MESSAGE_MAX_LENGTH = 2000;

/** City search starts at this many characters (docs/product.md §5), counted after folding case and diacritics. */
export const CITY_QUERY_MIN_LENGTH = 3;
export const CITY_QUERY_MAX_LENGTH = 100;

/** A coupon code shorter than this is not sent (docs/product.md §4, §5) and is refused by the server. */
export const COUPON_MIN_LENGTH = 3;

/** New passwords (docs/product.md §5); passwords are never trimmed. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** On the confirmation field when the two passwords differ (docs/product.md §5). */
export const PASSWORD_MISMATCH = "Password does not match";

/** The bot-protection (reCAPTCHA v3) token's field in POST /api/astro-details and its 422 answer (docs/product.md §7, §8). */
export const BOT_PROTECTION_FIELD = "g-recaptcha-response";

/** For `.refine(hasNoNul, message)`: PostgreSQL text cannot hold NUL, so it is refused before it fails as a 500. */
export const hasNoNul = (value: string) => !value.includes("\u0000");
