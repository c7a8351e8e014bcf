// Everything that counts questions: the quota ledger, coupons, question packs and purchases.
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { guestSessions, users } from "./identity";

/**
 * The running balance of each owner's ledger ("u:<user id>" or "s:<session id>", as the ledger's rows count: a row
 * with a user belongs to the user). Kept by a trigger on quota_ledger in the same transaction as every row written,
 * moved or deleted (migration 0005), so reading what is left costs one row whatever the ledger's length; the ledger
 * stays the audit trail and the two always agree (test/server/commerce/balances.test.ts).
 */
export const quotaBalances = pgTable("quota_balances", {
  owner: text("owner").primaryKey(),
  balance: integer("balance").notNull(),
});

/**
 * One row per credit (+) or debit (-) of questions; remaining = sum(delta) for an owner.
 * `reason` says why; `ref` names the coupon redemption, purchase or chat message behind it.
 */
export const quotaLedger = pgTable(
  "quota_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id").references(() => guestSessions.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: text("reason", {
      enum: ["guest_chart", "registration", "coupon", "purchase", "answer", "grant"],
    }).notNull(),
    ref: text("ref"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("quota_ledger_user").on(t.userId),
    index("quota_ledger_session").on(t.sessionId),
    // A question's reservation is found again by its ref when the answer is stored or fails; without this
    // index each question scanned the whole ledger, slowing every answer as the ledger grew.
    index("quota_ledger_ref").on(t.ref),
    // Stale reservations are looked for on every question: among the owner's few pending rows, not its whole ledger.
    index("quota_ledger_pending_user").on(t.userId, t.createdAt).where(sql`${t.ref} like 'pending:%'`),
    index("quota_ledger_pending_session").on(t.sessionId, t.createdAt).where(sql`${t.ref} like 'pending:%'`),
    check("quota_ledger_owner", sql`${t.userId} is not null or ${t.sessionId} is not null`),
  ],
);

export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    // Stored upper-cased; codes are matched case-insensitively.
    code: text("code").notNull(),
    questions: integer("questions").notNull(),
    maxRedemptions: integer("max_redemptions"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("coupons_code_unique").on(t.code)],
);

export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    // Deleting the account or session detaches its redemptions rather than deleting them: they still count against
    // the coupon's cap, so a capped coupon cannot be redeemed again by deleting and re-registering.
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    sessionId: text("session_id").references(() => guestSessions.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupon_redemptions_user").on(t.couponId, t.userId),
    uniqueIndex("coupon_redemptions_session").on(t.couponId, t.sessionId),
  ],
);

/** Question packs sold through the native app's store, in Google Play's listing shape. */
export const questionPacks = pgTable(
  "question_packs",
  {
    id: serial("id").primaryKey(),
    sku: text("sku").notNull(),
    queries: integer("queries").notNull(),
    // { "en-GB": { title, description }, "en-US": { title, description } }
    listings: jsonb("listings").$type<Record<string, { title: string; description: string }>>().notNull(),
    priceMicros: bigint("price_micros", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("USD"),
    active: boolean("active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("question_packs_sku_unique").on(t.sku)],
);

/** Verified store purchases; kept for accounting when the buyer deletes the account (user_id set null). */
export const purchases = pgTable(
  "purchases",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    productId: text("product_id").notNull(),
    purchaseToken: text("purchase_token").notNull(),
    queries: integer("queries").notNull(),
    verifiedBy: text("verified_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("purchases_token_unique").on(t.purchaseToken), index("purchases_user").on(t.userId)],
);
