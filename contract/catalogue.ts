// The question catalogue: GET /api/categories and POST /api/category-suggestions (docs/product.md §3, §7).
import { z } from "zod";

export const suggestionsRequest = z.object({
  categories: z
    .array(z.string({ error: "Each category must be a name." }).trim().min(1, "A category name is empty.").max(100), {
      error: "The categories field must be a list of category names.",
    })
    .min(1, "Choose at least one category.")
    .max(50, "Too many categories."),
});

export const categorySchema = z.object({ name: z.string() });
export type Category = z.infer<typeof categorySchema>;
export const categoriesAnswerSchema = z.object({ categories: z.array(categorySchema) });
export type CategoriesAnswer = z.infer<typeof categoriesAnswerSchema>;

/** A map from category name to its questions, in the Accept-Language language. */
export const suggestionsAnswerSchema = z.record(z.string(), z.array(z.string()));
export type SuggestionsAnswer = z.infer<typeof suggestionsAnswerSchema>;
