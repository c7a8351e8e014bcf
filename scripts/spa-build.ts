// Builds the SPA into dist/ when it is missing or older than any of its sources.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { build } from "vite";

const sourceRoots = [
  "src",
  "machines",
  "shared",
  "public",
  "index.html",
  "vite.config.ts",
  "scripts/prerender-shells.ts",
  "scripts/sw-shells.ts",
  "package.json",
];

/** Last change time of a file, or of the newest file under a directory; 0 when missing. */
export function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function spaIsStale(root = process.cwd(), outDir = "dist"): boolean {
  const builtIndex = path.join(root, outDir, "index.html");
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sourceRoots.some((entry) => newestMtime(path.join(root, entry)) > builtAt);
}

export async function buildSpaIfStale(root = process.cwd()): Promise<boolean> {
  if (!spaIsStale(root)) return false;
  console.log("Building the app (dist/ is missing or older than the sources)...");
  // Always a production build: test runners set NODE_ENV=test, which would otherwise give a build with
  // development React and the dev-only gallery, and `npm start` would then serve it.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ root, mode: "production", logLevel: "warn" });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  return true;
}
