// The gazetteer search: folding, aliases, ranking (exact, prefix, word prefix, infix; then population).
import { beforeAll, describe, expect, it } from "vitest";
import { citySearchRequest } from "../../../contract/cities";
import { foldForSearch, isCityQueryLongEnough } from "../../../contract/search-fold";
import { CITY_ALIASES } from "../../../server/places/aliases";
import { cityById, MAX_RESULTS, resolvePlace, searchCities } from "../../../server/places/gazetteer";
import { DEVANAGARI_CITIES, placeIn } from "../../../shared/devanagari-places";

const names = (query: string) => searchCities(query).map((c) => `${c.name}/${c.country_code}`);

describe("folding", () => {
  it("ignores case, diacritics and punctuation", () => {
    expect(foldForSearch("São  Paulo")).toBe("sao paulo");
    expect(foldForSearch("ZÜRICH")).toBe("zurich");
    expect(foldForSearch("Łódź")).toBe("lodz");
    expect(foldForSearch("St. John's")).toBe("st john s");
  });

  it("keeps Devanagari's vowel signs and virama, and folds its common spelling variants", () => {
    expect(foldForSearch("पोखरा")).toBe("पोखरा");
    expect(foldForSearch("काठमाडौँ")).toBe(foldForSearch("काठमाडौं"));
    expect(foldForSearch("गाज़ियाबाद")).toBe("गाजियाबाद");
  });

  it("counts a query's length one way for the form and the server ('पोख' is three characters on both sides)", () => {
    expect(isCityQueryLongEnough("पोख")).toBe(true);
    expect(citySearchRequest.safeParse({ city: "पोख" }).success).toBe(true);
    expect(isCityQueryLongEnough("पो")).toBe(false);
    expect(citySearchRequest.safeParse({ city: "पो" }).success).toBe(false);
    expect(isCityQueryLongEnough(" k. ")).toBe(false);
  });
});

describe("city search", () => {
  // The first use loads ~138k cities (a few seconds on a busy machine).
  beforeAll(() => {
    searchCities("warm up");
  }, 60_000);

  it("answers nothing under three characters", () => {
    expect(searchCities("ka")).toEqual([]);
    expect(searchCities(" k. ")).toEqual([]);
  });

  it("finds a city case- and diacritics-insensitively, with its country, zone and coordinates", () => {
    const [first] = searchCities("KATHMANDU");
    expect(first).toMatchObject({
      name: "Kathmandu",
      country_name: "Nepal",
      country_code: "NP",
      timezone: "Asia/Kathmandu",
    });
    expect(first?.lat).toBeCloseTo(27.7, 1);
    expect(first?.lon).toBeCloseTo(85.32, 1);
    expect(names("sao paulo")[0]).toBe("São Paulo/BR");
    expect(names("zurich")[0]).toBe("Zürich/CH");
  });

  it("finds current names from former ones ('Bombay' finds Mumbai, 'Madras' Chennai)", () => {
    expect(names("Bombay")[0]).toBe("Mumbai/IN");
    expect(names("madras")).toContain("Chennai/IN");
    expect(names("Calcutta")).toContain("Kolkata/IN");
  });

  it("finds the cities of Nepal and India by their Nepali and Hindi names", () => {
    expect(names("पोखरा")[0]).toBe("Pokhara/NP");
    expect(names("पोख")[0]).toBe("Pokhara/NP");
    expect(names("काठमाडौं")[0]).toBe("Kathmandu/NP");
    expect(names("काठमांडू")[0]).toBe("Kathmandu/NP");
    expect(names("मुंबई")[0]).toBe("Mumbai/IN");
    for (const city of DEVANAGARI_CITIES) {
      for (const spelling of [city.ne, city.hi ?? city.ne]) {
        expect(
          searchCities(spelling).some(
            (c) => c.country_code === city.country && foldForSearch(c.name) === foldForSearch(city.name),
          ),
          spelling,
        ).toBe(true);
      }
    }
  });

  it("writes a stored birth place in the reader's language: Devanagari for Nepal and India", () => {
    expect(placeIn("ne", "Pokhara", "Nepal")).toBe("पोखरा, नेपाल");
    expect(placeIn("hi", "Kathmandu", "Nepal")).toBe("काठमांडू, नेपाल");
    expect(placeIn("ne", "Kathmandu", "Nepal")).toBe("काठमाडौं, नेपाल");
    expect(placeIn("hi", "Mumbai", "India")).toBe("मुंबई, भारत");
    expect(placeIn("en", "Pokhara", "Nepal")).toBe("Pokhara, Nepal");
    expect(placeIn("ne", "London", "United Kingdom")).toBe("London, United Kingdom");
  });

  it("resolves every alias to a city in the data set", () => {
    for (const alias of CITY_ALIASES) {
      expect(names(alias.alias), alias.alias).toContain(`${alias.name}/${alias.country}`);
    }
  });

  it("ranks exact names, then prefixes, then word prefixes, then infixes; larger population first", () => {
    const london = searchCities("london");
    expect(london[0]).toMatchObject({ name: "London", country_code: "GB" });
    const exact = london.filter((c) => c.name === "London");
    // Exact matches come first and by population.
    expect(london.slice(0, exact.length).every((c) => c.name === "London")).toBe(true);
    const populations = exact.map((c) => c.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));

    // Every answer is ordered by tier, then population, whatever the query.
    const tier = (name: string, q: string) => {
      const n = foldForSearch(name);
      if (n === q) return 0;
      if (n.startsWith(q)) return 1;
      if (n.split(" ").some((_w, i) => i > 0 && n.split(" ").slice(i).join(" ").startsWith(q))) return 2;
      return 3;
    };
    for (const q of ["york", "delhi", "ndon", "pokhara", "ville"]) {
      const ranked = searchCities(q).map((c) => ({ tier: tier(c.name, q), population: c.population }));
      for (let i = 1; i < ranked.length; i++) {
        const [prev, cur] = [ranked[i - 1], ranked[i]] as [(typeof ranked)[number], (typeof ranked)[number]];
        expect(cur.tier).toBeGreaterThanOrEqual(prev.tier);
        if (cur.tier === prev.tier) expect(cur.population).toBeLessThanOrEqual(prev.population);
      }
    }
    // "new york": the exact-prefix city first, names with a later word "new york..." after prefixes.
    expect(names("new york")[0]).toBe("New York City/US");

    // "umbai": only inside names, so infix matches answer it, the most populous first.
    expect(names("umbai")[0]).toBe("Mumbai/IN");
  });

  it("answers at most 20 results, each with the fields the client shows", () => {
    const results = searchCities("san");
    expect(results).toHaveLength(MAX_RESULTS);
    for (const r of results) {
      expect(r).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        country_name: expect.any(String),
        country_code: expect.stringMatching(/^[A-Z]{2}$/),
        region: expect.toSatisfy((v: unknown) => v === null || typeof v === "string"),
        lat: expect.any(Number),
        lon: expect.any(Number),
        timezone: expect.any(String),
        population: expect.any(Number),
      });
    }
  });

  it("finds a city again by its id, and resolves typed places with or without a country", () => {
    const [kathmandu] = searchCities("kathmandu");
    expect(cityById(kathmandu?.id ?? 0)?.name).toBe("Kathmandu");
    expect(cityById(-1)).toBeNull();
    expect(resolvePlace("Paris")?.country_code).toBe("FR");
    expect(resolvePlace("Paris", "United States")?.country_code).toBe("US");
    expect(resolvePlace("Paris", "US")?.country_code).toBe("US");
    expect(resolvePlace("paris, france")?.country_code).toBe("FR");
    expect(resolvePlace("Kathmandu", "Peru")).toBeNull();
    expect(resolvePlace("Qwxzyville")).toBeNull();
    expect(resolvePlace("")).toBeNull();
  });
});
