// The validated birth details of a request (contract/charts.ts) as the chart service takes them.
import type { BirthRequest } from "../../contract/charts";
import type { BirthDetails } from "./service";

export function birthDetailsOf(input: BirthRequest): BirthDetails {
  return {
    name: input.name,
    gender: input.gender,
    birthDate: input.birth_date,
    birthTime: input.birth_time,
    birthPlace: input.birth_place,
    country: input.country ?? null,
    placeId: input.place_id ?? null,
  };
}
