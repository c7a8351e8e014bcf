// The question catalogue in the caller's language (Accept-Language): every seeded category and question has its
// Nepali and Hindi wording, and a category named in any language finds its questions.
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../../server/catalogue/questions";
import { categoryIn, categoryInEnglish, questionIn, questionInEnglish } from "../../../server/catalogue/translations";
import { dbKinds } from "../../support/databases";
import { useTestApp } from "../../support/test-app";

const devanagari = /^[\u0900-\u097F\s\p{P}\d$A-Za-z()]+$/u;

describe("catalogue translations", () => {
  it.each(["ne", "hi"] as const)("word every seeded category and question in %s, in Devanagari", (language) => {
    for (const category of CATALOGUE) {
      const name = categoryIn(language, category.name);
      expect(name, category.name).not.toBe(category.name);
      expect(name).toMatch(/[\u0900-\u097F]/);
      expect(categoryInEnglish(name)).toBe(category.name);
      for (const question of category.questions) {
        const worded = questionIn(language, question);
        expect(worded, question).not.toBe(question);
        expect(worded).toMatch(devanagari);
        expect(questionInEnglish(worded)).toBe(question);
      }
    }
  });

  it("keep English as it is, and an unknown text unchanged", () => {
    expect(categoryIn("en", "Career")).toBe("Career");
    expect(questionIn("ne", "A question of my own?")).toBe("A question of my own?");
    expect(questionInEnglish("A question of my own?")).toBeNull();
    expect(categoryInEnglish("Cooking")).toBe("Cooking");
  });
});

describe.each(dbKinds)("the question catalogue by Accept-Language on %s", (kind) => {
  const suite = useTestApp(kind);
  const ask = (path: string, language: string, body?: unknown) =>
    suite.app.request(path, {
      method: body === undefined ? "GET" : "POST",
      headers: { "Accept-Language": language, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it("names the categories and words the suggestions in Nepali, taking back the Nepali names", async () => {
    const { categories } = (await (await ask("/api/categories", "ne-NP,ne;q=0.9,en;q=0.8")).json()) as {
      categories: { name: string }[];
    };
    expect(categories.slice(0, 2)).toEqual([{ name: "करियर" }, { name: "विवाह" }]);
    const res = await ask("/api/category-suggestions", "ne", { categories: ["विवाह"] });
    expect(res.status).toBe(200);
    const suggestions = (await res.json()) as Record<string, string[]>;
    expect(Object.keys(suggestions)).toEqual(["विवाह"]);
    expect(suggestions["विवाह"]).toContain("मेरो विवाह कहिले हुन्छ?");
  });

  it("answers in Hindi for hi, and in English for a language it does not have", async () => {
    const hindi = (await (
      await ask("/api/category-suggestions", "hi-IN", { categories: ["Marriage"] })
    ).json()) as Record<string, string[]>;
    expect(hindi["विवाह"]).toContain("मेरी शादी कब होगी?");
    const french = (await (await ask("/api/categories", "fr-FR,fr")).json()) as { categories: { name: string }[] };
    expect(french.categories[0]).toEqual({ name: "Career" });
  });

  it("lists each seeded pack with a Nepali (ne-NP) and a Hindi (hi-IN) listing beside the English ones", async () => {
    const { inappproduct } = (await (await ask("/api/google-play/product/-/list", "ne")).json()) as {
      inappproduct: { sku: string; listings: Record<string, { title: string; description: string }> }[];
    };
    expect(inappproduct.length).toBeGreaterThanOrEqual(3);
    for (const pack of inappproduct) {
      expect(Object.keys(pack.listings).sort()).toEqual(["en-GB", "en-US", "hi-IN", "ne-NP"]);
      expect(pack.listings["ne-NP"]?.title).toMatch(/प्रश्न/);
    }
  });
});
