// Seeds the question catalogue from code: inserts what is missing, never overwrites or deletes what exists,
// so it is safe at every start and on every engine.
import type { Db } from "../db/client";
import { categories, categoryQuestions } from "../db/schema";
import { oncePerDatabase } from "./once-per-database";
import { CATALOGUE } from "./questions";

export async function seedCatalogue(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(CATALOGUE.map((c, i) => ({ name: c.name, sortOrder: i })))
    .onConflictDoNothing({ target: categories.name });
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const idByName = new Map(rows.map((r) => [r.name, r.id]));
  const questions = CATALOGUE.flatMap((c) => {
    const categoryId = idByName.get(c.name);
    return categoryId === undefined ? [] : c.questions.map((question, i) => ({ categoryId, question, sortOrder: i }));
  });
  await db
    .insert(categoryQuestions)
    .values(questions)
    .onConflictDoNothing({ target: [categoryQuestions.categoryId, categoryQuestions.question] });
}

export const ensureCatalogue = oncePerDatabase(seedCatalogue);
