// Credits a verified store purchase to a user, exactly once per purchase token: the unique index on
// purchases.purchase_token decides which of any concurrent posts of the same token records it.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { purchases } from "../db/schema";
import { ApiError, ValidationError } from "../http/errors";
import { recordQuota, remainingQuestions } from "../quota/ledger";
import { lockOwner } from "./owner-lock";
import { findActivePack } from "./packs";
import type { PurchaseVerifier, Verdict } from "./purchase-verifier";

export interface PurchaseOutcome {
  /** Questions added by this call: 0 when the token had already been credited to this user. */
  questionsAdded: number;
  alreadyCredited: boolean;
  availableQueryCount: number;
}

export const purchaseMessages = {
  unavailable: "Purchases are not available on this server.",
  unknownProduct: "This question pack is not on sale.",
  otherAccount: "This purchase has already been used by another account.",
  credited: (n: number) => `Payment successful: ${n} question${n === 1 ? "" : "s"} added.`,
  alreadyCredited: "This purchase has already been added to your questions.",
  storeUnreachable: "The purchase could not be verified right now. Please try again in a moment.",
} as const;

export async function creditPurchase(
  db: Db,
  verifier: PurchaseVerifier | null,
  userId: number,
  productId: string,
  purchaseToken: string,
): Promise<PurchaseOutcome> {
  if (!verifier) throw new ApiError(503, purchaseMessages.unavailable);
  const pack = await findActivePack(db, productId);
  if (!pack) throw new ValidationError({ product_id: [purchaseMessages.unknownProduct] });

  // A token seen before needs no second trip to the store.
  const [seen] = await db.select().from(purchases).where(eq(purchases.purchaseToken, purchaseToken));
  if (seen) return repeatOf(db, seen.userId, userId);

  let verdict: Verdict;
  try {
    verdict = await verifier.verify(productId, purchaseToken);
  } catch (err) {
    throw new StoreUnreachable(err);
  }
  if (!verdict.ok) throw new ApiError(402, `The purchase could not be verified. ${verdict.reason}`);

  const inserted = await db.transaction(async (tx) => {
    const owner = await lockOwner(tx, { userId });
    if (!owner.exists) throw ApiError.said(401, "logInToContinue");
    const [row] = await tx
      .insert(purchases)
      .values({ userId, productId, purchaseToken, queries: pack.queries, verifiedBy: verifier.name })
      .onConflictDoNothing({ target: purchases.purchaseToken })
      .returning({ id: purchases.id });
    if (row) await recordQuota(tx, { userId }, pack.queries, "purchase", `purchase:${row.id}`);
    return row !== undefined;
  });
  if (!inserted) {
    const [winner] = await db.select().from(purchases).where(eq(purchases.purchaseToken, purchaseToken));
    return repeatOf(db, winner?.userId ?? null, userId);
  }
  return {
    questionsAdded: pack.queries,
    alreadyCredited: false,
    availableQueryCount: await remainingQuestions(db, { userId }),
  };
}

async function repeatOf(db: Db, creditedTo: number | null, userId: number): Promise<PurchaseOutcome> {
  if (creditedTo !== userId) throw new ApiError(409, purchaseMessages.otherAccount);
  return { questionsAdded: 0, alreadyCredited: true, availableQueryCount: await remainingQuestions(db, { userId }) };
}

/** The store could not be asked (network, outage, bad credentials): 503, nothing credited, safe to retry. */
export class StoreUnreachable extends ApiError {
  constructor(readonly reason: unknown) {
    super(503, purchaseMessages.storeUnreachable);
  }
}
