// Cross-check of the chart engine against Swiss Ephemeris, which is NOT a dependency of this project.
// Build it once outside the repository, then point SWEPH_DIR at it:
//   mkdir -p /tmp/swecheck && cd /tmp/swecheck && npm init -y && npm install --no-audit --no-fund sweph
//   cd node_modules/sweph   # if npm skipped its install scripts: run its "preinstall" command from package.json,
//   node-gyp rebuild --nodedir=/usr   # (npm's bundled node-gyp; --nodedir avoids downloading headers)
//   cd /work/main && SWEPH_DIR=/tmp/swecheck npx tsx scripts/compare-swisseph.ts [charts]
// Without ephemeris files Swiss Ephemeris uses its Moshier theory (about 1" from JPL for the planets).
// Prints the largest difference per body in arcseconds over births spread across 1900-2050, then the ascendant
// inside the polar circles (66.6-72° N and S), where the engine follows Swiss Ephemeris's convention: the
// ascendant 0-180° ahead of the MC (swehouse.c), so a swapped ascendant/descendant would show as ~648000".
import { createRequire } from "node:module";
import { computeChart } from "../server/astro/chart";
import { isInsidePolarCircle } from "../server/astro/polar";
import { BODY_NAMES, type BodyName } from "../server/astro/types";

interface SwephCalc {
  data: number[];
}
interface Sweph {
  constants: Record<string, number>;
  set_sid_mode(mode: number, t0: number, ayanT0: number): void;
  calc_ut(jd: number, body: number, flags: number): SwephCalc;
  houses_ex(jd: number, flags: number, lat: number, lon: number, system: string): { data: { points: number[] } };
}

const dir = process.env.SWEPH_DIR;
if (!dir) {
  console.error("Set SWEPH_DIR to a folder where the sweph npm package is installed (see the top of this file).");
  process.exit(2);
}
const swe = createRequire(`${dir.replace(/\/$/, "")}/`)("sweph") as Sweph;
const C = swe.constants;
const constant = (name: string) => C[name] as number;
swe.set_sid_mode(constant("SE_SIDM_LAHIRI"), 0, 0);
const flags = constant("SEFLG_MOSEPH") | constant("SEFLG_SIDEREAL") | constant("SEFLG_SPEED");
const swissIds: Partial<Record<BodyName, number>> = {
  sun: constant("SE_SUN"),
  moon: constant("SE_MOON"),
  mars: constant("SE_MARS"),
  mercury: constant("SE_MERCURY"),
  jupiter: constant("SE_JUPITER"),
  venus: constant("SE_VENUS"),
  saturn: constant("SE_SATURN"),
  rahu: constant("SE_MEAN_NODE"),
};

const diff = (a: number, b: number) => ((((a - b) % 360) + 540) % 360) - 180;
const charts = Number(process.argv[2] ?? 300);
const start = Date.UTC(1900, 0, 1);
const span = Date.UTC(2050, 0, 1) - start;
const worst: Record<string, number> = {};
const note = (key: string, arcsec: number) => {
  worst[key] = Math.max(worst[key] ?? 0, arcsec);
};
let signDisagreements = 0;
for (let i = 0; i < charts; i++) {
  const ms = start + ((i * 79_199_931_117) % span);
  const lat = -55 + ((i * 37) % 115);
  const lon = -180 + ((i * 53) % 360);
  const jd = ms / 86_400_000 + 2440587.5;
  const ours = computeChart({ utc: new Date(ms) }, lat, lon);
  for (const body of BODY_NAMES) {
    const id = swissIds[body];
    if (id === undefined) continue;
    const theirs = swe.calc_ut(jd, id, flags).data[0] as number;
    note(body, Math.abs(diff(ours.bodies[body].lon, theirs)) * 3600);
    if (Math.floor(ours.bodies[body].lon / 30) !== Math.floor(theirs / 30)) signDisagreements++;
  }
  const trueNode = computeChart({ utc: new Date(ms) }, lat, lon, { node: "true" }).bodies.rahu.lon;
  note(
    "rahu (true node)",
    Math.abs(diff(trueNode, swe.calc_ut(jd, constant("SE_TRUE_NODE"), flags).data[0] as number)) * 3600,
  );
  const ascendant = swe.houses_ex(jd, constant("SEFLG_SIDEREAL"), lat, lon, "W").data.points[0] as number;
  note("ascendant", Math.abs(diff(ours.ascendant.lon, ascendant)) * 3600);
}
console.log(`largest difference from Swiss Ephemeris (Moshier), arcseconds, over ${charts} charts 1900-2050:`);
for (const [key, value] of Object.entries(worst)) console.log(`  ${key.padEnd(18)} ${value.toFixed(2)}`);
console.log(`sign disagreements: ${signDisagreements}`);

// Polar latitudes: every hour-ish of the sidereal day at each latitude, both hemispheres.
let polarWorst = 0;
let polarSigns = 0;
let polarCharts = 0;
let polarInside = 0;
for (let i = 0; i < charts; i++) {
  const ms = start + ((i * 79_199_931_117) % span);
  const magnitude = 66.6 + ((i * 0.537) % 5.4);
  for (const lat of [magnitude, -magnitude]) {
    const lon = -180 + ((i * 53) % 360);
    const jd = ms / 86_400_000 + 2440587.5;
    const ours = computeChart({ utc: new Date(ms) }, lat, lon).ascendant.lon;
    const theirs = swe.houses_ex(jd, constant("SEFLG_SIDEREAL"), lat, lon, "W").data.points[0] as number;
    polarWorst = Math.max(polarWorst, Math.abs(diff(ours, theirs)) * 3600);
    if (Math.floor(ours / 30) !== Math.floor(theirs / 30)) polarSigns++;
    if (isInsidePolarCircle(lat, new Date(ms))) polarInside++;
    polarCharts++;
  }
}
console.log(
  `polar ascendant (66.6-72° N and S, ${polarCharts} charts, ${polarInside} inside the circle): ` +
    `largest difference ${polarWorst.toFixed(2)}", sign disagreements: ${polarSigns}`,
);
