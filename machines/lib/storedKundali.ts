// The guest's or user's chart as the app keeps it in its store (docs/product.md §3 Kundali): the birth details it was made
// from and what POST /api/astro-details answered.
import type { ChartHouse } from "../../contract/charts";

export interface Kundali {
  horoscope_sign: string;
  session_id: string;
  interpretation: string;
  chart: ChartHouse[];
  name: string;
  gender: string;
  birth_date: string;
  birth_time: string;
  birth_place: string;
  country: string;
}
