import { describe, expect, it } from "vitest";
import { placeLabel } from "../../../machines/lib/placeLabel";

// The birth place reads the same on /kundali and /profile however the details were kept.
describe("placeLabel", () => {
  it.each([
    ["a picked suggestion's label", "Kathmandu, Nepal", "Nepal", "Kathmandu, Nepal"],
    ["the server chart's city and country", "Kathmandu", "Nepal", "Kathmandu, Nepal"],
    ["whatever the country's case", "Kathmandu, nepal", "Nepal", "Kathmandu, nepal"],
    ["a typed place without a country", "Kathmandu", "", "Kathmandu"],
    ["a missing country", "Kathmandu", null, "Kathmandu"],
    ["a missing place", "null", "Nepal", "Nepal"],
    ["nothing", undefined, undefined, ""],
  ])("%s", (_case, place, country, expected) => {
    expect(placeLabel(place, country)).toBe(expected);
  });
});

describe("placeLabel with spaces kept around the parts", () => {
  it("trims the city and the country", () => {
    expect(placeLabel(" Kathmandu ", " Nepal ")).toBe("Kathmandu, Nepal");
    expect(placeLabel(" Kathmandu, Nepal ", "Nepal")).toBe("Kathmandu, Nepal");
  });
});

// A Nepali or Hindi reader sees the places of Nepal and India in Devanagari, however the place was kept.
describe("placeLabel in Nepali and Hindi", () => {
  it.each([
    ["ne", "a picked suggestion's label", "Pokhara, Nepal", "Nepal", "पोखरा, नेपाल"],
    ["ne", "the server chart's city and country", "Kathmandu", "Nepal", "काठमाडौं, नेपाल"],
    ["hi", "Hindi's own spelling", "Kathmandu", "Nepal", "काठमांडू, नेपाल"],
    ["hi", "a city of India", "Mumbai", "India", "मुंबई, भारत"],
    ["ne", "an unlisted town of Nepal: its country in Devanagari", "Khandbari", "Nepal", "Khandbari, नेपाल"],
    ["hi", "a place elsewhere keeps its GeoNames name", "London", "United Kingdom", "London, United Kingdom"],
    ["ne", "a typed place without a country", "पोखरा", "", "पोखरा"],
  ] as const)("%s: %s", (language, _case, place, country, expected) => {
    expect(placeLabel(place, country, language)).toBe(expected);
  });
});
