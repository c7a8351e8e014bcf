// The question packs a fresh install sells, in Google Play's listing shape. Seeded when missing; the admin CLI
// changes prices, texts and availability afterwards, and seeding never overwrites those changes.

import { oncePerDatabase } from "../catalogue/once-per-database";
import type { Db } from "../db/client";
import { questionPacks } from "../db/schema";

type NewPack = typeof questionPacks.$inferInsert;

function listing(title: string, description: string): NewPack["listings"] {
  return { "en-GB": { title, description }, "en-US": { title, description } };
}

export const DEFAULT_PACKS: NewPack[] = [
  {
    sku: "questions_3",
    queries: 3,
    listings: listing("3 Questions", "Ask the guru 3 more questions about your kundali."),
    priceMicros: 990_000,
    currency: "USD",
    sortOrder: 1,
  },
  {
    sku: "questions_10",
    queries: 10,
    listings: listing("10 Questions", "Ask the guru 10 more questions: career, marriage, health and more."),
    priceMicros: 2_990_000,
    currency: "USD",
    sortOrder: 2,
  },
  {
    sku: "questions_25",
    queries: 25,
    listings: listing("25 Questions", "The best value: 25 questions for a full consultation."),
    priceMicros: 5_990_000,
    currency: "USD",
    sortOrder: 3,
  },
];

export async function seedQuestionPacks(db: Db): Promise<void> {
  await db.insert(questionPacks).values(DEFAULT_PACKS).onConflictDoNothing({ target: questionPacks.sku });
}

export const ensureQuestionPacks = oncePerDatabase(seedQuestionPacks);
