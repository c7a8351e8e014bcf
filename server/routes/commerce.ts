// Questions for money or codes: POST /api/coupon/-/questions/apply, GET /api/google-play/product/-/list and
// POST /api/google-play/purchase (the native app's call after a Google Play purchase).
import { Hono } from "hono";
import {
  couponAnswerSchema,
  couponRequest,
  productListAnswerSchema,
  purchaseAnswerSchema,
  purchaseRequest,
} from "../../contract/commerce";
import { withTranslatedListings } from "../catalogue/translations";
import { ownerOfRequest } from "../chat/owner";
import { applyCoupon } from "../commerce/apply-coupon";
import { COUPON_APPLIED } from "../commerce/coupons";
import { listActivePacks, toInAppProduct } from "../commerce/packs";
import { purchaseVerifierFor, sandboxVerifier } from "../commerce/purchase-verifier";
import { creditPurchase, purchaseMessages, StoreUnreachable } from "../commerce/purchases";
import type { AppDeps } from "../deps";
import { requireUser, resolveCaller } from "../http/caller";
import { ApiError } from "../http/errors";
import { loggableError } from "../http/loggable-error";
import { validateBody } from "../http/validation";
import { messageAnswer, registerApiCall, validationFailure } from "../openapi/registry";

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
    200: { description: "Applied", schema: couponAnswerSchema },
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
  responses: { 200: { description: "Packs", schema: productListAnswerSchema } },
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
    200: { description: "Credited (or already credited to this user)", schema: purchaseAnswerSchema },
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
  // Expected on a development machine (the embedded defaults); a warning in the log of a production server.
  if (!verifier)
    (deps.config.NODE_ENV === "production" ? deps.log.warn : deps.log.debug)(
      "Purchases are refused: Google Play is not configured and PURCHASES_SANDBOX is not true.",
    );
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
