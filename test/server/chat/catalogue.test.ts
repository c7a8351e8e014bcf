import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "../../../server/catalogue/seed";
import { seedQuestionPacks } from "../../../server/commerce/default-packs";
import { updatePack } from "../../../server/commerce/packs";
import { categories, categoryQuestions, questionPacks } from "../../../server/db/schema";
import { postJson } from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { useTestApp } from "../../support/test-app";

describe.each(dbKinds)("the question catalogue on %s", (kind) => {
  const suite = useTestApp(kind);

  it("lists at least 8 seeded categories in display order", async () => {
    const res = await suite.app.request("/api/categories");
    expect(res.status).toBe(200);
    const { categories: list } = (await res.json()) as { categories: { name: string }[] };
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.slice(0, 3)).toEqual([{ name: "Career" }, { name: "Marriage" }, { name: "Relationships" }]);
  });

  it("answers suggestions per category, matching names case-insensitively, with at least 5 questions each", async () => {
    const { categories: list } = (await (await suite.app.request("/api/categories")).json()) as {
      categories: { name: string }[];
    };
    const res = await postJson(suite.app, "/api/category-suggestions", {
      categories: list.map((c) => c.name.toLowerCase()),
    });
    expect(res.status).toBe(200);
    const suggestions = (await res.json()) as Record<string, string[]>;
    expect(Object.keys(suggestions)).toEqual(list.map((c) => c.name));
    for (const questions of Object.values(suggestions)) expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(suggestions.Marriage).toContain("When will I get married?");
  });

  it("refuses bad requests with a 422 on categories", async () => {
    for (const body of [{}, { categories: [] }, { categories: "Career" }, { categories: ["Career", "Cooking"] }]) {
      const res = await postJson(suite.app, "/api/category-suggestions", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(((await res.json()) as { errors: object }).errors)).toEqual(["categories"]);
    }
  });

  it("seeds idempotently: seeding again adds nothing and keeps operator changes", async () => {
    await suite.app.request("/api/categories");
    await suite.app.request("/api/google-play/product/-/list");
    const counts = async () => [
      await suite.database.db.$count(categories),
      await suite.database.db.$count(categoryQuestions),
      await suite.database.db.$count(questionPacks),
    ];
    await updatePack(suite.database.db, "questions_3", { priceMicros: 890_000 });
    const before = await counts();
    await Promise.all([
      seedCatalogue(suite.database.db),
      seedCatalogue(suite.database.db),
      seedQuestionPacks(suite.database.db),
    ]);
    expect(await counts()).toEqual(before);
    const [pack] = await suite.database.db.select().from(questionPacks).where(eq(questionPacks.sku, "questions_3"));
    expect(pack?.priceMicros).toBe(890_000);
  });
});
