// Serves the built single-page app: hashed assets cached for a year, index.html and the service
// worker never cached, and every other non-API GET answered with index.html so client routes work.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

const NO_CACHE = "no-cache";
const IMMUTABLE = "public, max-age=31536000, immutable";
const noCacheFiles = new Set(["/index.html", "/sw.js", "/registerSW.js", "/manifest.webmanifest"]);

function cacheControlFor(urlPath: string): string {
  if (noCacheFiles.has(urlPath) || urlPath.endsWith(".html")) return NO_CACHE;
  // Vite fingerprints everything under /assets; other public files may change between releases.
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  return "public, max-age=3600";
}

export function spaRoutes(staticDir: string) {
  const root = path.resolve(staticDir);
  const indexPath = path.join(root, "index.html");
  let indexHtml: string | undefined;
  const readIndex = () => {
    if (indexHtml === undefined && existsSync(indexPath)) indexHtml = readFileSync(indexPath, "utf8");
    return indexHtml;
  };

  const app = new Hono();
  app.use(
    "*",
    serveStatic({
      root: path.relative(process.cwd(), root) || ".",
      // The build writes .br and .gz beside each text file (vite.config.ts); sent when the browser accepts them.
      precompressed: true,
      onFound: (filePath, c) => {
        c.header("Cache-Control", cacheControlFor(`/${path.relative(root, filePath).split(path.sep).join("/")}`));
      },
    }),
  );
  app.get("*", (c) => {
    const html = readIndex();
    if (html === undefined) return c.text("The app is not built yet: run `npm run build`.", 503);
    c.header("Cache-Control", NO_CACHE);
    return c.html(html);
  });
  return app;
}
