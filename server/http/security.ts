// Security headers for every answer (API and app) and CORS for the API.
// The CSP allows only what the app loads: its own files, the kept frame's inline script (by its hash), the reCAPTCHA
// v3 script and frame (under /recaptcha/ of google.com / gstatic.com), data:/blob: images (the chart canvas exports),
// inline style attributes (React components set them). Nothing may frame the app, except that the app's own policy pages
// (under /policies/) may be framed by the app itself for the policy modal.
import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { secureHeaders } from "hono/secure-headers";
import { KEPT_FRAME_SCRIPT } from "../../shared/kept-frame-script";
import type { Config } from "../config";

// Path-restricted, as Google's reCAPTCHA FAQ gives them: a bare https://www.google.com would also admit its JSONP
// endpoints (e.g. /complete/search?jsonp=...), a known way around a host allowlist.
const RECAPTCHA_SCRIPTS = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];
const RECAPTCHA_FRAMES = ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"];
/** The one inline script the app's pages run: the kept frame's, admitted by its hash. */
const KEPT_FRAME_SCRIPT_HASH = `'sha256-${createHash("sha256").update(KEPT_FRAME_SCRIPT).digest("base64")}'`;
/** Paths whose pages the app shows in a frame of its own (the privacy and usage policy modal). */
export const SELF_FRAMEABLE_PREFIX = "/policies/";

function headersFor(config: Config, frameAncestors: "'none'" | "'self'") {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", KEPT_FRAME_SCRIPT_HASH, ...RECAPTCHA_SCRIPTS],
      frameSrc: ["'self'", ...RECAPTCHA_FRAMES],
      connectSrc: ["'self'", ...RECAPTCHA_SCRIPTS],
      imgSrc: ["'self'", "data:", "blob:"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'", "data:"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: [frameAncestors],
    },
    // HSTS only means something over TLS; sending it from a plain-http dev server would be wrong.
    strictTransportSecurity: config.PUBLIC_URL.startsWith("https:") ? "max-age=31536000; includeSubDomains" : false,
    xFrameOptions: frameAncestors === "'none'" ? "DENY" : "SAMEORIGIN",
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    // The reCAPTCHA script is cross-origin; cross-origin isolation would block it.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: "same-origin-allow-popups",
  });
}

export function securityHeaders(config: Config): MiddlewareHandler {
  const strict = headersFor(config, "'none'");
  const frameable = headersFor(config, "'self'");
  return (c, next) => (c.req.path.startsWith(SELF_FRAMEABLE_PREFIX) ? frameable(c, next) : strict(c, next));
}

/** CORS for the API: only the configured origins (CORS_ORIGINS); tokens travel in headers, never cookies. */
export function apiCors(config: Config): MiddlewareHandler {
  const allowed = new Set(config.CORS_ORIGINS.map((url) => new URL(url).origin));
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    allowHeaders: ["Authorization", "Content-Type"],
    exposeHeaders: ["Retry-After"],
    maxAge: 600,
    credentials: false,
  });
}
