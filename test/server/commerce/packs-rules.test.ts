// Question packs (server/commerce/packs.ts, default-packs.ts) on one shared database per engine, each test with its
// own skus: the seeded defaults, which packs are on sale and in what order, and creating and changing packs.
import { describe, expect, it } from "vitest";
import { seedQuestionPacks } from "../../../server/commerce/default-packs";
import {
  createPack,
  findActivePack,
  listActivePacks,
  listAllPacks,
  type QuestionPack,
  updatePack,
} from "../../../server/commerce/packs";
import { questionPacks } from "../../../server/db/schema";
import { dbKinds, useTestDatabase } from "../../support/databases";

const skusOf = (packs: QuestionPack[], prefix: string) =>
  packs.map((p) => p.sku).filter((sku) => sku.startsWith(prefix));

describe.each(dbKinds)("question packs on %s", (kind) => {
  const suite = useTestDatabase(kind);

  const newPack = (sku: string, priceMicros = 1_000_000) =>
    createPack(suite.database.db, {
      sku,
      queries: 5,
      title: `${sku} title`,
      description: `${sku} text`,
      priceMicros,
      currency: "USD",
    });

  it("sells the three default packs on a fresh database, and seeding again keeps the operator's changes", async () => {
    const defaults = (await listActivePacks(suite.database.db)).filter((p) => p.sku.startsWith("questions_"));
    expect(
      defaults.map(({ sku, queries, priceMicros, currency, sortOrder, active }) => ({
        sku,
        queries,
        priceMicros,
        currency,
        sortOrder,
        active,
      })),
    ).toEqual([
      { sku: "questions_3", queries: 3, priceMicros: 990_000, currency: "USD", sortOrder: 1, active: true },
      { sku: "questions_10", queries: 10, priceMicros: 2_990_000, currency: "USD", sortOrder: 2, active: true },
      { sku: "questions_25", queries: 25, priceMicros: 5_990_000, currency: "USD", sortOrder: 3, active: true },
    ]);
    expect(defaults[0]?.listings).toEqual({
      "en-GB": { title: "3 Questions", description: "Ask the guru 3 more questions about your kundali." },
      "en-US": { title: "3 Questions", description: "Ask the guru 3 more questions about your kundali." },
    });
    await updatePack(suite.database.db, "questions_25", { priceMicros: 4_990_000 });
    await seedQuestionPacks(suite.database.db);
    expect((await findActivePack(suite.database.db, "questions_25"))?.priceMicros).toBe(4_990_000);
  });

  it("lists the packs on sale by sort order, then price; all packs include those off sale", async () => {
    await newPack("order-a", 2_000_000);
    await newPack("order-b", 1_000_000);
    await newPack("order-c", 9_000_000);
    await newPack("order-off", 500_000);
    await updatePack(suite.database.db, "order-a", { sortOrder: 50 });
    await updatePack(suite.database.db, "order-b", { sortOrder: 50 });
    await updatePack(suite.database.db, "order-c", { sortOrder: 49 });
    await updatePack(suite.database.db, "order-off", { sortOrder: 49, active: false });
    expect(skusOf(await listActivePacks(suite.database.db), "order-")).toEqual(["order-c", "order-b", "order-a"]);
    expect(skusOf(await listAllPacks(suite.database.db), "order-")).toEqual([
      "order-off",
      "order-c",
      "order-b",
      "order-a",
    ]);
  });

  it("finds a pack by sku only while it is on sale", async () => {
    await newPack("find-me");
    expect(await findActivePack(suite.database.db, "find-me")).toMatchObject({
      sku: "find-me",
      queries: 5,
      active: true,
    });
    await updatePack(suite.database.db, "find-me", { active: false });
    expect(await findActivePack(suite.database.db, "find-me")).toBeUndefined();
    await updatePack(suite.database.db, "find-me", { active: true });
    expect(await findActivePack(suite.database.db, "find-me")).toMatchObject({ sku: "find-me", active: true });
    expect(await findActivePack(suite.database.db, "no-such-pack")).toBeUndefined();
  });

  it("creates a pack on sale with its listing in both locales, once per sku", async () => {
    const created = await createPack(suite.database.db, {
      sku: "created",
      queries: 7,
      title: "Seven",
      description: "Seven questions",
      priceMicros: 1_490_000,
      currency: "NPR",
    });
    expect(created).toMatchObject({
      sku: "created",
      queries: 7,
      listings: {
        "en-GB": { title: "Seven", description: "Seven questions" },
        "en-US": { title: "Seven", description: "Seven questions" },
      },
      priceMicros: 1_490_000,
      currency: "NPR",
      active: true,
      sortOrder: 0,
    });
    await expect(newPack("created")).rejects.toThrow(/^A pack with sku "created" already exists; use update-pack\.$/);
  });

  it("changes only the given fields, the title and description in both locales", async () => {
    await newPack("changed", 1_000_000);
    const titled = await updatePack(suite.database.db, "changed", { title: "New title" });
    expect(titled.listings).toEqual({
      "en-GB": { title: "New title", description: "changed text" },
      "en-US": { title: "New title", description: "changed text" },
    });
    expect(titled).toMatchObject({ queries: 5, priceMicros: 1_000_000, currency: "USD", active: true, sortOrder: 0 });
    const described = await updatePack(suite.database.db, "changed", { description: "New text" });
    expect(described.listings["en-US"]).toEqual({ title: "New title", description: "New text" });
    const repriced = await updatePack(suite.database.db, "changed", {
      queries: 8,
      priceMicros: 2_500_000,
      currency: "INR",
      active: false,
      sortOrder: 9,
    });
    expect(repriced).toMatchObject({
      queries: 8,
      priceMicros: 2_500_000,
      currency: "INR",
      active: false,
      sortOrder: 9,
      listings: described.listings,
    });
  });

  it("fills a locale the pack lacked when the title changes, and refuses an unknown sku", async () => {
    await suite.database.db.insert(questionPacks).values({
      sku: "us-only",
      queries: 2,
      listings: { "en-US": { title: "Two", description: "Two questions" } },
      priceMicros: 500_000,
    });
    expect((await updatePack(suite.database.db, "us-only", { title: "Deux" })).listings).toEqual({
      "en-GB": { title: "Deux", description: "" },
      "en-US": { title: "Deux", description: "Two questions" },
    });
    await suite.database.db.insert(questionPacks).values({
      sku: "us-only-2",
      queries: 2,
      listings: { "en-US": { title: "Two", description: "Two questions" } },
      priceMicros: 500_000,
    });
    // A change without a title or description leaves the listings as they were.
    expect((await updatePack(suite.database.db, "us-only-2", { priceMicros: 600_000 })).listings).toEqual({
      "en-US": { title: "Two", description: "Two questions" },
    });
    expect((await updatePack(suite.database.db, "us-only-2", { description: "Zwei" })).listings).toEqual({
      "en-GB": { title: "", description: "Zwei" },
      "en-US": { title: "Two", description: "Zwei" },
    });
    await expect(updatePack(suite.database.db, "no-such-pack", { queries: 1 })).rejects.toThrow(
      /^No pack has sku "no-such-pack"\.$/,
    );
  });
});
