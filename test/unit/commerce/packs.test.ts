// A question pack in Google Play's in-app product shape (server/commerce/packs.ts toInAppProduct).
import { describe, expect, it } from "vitest";
import { type QuestionPack, toInAppProduct } from "../../../server/commerce/packs";

const pack = (listings: QuestionPack["listings"]): QuestionPack => ({
  id: 1,
  sku: "questions_3",
  queries: 3,
  listings,
  priceMicros: 990_000,
  currency: "NPR",
  active: true,
  sortOrder: 1,
});

const gb = { title: "3 Questions", description: "British" };
const us = { title: "3 Questions", description: "American" };

describe("a pack as an in-app product", () => {
  it("carries the sku, the questions, both listings and the price in micros as a string", () => {
    const product = toInAppProduct(pack({ "en-GB": gb, "en-US": us }));
    expect(product).toEqual({
      sku: "questions_3",
      queries: 3,
      listings: { "en-GB": gb, "en-US": us },
      defaultPrice: { priceMicros: "990000", currency: "NPR" },
    });
    expect(Object.keys(product.listings)).toEqual(["en-GB", "en-US"]);
  });

  it("fills a missing locale from en-US first, then en-GB, and drops other locales", () => {
    const hindi = { title: "३ प्रश्न", description: "Hindi" };
    expect(toInAppProduct(pack({ "en-US": us, "hi-IN": hindi })).listings).toEqual({ "en-GB": us, "en-US": us });
    expect(toInAppProduct(pack({ "en-GB": gb })).listings).toEqual({ "en-GB": gb, "en-US": gb });
    expect(Object.keys(toInAppProduct(pack({ "hi-IN": hindi })).listings)).toEqual([]);
  });
});
