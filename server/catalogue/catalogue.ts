// Reads the question catalogue: category names in display order and each category's suggested questions.
import { asc, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { categories, categoryQuestions } from "../db/schema";
import { ensureCatalogue } from "./seed";

export async function listCategories(db: Db): Promise<{ name: string }[]> {
  await ensureCatalogue(db);
  return db.select({ name: categories.name }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
}

/**
 * Suggested questions for the named categories, keyed by the catalogue's own spelling of each name.
 * Names match case-insensitively; `unknown` lists the requested names that are not in the catalogue.
 */
export async function suggestionsFor(
  db: Db,
  names: string[],
): Promise<{ suggestions: Record<string, string[]>; unknown: string[] }> {
  await ensureCatalogue(db);
  const byLower = new Map(names.map((n) => [n.trim().toLowerCase(), n.trim()]));
  const wanted = [...byLower.keys()];
  const rows = await db
    .select({ name: categories.name, question: categoryQuestions.question })
    .from(categories)
    .leftJoin(categoryQuestions, sql`${categoryQuestions.categoryId} = ${categories.id}`)
    .where(inArray(sql`lower(${categories.name})`, wanted))
    .orderBy(asc(categories.sortOrder), asc(categoryQuestions.sortOrder), asc(categoryQuestions.id));
  const suggestions: Record<string, string[]> = {};
  for (const row of rows) {
    const list = suggestions[row.name] ?? [];
    if (row.question !== null) list.push(row.question);
    suggestions[row.name] = list;
  }
  const found = new Set(Object.keys(suggestions).map((n) => n.toLowerCase()));
  return { suggestions, unknown: wanted.filter((n) => !found.has(n)).map((n) => byLower.get(n) ?? n) };
}
