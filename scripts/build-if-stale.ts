// `npm run build:if-stale [-- --server-only]`: rebuilds the server and the SPA when older than their sources.
// `npm start` runs it (as a child process) outside production, so a start after an edit serves the edit.
import { existsSync, statSync } from "node:fs";
import { buildSpaIfStale, newestMtime } from "./spa-build";

const serverSources = ["server", "scripts", "package.json"];
const builtServer = "build/server/main.js";

const builtAt = existsSync(builtServer) ? statSync(builtServer).mtimeMs : 0;
if (serverSources.some((source) => newestMtime(source) > builtAt)) await import("./build-server");
if (!process.argv.includes("--server-only")) await buildSpaIfStale();
