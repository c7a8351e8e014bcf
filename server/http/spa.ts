// Serves the built single-page app: hashed assets cached for a year, index.html and the service
// worker never cached, and every other non-API GET answered with index.html so client routes work (but a missing
// file under /assets/ is a 404). Source maps only outside production unless SERVE_SOURCE_MAPS=true.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import type { Config } from "../config";

const NO_CACHE = "no-cache";
const ASSETS_PREFIX = "/assets/";
const IMMUTABLE = "public, max-age=31536000, immutable";
const noCacheFiles = new Set(["/index.html", "/sw.js", "/registerSW.js", "/manifest.webmanifest"]);

function cacheControlFor(urlPath: string): string {
  if (noCacheFiles.has(urlPath) || urlPath.endsWith(".html")) return NO_CACHE;
  // Vite fingerprints everything under /assets; other public files may change between releases.
  if (urlPath.startsWith(ASSETS_PREFIX)) return IMMUTABLE;
  return "public, max-age=3600";
}

/** Source maps give the app's full source away: published outside production, or when asked for. */
export function sourceMapsServed(config: Pick<Config, "NODE_ENV" | "SERVE_SOURCE_MAPS">): boolean {
  return config.NODE_ENV !== "production" || config.SERVE_SOURCE_MAPS;
}

const notFound = (c: Context) => c.text("Not found.", 404);

export function spaRoutes(config: Pick<Config, "STATIC_DIR" | "NODE_ENV" | "SERVE_SOURCE_MAPS">) {
  const root = path.resolve(config.STATIC_DIR);
  const indexPath = path.join(root, "index.html");
  let indexHtml: string | undefined;
  const readIndex = () => {
    if (indexHtml === undefined && existsSync(indexPath)) indexHtml = readFileSync(indexPath, "utf8");
    return indexHtml;
  };

  const app = new Hono();
  if (!sourceMapsServed(config)) app.get("*", (c, next) => (c.req.path.endsWith(".map") ? notFound(c) : next()));
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
  // A missing build file is a 404: answering the app shell would hand HTML to a script or style request (and a
  // client with an old index.html would cache it as the file).
  app.get(`${ASSETS_PREFIX}*`, notFound);
  app.get("*", (c) => {
    const html = readIndex();
    if (html === undefined) return c.text("The app is not built yet: run `npm run build`.", 503);
    c.header("Cache-Control", NO_CACHE);
    return c.html(html);
  });
  return app;
}
