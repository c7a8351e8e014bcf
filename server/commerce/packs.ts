// Question packs: listing them in Google Play's `inappproduct` shape, and creating or updating them (admin CLI).
import { asc, eq } from "drizzle-orm";
import type { InAppProduct } from "../../contract/commerce";
import type { Db } from "../db/client";
import { questionPacks } from "../db/schema";
import { ensureQuestionPacks } from "./default-packs";

export type QuestionPack = typeof questionPacks.$inferSelect;

export type { InAppProduct };

/** Locales in the order the client reads them: en-GB first, then en-US. */
const LISTING_LOCALES = ["en-GB", "en-US"] as const;

export function toInAppProduct(pack: QuestionPack): InAppProduct {
  const listings: InAppProduct["listings"] = {};
  for (const locale of LISTING_LOCALES) {
    const entry = pack.listings[locale] ?? pack.listings["en-US"] ?? pack.listings["en-GB"];
    if (entry) listings[locale] = entry;
  }
  // Google Play sends priceMicros as a string (int64 in JSON); we do the same.
  return {
    sku: pack.sku,
    queries: pack.queries,
    listings,
    defaultPrice: { priceMicros: String(pack.priceMicros), currency: pack.currency },
  };
}

export async function listActivePacks(db: Db): Promise<QuestionPack[]> {
  await ensureQuestionPacks(db);
  return db
    .select()
    .from(questionPacks)
    .where(eq(questionPacks.active, true))
    .orderBy(asc(questionPacks.sortOrder), asc(questionPacks.priceMicros));
}

export async function listAllPacks(db: Db): Promise<QuestionPack[]> {
  await ensureQuestionPacks(db);
  return db.select().from(questionPacks).orderBy(asc(questionPacks.sortOrder), asc(questionPacks.priceMicros));
}

export async function findActivePack(db: Db, sku: string): Promise<QuestionPack | undefined> {
  await ensureQuestionPacks(db);
  const [pack] = await db.select().from(questionPacks).where(eq(questionPacks.sku, sku));
  return pack?.active ? pack : undefined;
}

export interface PackChanges {
  queries?: number;
  title?: string;
  description?: string;
  priceMicros?: number;
  currency?: string;
  active?: boolean;
  sortOrder?: number;
}

/** Creates a pack; the title and description go to both listing locales. Throws when the sku exists. */
export async function createPack(
  db: Db,
  input: { sku: string; queries: number; title: string; description: string; priceMicros: number; currency: string },
): Promise<QuestionPack> {
  await ensureQuestionPacks(db);
  const listing = { title: input.title, description: input.description };
  const [created] = await db
    .insert(questionPacks)
    .values({
      sku: input.sku,
      queries: input.queries,
      listings: { "en-GB": listing, "en-US": listing },
      priceMicros: input.priceMicros,
      currency: input.currency,
    })
    .onConflictDoNothing({ target: questionPacks.sku })
    .returning();
  if (!created) throw new Error(`A pack with sku "${input.sku}" already exists; use update-pack.`);
  return created;
}

/** Updates the given fields of a pack; throws when no pack has this sku. */
export async function updatePack(db: Db, sku: string, changes: PackChanges): Promise<QuestionPack> {
  await ensureQuestionPacks(db);
  const [current] = await db.select().from(questionPacks).where(eq(questionPacks.sku, sku));
  if (!current) throw new Error(`No pack has sku "${sku}".`);
  const listings = { ...current.listings };
  if (changes.title !== undefined || changes.description !== undefined) {
    for (const locale of LISTING_LOCALES) {
      const old = listings[locale] ?? { title: "", description: "" };
      listings[locale] = { title: changes.title ?? old.title, description: changes.description ?? old.description };
    }
  }
  const [updated] = await db
    .update(questionPacks)
    .set({
      listings,
      ...(changes.queries !== undefined && { queries: changes.queries }),
      ...(changes.priceMicros !== undefined && { priceMicros: changes.priceMicros }),
      ...(changes.currency !== undefined && { currency: changes.currency }),
      ...(changes.active !== undefined && { active: changes.active }),
      ...(changes.sortOrder !== undefined && { sortOrder: changes.sortOrder }),
    })
    .where(eq(questionPacks.sku, sku))
    .returning();
  if (!updated) throw new Error(`No pack has sku "${sku}".`);
  return updated;
}
