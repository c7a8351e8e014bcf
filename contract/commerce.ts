// Questions for money or codes: POST /api/coupon/-/questions/apply, GET /api/google-play/product/-/list and
// POST /api/google-play/purchase (the native app's call after a Google Play purchase).
import { z } from "zod";
import { hasNoNul } from "./rules";

/** An empty coupon field (docs/product.md §5). */
export const COUPON_REQUIRED = "Please enter a coupon code.";

export const couponRequest = z.object({
  coupon_code: z
    .string({ error: COUPON_REQUIRED })
    .trim()
    .min(1, COUPON_REQUIRED)
    .max(100)
    .refine(hasNoNul, "The coupon code contains an invalid character."),
  user_id: z.union([z.number().int(), z.string()]).nullish(),
  session_id: z
    .string()
    .trim()
    .max(200)
    .refine(hasNoNul, "The session id is not valid.")
    .nullish()
    .transform((v) => (v ? v : undefined)),
});
export const couponAnswerSchema = z.object({
  message: z.string(),
  questions_added: z.number().int(),
  availableQueryCount: z.number().int(),
});
export type CouponAnswer = z.infer<typeof couponAnswerSchema>;

export const purchaseRequest = z.object({
  product_id: z
    .string({ error: "The product id field is required." })
    .trim()
    .min(1, "The product id field is required.")
    .max(200)
    .refine(hasNoNul, "The product id contains an invalid character."),
  purchase_token: z
    .string({ error: "The purchase token field is required." })
    .trim()
    .min(1, "The purchase token field is required.")
    .max(4096)
    .refine(hasNoNul, "The purchase token contains an invalid character."),
});
export const purchaseAnswerSchema = z.object({
  message: z.string(),
  questions_added: z.number().int(),
  already_credited: z.boolean(),
  availableQueryCount: z.number().int(),
});
export type PurchaseAnswer = z.infer<typeof purchaseAnswerSchema>;

/** A question pack in Google Play's in-app product shape (docs/product.md §3 subscription package). */
export const inAppProductSchema = z.object({
  sku: z.string(),
  queries: z.number().int(),
  /** Keyed by locale (en-GB, en-US, ...). */
  listings: z.record(z.string(), z.object({ title: z.string(), description: z.string() })),
  defaultPrice: z.object({
    priceMicros: z.string().describe("Price x 1,000,000, as a string as Google Play sends it"),
    currency: z.string(),
  }),
});
export type InAppProduct = z.infer<typeof inAppProductSchema>;
export const productListAnswerSchema = z.object({ inappproduct: z.array(inAppProductSchema) });
export type ProductListAnswer = z.infer<typeof productListAnswerSchema>;
