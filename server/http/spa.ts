// Serves the built single-page app: hashed assets cached for a year, index.html and the service
// worker never cached, and every other non-API GET answered with the app so client routes work (but a missing
// file under /assets/ is a 404). An entry screen, and any path the app does not know, is answered with its
// prerendered shell in the reader's language (shared/app-paths.ts); the other routes with index.html. Source maps
// only outside production unless SERVE_SOURCE_MAPS=true.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { isLanguage, type Language, languageFromAcceptLanguage } from "../../contract/language";
import { SHELLS_DIR, shellNameFor } from "../../shared/app-paths";
import { LANGUAGE_COOKIE } from "../../shared/language-cookie";
import type { Config } from "../config";

const NO_CACHE = "no-cache";
const ASSETS_PREFIX = "/assets/";
const IMMUTABLE = "public, max-age=31536000, immutable";
const noCacheFiles = new Set(["/index.html", "/sw.js", "/sw-shells.js", "/registerSW.js", "/manifest.webmanifest"]);

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

/** The reader's language: the choice the client keeps in a cookie, else the browser's Accept-Language. */
function readerLanguage(c: Context): Language {
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  return isLanguage(chosen) ? chosen : languageFromAcceptLanguage(c.req.header("Accept-Language"));
}

/** The built files read once and kept: index.html and the shells (a few KB each). A missing one is looked for again. */
function fileCache(root: string) {
  const files = new Map<string, string>();
  return (relative: string): string | undefined => {
    let text = files.get(relative);
    const file = path.join(root, relative);
    if (text === undefined && existsSync(file)) {
      text = readFileSync(file, "utf8");
      files.set(relative, text);
    }
    return text;
  };
}

export function spaRoutes(config: Pick<Config, "STATIC_DIR" | "NODE_ENV" | "SERVE_SOURCE_MAPS">) {
  const root = path.resolve(config.STATIC_DIR);
  const read = fileCache(root);
  /** The page for a client route: its shell in the reader's language when it has one, else index.html. */
  const pageFor = (c: Context): string | undefined => {
    const shell = shellNameFor(c.req.path);
    if (shell === null) return read("index.html");
    // The same address answers in each language: caches must keep them apart.
    c.header("Vary", "Cookie, Accept-Language");
    return read(`${SHELLS_DIR}/${readerLanguage(c)}/${shell}.html`) ?? read("index.html");
  };
  const answerPage = (c: Context) => {
    const html = pageFor(c);
    if (html === undefined) return c.text("The app is not built yet: run `npm run build`.", 503);
    c.header("Cache-Control", NO_CACHE);
    return c.html(html);
  };

  const app = new Hono();
  if (!sourceMapsServed(config)) app.get("*", (c, next) => (c.req.path.endsWith(".map") ? notFound(c) : next()));
  // "/" is a client route too: answered before the static files, which would give index.html.
  app.get("/", answerPage);
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
  app.get("*", answerPage);
  return app;
}
