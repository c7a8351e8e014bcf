// The question catalogue: GET /api/categories and POST /api/category-suggestions.
import { Hono } from "hono";
import { categoriesAnswerSchema, suggestionsAnswerSchema, suggestionsRequest } from "../../contract/catalogue";
import { languageFromAcceptLanguage } from "../../contract/language";
import { listCategories, suggestionsFor } from "../catalogue/catalogue";
import { categoryIn, categoryInEnglish, questionIn } from "../catalogue/translations";
import type { AppDeps } from "../deps";
import { ValidationError } from "../http/errors";
import { validateBody } from "../http/validation";
import { messageAnswer, registerApiCall, validationFailure } from "../openapi/registry";

const tags = ["Catalogue"];
registerApiCall({
  method: "get",
  path: "/api/categories",
  summary: "Question categories, in display order",
  description: "Names are in the Accept-Language language (en, ne or hi; English otherwise).",
  tags,
  auth: "none",
  responses: { 200: { description: "Categories", schema: categoriesAnswerSchema } },
});
registerApiCall({
  method: "post",
  path: "/api/category-suggestions",
  summary: "Suggested questions for the named categories",
  description:
    "Names match case-insensitively, in any of the catalogue's languages; the answer is keyed by the catalogue's " +
    "spelling in the Accept-Language language, with the questions in it too. Unknown names: 422.",
  tags,
  auth: "none",
  body: suggestionsRequest,
  responses: {
    200: { description: "A map from category name to its questions", schema: suggestionsAnswerSchema },
    400: messageAnswer("The body is not a JSON object"),
    422: validationFailure,
  },
});

export function catalogueRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono()
    .get("/categories", async (c) => {
      const language = languageFromAcceptLanguage(c.req.header("Accept-Language"));
      const categories = await listCategories(db);
      return c.json({ categories: categories.map(({ name }) => ({ name: categoryIn(language, name) })) });
    })
    .post("/category-suggestions", async (c) => {
      const body = await validateBody(c, suggestionsRequest);
      const language = languageFromAcceptLanguage(c.req.header("Accept-Language"));
      const { suggestions, unknown } = await suggestionsFor(db, body.categories.map(categoryInEnglish));
      if (unknown.length > 0) {
        const known = (await listCategories(db)).map((x) => x.name).join(", ");
        throw new ValidationError({
          categories: [
            `Unknown ${unknown.length === 1 ? "category" : "categories"}: ${unknown.join(", ")}. Known: ${known}.`,
          ],
        });
      }
      return c.json(
        Object.fromEntries(
          Object.entries(suggestions).map(([name, questions]) => [
            categoryIn(language, name),
            questions.map((question) => questionIn(language, question)),
          ]),
        ),
      );
    });
}
