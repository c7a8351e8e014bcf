// Crediting a store purchase (server/commerce/purchases.ts) on one shared database per engine, each test with its own
// users and purchase tokens. The stores are stand-ins answering as Google Play would (accepting, refusing, unreachable).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type PurchaseVerifier, sandboxVerifier } from "../../../server/commerce/purchase-verifier";
import { creditPurchase, purchaseMessages, StoreUnreachable } from "../../../server/commerce/purchases";
import { purchases, quotaLedger } from "../../../server/db/schema";
import { ApiError, ValidationError } from "../../../server/http/errors";
import { recordQuota, remainingQuestions } from "../../../server/quota/ledger";
import { dbKinds, useTestDatabase } from "../../support/databases";
import { insertUser } from "../../support/owner-rows";

async function errorOf(pending: Promise<unknown>): Promise<unknown> {
  return pending.then(
    () => {
      throw new Error("expected a refusal");
    },
    (e: unknown) => e,
  );
}

async function apiErrorOf(pending: Promise<unknown>) {
  const err = await errorOf(pending);
  if (!(err instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(err)}`);
  return { status: err.status, message: err.message };
}

/** A store that accepts every purchase and counts how often it was asked. */
function countingStore() {
  const store = {
    name: "counting",
    asked: 0,
    verify: async () => {
      store.asked++;
      return { ok: true as const, orderId: "GPA.1" };
    },
  };
  return store;
}

describe("purchase messages", () => {
  it("count the questions added in the singular and the plural", () => {
    expect(purchaseMessages.credited(1)).toBe("Payment successful: 1 question added.");
    expect(purchaseMessages.credited(3)).toBe("Payment successful: 3 questions added.");
  });
});

describe.each(dbKinds)("crediting purchases on %s", (kind) => {
  const suite = useTestDatabase(kind);

  const purchaseRows = (token: string) =>
    suite.database.db
      .select({
        userId: purchases.userId,
        productId: purchases.productId,
        queries: purchases.queries,
        verifiedBy: purchases.verifiedBy,
      })
      .from(purchases)
      .where(eq(purchases.purchaseToken, token));

  it("credits the pack's questions once, recording the purchase and its ledger row", async () => {
    const userId = await insertUser(suite.database.db, "buyer@example.com");
    await recordQuota(suite.database.db, { userId }, 1, "registration", null);
    const store = countingStore();
    expect(await creditPurchase(suite.database.db, store, userId, "questions_10", "token-credit")).toEqual({
      questionsAdded: 10,
      alreadyCredited: false,
      availableQueryCount: 11,
    });
    expect(await purchaseRows("token-credit")).toEqual([
      { userId, productId: "questions_10", queries: 10, verifiedBy: "counting" },
    ]);
    const ledger = await suite.database.db
      .select({ delta: quotaLedger.delta, reason: quotaLedger.reason, ref: quotaLedger.ref })
      .from(quotaLedger)
      .where(eq(quotaLedger.userId, userId));
    expect(ledger).toContainEqual({ delta: 10, reason: "purchase", ref: expect.stringMatching(/^purchase:\d+$/) });

    // The same token again is answered from the database, without asking the store.
    expect(await creditPurchase(suite.database.db, store, userId, "questions_10", "token-credit")).toEqual({
      questionsAdded: 0,
      alreadyCredited: true,
      availableQueryCount: 11,
    });
    expect(store.asked).toBe(1);
  });

  it("refuses a token already credited to another account", async () => {
    const first = await insertUser(suite.database.db, "first-buyer@example.com");
    const second = await insertUser(suite.database.db, "second-buyer@example.com");
    await creditPurchase(suite.database.db, sandboxVerifier, first, "questions_3", "token-shared");
    expect(
      await apiErrorOf(creditPurchase(suite.database.db, sandboxVerifier, second, "questions_3", "token-shared")),
    ).toEqual({ status: 409, message: "This purchase has already been used by another account." });
    expect(await remainingQuestions(suite.database.db, { userId: second })).toBe(0);
  });

  it("refuses when purchases are off, and a pack that is not on sale", async () => {
    const userId = await insertUser(suite.database.db, "no-store@example.com");
    expect(await apiErrorOf(creditPurchase(suite.database.db, null, userId, "questions_3", "token-off"))).toEqual({
      status: 503,
      message: "Purchases are not available on this server.",
    });
    const unknown = await errorOf(
      creditPurchase(suite.database.db, sandboxVerifier, userId, "questions_999", "token-x"),
    );
    expect(unknown).toBeInstanceOf(ValidationError);
    expect((unknown as ValidationError).errors).toEqual({ product_id: ["This question pack is not on sale."] });
    expect(await purchaseRows("token-x")).toEqual([]);
  });

  it("credits nothing for a purchase the store refuses, saying why", async () => {
    const userId = await insertUser(suite.database.db, "refused-buyer@example.com");
    const refusing: PurchaseVerifier = {
      name: "refusing",
      verify: async () => ({ ok: false, reason: "This purchase was cancelled." }),
    };
    expect(
      await apiErrorOf(creditPurchase(suite.database.db, refusing, userId, "questions_3", "token-refused")),
    ).toEqual({
      status: 402,
      message: "The purchase could not be verified. This purchase was cancelled.",
    });
    expect(await purchaseRows("token-refused")).toEqual([]);
    expect(await remainingQuestions(suite.database.db, { userId })).toBe(0);
  });

  it("answers 503, safe to retry, when the store cannot be asked", async () => {
    const userId = await insertUser(suite.database.db, "outage-buyer@example.com");
    const outage = new Error("connect ECONNREFUSED");
    const unreachable: PurchaseVerifier = {
      name: "unreachable",
      verify: async () => {
        throw outage;
      },
    };
    const err = await errorOf(creditPurchase(suite.database.db, unreachable, userId, "questions_3", "token-outage"));
    expect(err).toBeInstanceOf(StoreUnreachable);
    expect(err).toMatchObject({
      status: 503,
      message: "The purchase could not be verified right now. Please try again in a moment.",
      reason: outage,
    });
    expect(await purchaseRows("token-outage")).toEqual([]);
  });

  it("asks a deleted account to log in, recording nothing", async () => {
    expect(
      await apiErrorOf(creditPurchase(suite.database.db, sandboxVerifier, 987_654, "questions_3", "token-no-user")),
    ).toEqual({ status: 401, message: "Please log in to continue." });
    expect(await purchaseRows("token-no-user")).toEqual([]);
  });

  // Two posts of one token at once: the other one records it while this one asks the store.
  const racedBy = (winnerId: number, token: string): PurchaseVerifier => ({
    name: "raced",
    verify: async (productId) => {
      await suite.database.db
        .insert(purchases)
        .values({ userId: winnerId, productId, purchaseToken: token, queries: 3, verifiedBy: "sandbox" });
      return { ok: true, orderId: null };
    },
  });

  it("answers a race lost to the same user's other post as already credited, adding nothing", async () => {
    const userId = await insertUser(suite.database.db, "raced-same@example.com");
    await recordQuota(suite.database.db, { userId }, 2, "registration", null);
    expect(
      await creditPurchase(
        suite.database.db,
        racedBy(userId, "token-raced-same"),
        userId,
        "questions_3",
        "token-raced-same",
      ),
    ).toEqual({
      questionsAdded: 0,
      alreadyCredited: true,
      availableQueryCount: 2,
    });
    expect(await purchaseRows("token-raced-same")).toHaveLength(1);
  });

  it("refuses a race lost to another account's post", async () => {
    const winner = await insertUser(suite.database.db, "raced-winner@example.com");
    const loser = await insertUser(suite.database.db, "raced-loser@example.com");
    expect(
      await apiErrorOf(
        creditPurchase(
          suite.database.db,
          racedBy(winner, "token-raced-other"),
          loser,
          "questions_3",
          "token-raced-other",
        ),
      ),
    ).toEqual({ status: 409, message: "This purchase has already been used by another account." });
    expect(await remainingQuestions(suite.database.db, { userId: loser })).toBe(0);
  });
});
