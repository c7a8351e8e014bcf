// Questions for money or codes: POST /api/coupon/-/questions/apply, GET /api/google-play/product/-/list and
// POST /api/google-play/purchase (the native app's call after a Google Play purchase).
import { Hono } from "hono";
import { z } from "zod";
import { withTranslatedListings } from "../catalogue/translations";
import { ownerOfRequest } from "../chat/owner";
import { applyCoupon } from "../commerce/apply-coupon";
import { COUPON_APPLIED, couponMessages } from "../commerce/coupons";
import { listActivePacks, toInAppProduct } from "../commerce/packs";
import { purchaseVerifierFor, sandboxVerifier } from "../commerce/purchase-verifier";
import { creditPurchase, purchaseMessages, StoreUnreachable } from "../commerce/purchases";
import type { AppDeps } from "../deps";
import { requireUser, resolveCaller } from "../http/caller";
import { ApiError } from "../http/errors";
import { loggableError } from "../http/loggable-error";
import { hasNoNul, validateBody } from "../http/validation";
import { messageAnswer, registerApiCall, validationFailure } from "../openapi/registry";

const couponRequest = z.object({
  coupon_code: z
    .string({ error: couponMessages.required })
    .trim()
    .min(1, couponMessages.required)
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
const couponResponse = z.object({
  message: z.string(),
  questions_added: z.number().int(),
  availableQueryCount: z.number().int(),
});

const purchaseRequest = z.object({
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
const purchaseResponse = z.object({
  message: z.string(),
  questions_added: z.number().int(),
  already_credited: z.boolean(),
  availableQueryCount: z.number().int(),
});

const inAppProduct = z.object({
  sku: z.string(),
  queries: z.number().int(),
  listings: z.record(z.string(), z.object({ title: z.string(), description: z.string() })),
  defaultPrice: z.object({ priceMicros: z.string(), currency: z.string() }),
});
const productListResponse = z.object({ inappproduct: z.array(inAppProduct) });

const tags = ["Questions and purchases"];
const badJson = messageAnswer("The body is not a JSON object");

registerApiCall({
  method: "post",
  path: "/api/coupon/-/questions/apply",
  summary: "Apply a coupon code: adds its questions to the user or guest session",
  description:
    "Logged-in callers are identified by the token (a user_id in the body must match it); guests send session_id. " +
    "Each coupon applies once per account or session. Failures are 422 on coupon_code: unknown, expired, used up, " +
    "already applied, shorter than 3 characters.",
  tags,
  auth: "optional",
  body: couponRequest,
  responses: {
    200: { description: "Applied", schema: couponResponse },
    400: badJson,
    401: messageAnswer("A user_id without a valid token, or an expired token"),
    403: messageAnswer("The user_id is another account's, or the session belongs to an account"),
    422: validationFailure,
  },
});
registerApiCall({
  method: "get",
  path: "/api/google-play/product/-/list",
  summary: "Question packs on sale, in Google Play's in-app product shape",
  description: "priceMicros is a string, as Google Play sends it (price x 1,000,000).",
  tags,
  auth: "none",
  responses: { 200: { description: "Packs", schema: productListResponse } },
});
registerApiCall({
  method: "post",
  path: "/api/google-play/purchase",
  summary: "Credit a Google Play purchase of a question pack (called by the native app after the purchase)",
  description:
    "product_id is the pack's sku; purchase_token is Google Play's token for the purchase. The purchase is verified " +
    "with the Google Play Developer API (purchases.products.get) when configured, else by the sandbox verifier " +
    "(only with PURCHASES_SANDBOX=true; otherwise purchases are refused). Crediting is idempotent per purchase token: posting " +
    "the same token again answers 200 with questions_added 0 and already_credited true.",
  tags,
  auth: "required",
  body: purchaseRequest,
  responses: {
    200: { description: "Credited (or already credited to this user)", schema: purchaseResponse },
    400: badJson,
    401: messageAnswer("Not logged in"),
    402: messageAnswer("The store did not confirm the purchase (unknown, cancelled or pending)"),
    409: messageAnswer("The purchase token was already credited to another account"),
    422: validationFailure,
    503: messageAnswer("Purchases are not available on this server, or the store could not be reached; retry"),
  },
});

export function commerceRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const verifier = purchaseVerifierFor(deps.config);
  if (!verifier)
    deps.log.warn("Purchases are refused: Google Play is not configured and PURCHASES_SANDBOX is not true.");
  if (verifier === sandboxVerifier)
    deps.log.warn(
      "WARNING: PURCHASES_SANDBOX=true: purchases are credited unverified (any purchase token buys questions). " +
        "Never use this on a server real users reach.",
    );
  return new Hono()
    .post("/coupon/-/questions/apply", async (c) => {
      const body = await validateBody(c, couponRequest);
      const caller = await resolveCaller(c, deps.accessTokens);
      const claimedUser =
        body.user_id === null || body.user_id === undefined || body.user_id === "" ? null : Number(body.user_id);
      if (claimedUser !== null && caller.kind !== "user") {
        throw new ApiError(401, "Please log in to apply a coupon to your account.");
      }
      if (claimedUser !== null && caller.kind === "user" && claimedUser !== caller.userId) {
        throw new ApiError(403, "This coupon can only be applied to your own account.");
      }
      const owner = await ownerOfRequest(c, deps, body.session_id);
      const result = await applyCoupon(db, owner, body.coupon_code);
      return c.json({
        message: COUPON_APPLIED,
        questions_added: result.questionsAdded,
        availableQueryCount: result.availableQueryCount,
      });
    })
    .get("/google-play/product/-/list", async (c) =>
      c.json({
        inappproduct: (await listActivePacks(db))
          .map(toInAppProduct)
          .map((product) => ({ ...product, listings: withTranslatedListings(product.listings) })),
      }),
    )
    .post("/google-play/purchase", async (c) => {
      const userId = await requireUser(c, deps.accessTokens);
      const body = await validateBody(c, purchaseRequest);
      const outcome = await creditPurchase(db, verifier, userId, body.product_id, body.purchase_token).catch(
        (err: unknown) => {
          if (err instanceof StoreUnreachable)
            deps.log.error(`Purchase verification failed: ${loggableError(err.reason)}`);
          throw err;
        },
      );
      return c.json({
        message: outcome.alreadyCredited
          ? purchaseMessages.alreadyCredited
          : purchaseMessages.credited(outcome.questionsAdded),
        questions_added: outcome.questionsAdded,
        already_credited: outcome.alreadyCredited,
        availableQueryCount: outcome.availableQueryCount,
      });
    });
}
