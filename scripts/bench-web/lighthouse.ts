// Lighthouse 13 (mobile emulation, simulated throttling: its defaults) on pages of the real app, in Debian's
// Chromium. Each page gets its own browser profile that a real visit prepared first (scripts/bench-web/pages.ts),
// because the route guards send a first-time visitor of /questions, /kundali or /chat elsewhere. Every run starts a
// browser on a copy of that profile without its caches (HTTP, V8 code, service worker and Cache Storage), so each
// one is a cold load, and Lighthouse keeps the stored state (`disableStorageReset`).
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { chromiumPath } from "../../test/support/browser";
import type { PageToMeasure } from "./pages";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export interface PageScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Milliseconds (simulated). */
  fcp: number;
  lcp: number;
  tbt: number;
  /** Unitless. */
  cls: number;
  /** Bytes of JavaScript the load transferred (compressed, as sent). */
  jsTransferred: number;
  /** Lighthouse's measure of this machine's CPU speed at the run (higher is faster; its simulation does not use it). */
  benchmarkIndex: number;
  finalUrl: string;
  /** Audits that lost points in accessibility or best practices, performance metrics scored below 0.9, shifts. */
  flagged: Flag[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** What a cold load must not find: the HTTP and V8 code caches, the service worker and its caches. */
const coldLoadExcludes = new Set(["Cache", "Code Cache", "GPUCache", "Service Worker", "CacheStorage", "DawnCache"]);

/** A copy of the prepared profile with its storage (localStorage, IndexedDB, cookies) and none of its caches. */
function coldCopy(profile: string): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), "kundali-bench-web-run-"));
  cpSync(profile, copy, { recursive: true, filter: (source) => !coldLoadExcludes.has(path.basename(source)) });
  return copy;
}

function scoreOf(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function networkItems(lhr: Lhr): Array<Record<string, unknown>> {
  const requests = lhr.audits["network-requests"]?.details;
  return requests?.type === "table" ? (requests.items as Array<Record<string, unknown>>) : [];
}

/** A finding of one run; the same `what` in several runs is reported once, with each run's `value`. */
export interface Flag {
  what: string;
  value?: string;
}

function flaggedAudits(lhr: Lhr): Flag[] {
  const flagged: Flag[] = [];
  for (const id of ["accessibility", "best-practices"]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        flagged.push({ what: `${id}: ${audit.id}` });
    }
  }
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
      flagged.push({ what: `performance: ${audit.id}`, value: audit.displayValue });
    }
  }
  // What moved, and why (Lighthouse's own attribution, e.g. "Web font loaded").
  const shifts = lhr.audits["layout-shifts"]?.details;
  for (const item of shifts?.type === "table" ? (shifts.items as Array<Record<string, unknown>>) : []) {
    const node = item.node as { selector?: string } | undefined;
    const sub = item.subItems as { items?: Array<{ cause?: string }> } | undefined;
    const causes = [...new Set((sub?.items ?? []).map((cause) => cause.cause).filter(Boolean))].join(", ");
    flagged.push({
      what: `layout shift of ${node?.selector ?? "?"}${causes ? ` (${causes})` : ""}`,
      value: Number(item.score ?? 0).toFixed(3),
    });
  }
  // The Devanagari font is for Nepali and Hindi: on an English page it is a download its reader never needed.
  const fonts = networkItems(lhr).filter((item) => /noto-sans-devanagari/.test(String(item.url)));
  if (fonts.length > 0) {
    const bytes = fonts.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
    flagged.push({
      what: "Devanagari font files fetched",
      value: `${fonts.length} file(s), ${(bytes / 1024).toFixed(1)} KB`,
    });
  }
  // A cold load fetches every script: one that arrived without bytes came from a cache the run should not have had.
  const cached = networkItems(lhr).filter((item) => item.resourceType === "Script" && item.transferSize === 0).length;
  if (cached > 0) flagged.push({ what: "not a cold load: scripts from a cache", value: String(cached) });
  return flagged;
}

/**
 * Prepares `target`'s profile in a new directory (removed by the caller) with a real visit, then opens the page once
 * more in it and checks that it stays on `target.path` in `target.language`: a profile that would measure another
 * page or language is a crash, not a figure.
 */
export async function prepareProfile(baseUrl: string, target: PageToMeasure): Promise<string> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "kundali-bench-web-profile-"));
  try {
    const preparing = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: chromiumFlags,
    });
    try {
      const page = await preparing.newPage();
      await target.prepare(page, baseUrl);
      await page.goto(`${baseUrl}${target.path}`);
      await page.waitForLoadState("networkidle");
      const landed = new URL(page.url()).pathname;
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (landed !== target.path) throw new Error(`${target.name}: the prepared profile lands on ${landed}`);
      if (target.language && lang !== target.language) throw new Error(`${target.name}: the page is in "${lang}"`);
    } finally {
      await preparing.close();
    }
    return profile;
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
}

/** Lighthouse could not measure this load (e.g. NO_NAVSTART, a trace lost on a busy machine): worth another run. */
export class LighthouseRunError extends Error {}

/** One Lighthouse run of `target` on a cold copy of `profile`. With `reportDir`, the full report is kept there. */
export async function lighthouseRun(
  baseUrl: string,
  target: PageToMeasure,
  profile: string,
  run: number,
  reportDir?: string,
): Promise<PageScores> {
  const copy = coldCopy(profile);
  const port = await freePort();
  // Lighthouse drives this browser through the debugging port, in the copy's default context.
  const browser = await chromium.launchPersistentContext(copy, {
    executablePath: chromiumPath,
    args: [...chromiumFlags, `--remote-debugging-port=${port}`],
  });
  try {
    const result = await lighthouse(`${baseUrl}${target.path}`, {
      port,
      output: "json",
      logLevel: "error",
      disableStorageReset: true,
      onlyCategories: ["performance", "accessibility", "best-practices"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.name}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse on ${target.name}: ${lhr.runtimeError.message}`);
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(path.join(reportDir, `${target.name}-${run}.json`), JSON.stringify(lhr, null, 1));
      // The observed (unthrottled) trace the simulation starts from: which tasks its blocking time comes from.
      writeFileSync(path.join(reportDir, `${target.name}-${run}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    const jsTransferred = networkItems(lhr)
      .filter((item) => item.resourceType === "Script")
      .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
    return {
      performance: scoreOf(lhr.categories.performance?.score),
      accessibility: scoreOf(lhr.categories.accessibility?.score),
      bestPractices: scoreOf(lhr.categories["best-practices"]?.score),
      fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      jsTransferred,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      finalUrl: lhr.finalDisplayedUrl,
      flagged: flaggedAudits(lhr),
    };
  } finally {
    await browser.close();
    rmSync(copy, { recursive: true, force: true });
  }
}
