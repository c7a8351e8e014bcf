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
