// npm run bench:panchang: a year of days (sunrise, sunset, the four angas at sunrise with their ends, rahu kaal) for
// one place per second on one thread, in drik and nepal mode, beside complete charts per second at the same place;
// the festivals of a day (computed only for the asked day, beside its panchang, in the API's answer); and the computed
// Bikram Sambat calendar's month starts per second (a sankranti each).
import { computeChartFor, resolveBirth } from "../server/astro/chart";
import { festivalsOn } from "../server/panchang/festivals";
import { computePanchang, type PanchangMode } from "../server/panchang/panchang";
import { computedMonthStart } from "../shared/calendar/bikram-sambat";

const YEARS = Number(process.env.BENCH_PANCHANG_YEARS ?? 3);
const KATHMANDU = { lat: 27.7017, lon: 85.3206, timeZone: "Asia/Kathmandu" };
const FIRST_DAY = Date.UTC(2024, 0, 1);
const isoDay = (i: number) => new Date(FIRST_DAY + i * 86_400_000).toISOString().slice(0, 10);

function timed(label: string, count: number, fn: (i: number) => unknown, per: (seconds: number) => string) {
  for (let i = 0; i < Math.min(60, count); i++) fn(i); // warm-up for the JIT
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < count; i++) fn(i);
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(`${label.padEnd(44)} ${per(seconds)}`);
}

console.log(`Kathmandu, ${YEARS} years of days from 2024, node ${process.version}, one thread`);
for (const mode of ["drik", "nepal"] as PanchangMode[]) {
  const days = YEARS * 365;
  timed(
    `panchang days (${mode})`,
    days,
    (i) => computePanchang(isoDay(i), KATHMANDU, mode),
    (s) => {
      const daysPerSecond = days / s;
      return `${Math.round(daysPerSecond).toLocaleString("en-US").padStart(8)} days/s = ${(daysPerSecond / 365).toFixed(1)} years/s`;
    },
  );
}
for (const mode of ["drik", "nepal"] as PanchangMode[]) {
  const days = 365;
  timed(
    `festival days (${mode})`,
    days,
    (i) => festivalsOn(isoDay(i), KATHMANDU, mode),
    (s) =>
      `${Math.round(days / s)
        .toLocaleString("en-US")
        .padStart(8)} days/s`,
  );
}
const charts = 2_000;
timed(
  "complete charts at the same place",
  charts,
  (i) =>
    computeChartFor(resolveBirth({ utc: new Date(FIRST_DAY + i * 3_600_000) }, KATHMANDU.lat, KATHMANDU.lon), "mean"),
  (s) =>
    `${Math.round(charts / s)
      .toLocaleString("en-US")
      .padStart(8)} charts/s`,
);
const months = 12 * 100;
timed(
  "computed BS month starts (BS 2100-2199)",
  months,
  (i) => computedMonthStart(2100 + Math.floor(i / 12), (i % 12) + 1),
  (s) =>
    `${Math.round(months / s)
      .toLocaleString("en-US")
      .padStart(8)} months/s`,
);
