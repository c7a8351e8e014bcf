// npm run bench:chart: complete charts per second on one thread (positions, speeds, ascendant, houses,
// dignities, nakshatras, D9 and the Vimshottari tree), over births spread across 1900-2050, also with the 729
// pratyantardashas filled (an output option, off in stored charts); and Ashtakoot
// matches per second on charts computed beforehand, each bride paired with a different groom.
import { computeChartFor, resolveBirth } from "../server/astro/chart";
import { siderealSnapshot } from "../server/astro/ephemeris";
import { ashtakoot } from "../server/jyotish/matching";

const N = Number(process.env.BENCH_CHARTS ?? 20_000);
const start = Date.UTC(1900, 0, 1);
const span = Date.UTC(2050, 0, 1) - start;
const births = Array.from({ length: N }, (_, i) =>
  resolveBirth(
    { utc: new Date(start + ((i * 7_919_993_111) % span)) },
    -60 + ((i * 37) % 120),
    -180 + ((i * 53) % 360),
  ),
);

function run(label: string, fn: (i: number) => unknown, unit = "charts/s") {
  for (let i = 0; i < Math.min(2000, N); i++) fn(i); // warm-up for the JIT
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < N; i++) fn(i);
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(
    `${label.padEnd(44)} ${Math.round(N / seconds)
      .toLocaleString("en-US")
      .padStart(8)} ${unit}`,
  );
}

console.log(`${N} births, 1900-2050, node ${process.version}, one thread`);
run("positions + speeds + ascendant (mean node)", (i) => {
  const b = births[i % N];
  if (b) siderealSnapshot(new Date(b.utc), b.lat, b.lon, "mean");
});
run("complete chart (mean node)", (i) => {
  const b = births[i % N];
  if (b) computeChartFor(b, "mean");
});
run("complete chart with pratyantardashas", (i) => {
  const b = births[i % N];
  if (b) computeChartFor(b, "mean", { pratyantardashas: true });
});
run("complete chart (true node)", (i) => {
  const b = births[i % N];
  if (b) computeChartFor(b, "true");
});
const charts = births.slice(0, Math.min(N, 2_000)).map((b) => computeChartFor(b, "mean"));
run(
  "matches per second (in process)",
  (i) => {
    const bride = charts[i % charts.length];
    const groom = charts[(i * 7 + 1 + Math.floor(i / charts.length)) % charts.length];
    if (bride && groom) ashtakoot(bride, groom);
  },
  "matches/s",
);
