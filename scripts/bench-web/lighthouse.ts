// Lighthouse 12 (mobile emulation, simulated throttling: its defaults, and the same with the CPU slowed down further)
// on pages of the real app, in Debian's Chromium. Each page gets its own browser profile that a real visit prepared
// first (scripts/bench-web/pages.ts), because the route guards send a first-time visitor of /questions, /kundali or
// /chat elsewhere; a first visit's profile is fresh, with only the browser's language set. Every run starts a
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
  /** The CPU slowdown the run simulated (Lighthouse's mobile default is 4). */
  cpuSlowdown: number;
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

/** Opens `target` in `profile` and checks it is shown where and in the language it must be measured. */
async function checkLanding(profile: string, baseUrl: string, target: PageToMeasure) {
  const checking = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  try {
    const page = await checking.newPage();
    await page.goto(`${baseUrl}${target.path}`);
    await page.waitForLoadState("networkidle");
    const landed = new URL(page.url()).pathname;
    const lang = await page.evaluate(() => document.documentElement.lang);
    const expected = target.landsOn ?? target.path;
    if (landed !== expected) throw new Error(`${target.name}: the prepared profile lands on ${landed}`);
    if (target.language && lang !== target.language) throw new Error(`${target.name}: the page is in "${lang}"`);
  } finally {
    await checking.close();
  }
}

/**
 * A fresh profile whose browser asks for `language` first (Accept-Language and navigator.languages, as a phone set
 * to that language): Chromium's own preference, read when the profile opens.
 */
function freshProfile(profile: string, language: string | null) {
  if (!language) return;
  mkdirSync(path.join(profile, "Default"), { recursive: true });
  writeFileSync(
    path.join(profile, "Default", "Preferences"),
    JSON.stringify({ intl: { accept_languages: language === "en" ? "en-US,en" : `${language},en-US,en` } }),
  );
}

/**
 * Prepares `target`'s profile in a new directory (removed by the caller) with a real visit, then opens the page once
 * more in it and checks that it stays on `target.path` (or its `landsOn`) in `target.language`: a profile that would
 * measure another page or language is a crash, not a figure. A first visit's profile is fresh and is checked on a
 * throw-away copy, so it keeps nothing stored.
 */
export async function prepareProfile(baseUrl: string, target: PageToMeasure): Promise<string> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "kundali-bench-web-profile-"));
  try {
    if (target.prepare === null) {
      freshProfile(profile, target.language);
      const copy = coldCopy(profile);
      try {
        await checkLanding(copy, baseUrl, target);
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
      return profile;
    }
    const preparing = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: chromiumFlags,
    });
    try {
      const page = await preparing.newPage();
      await target.prepare(page, baseUrl);
    } finally {
      await preparing.close();
    }
    await checkLanding(profile, baseUrl, target);
    return profile;
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
}

/** Lighthouse could not measure this load (e.g. NO_NAVSTART, a trace lost on a busy machine): worth another run. */
export class LighthouseRunError extends Error {}

/** Lighthouse's default mobile CPU slowdown. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * One Lighthouse run of `target` on a cold copy of `profile`, its simulated CPU `cpuSlowdown` times slower than this
 * machine's (`--throttling.cpuSlowdownMultiplier`). With `reportDir`, the full report is kept there.
 */
export async function lighthouseRun(
  baseUrl: string,
  target: PageToMeasure,
  profile: string,
  run: number,
  cpuSlowdown: number,
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
      // merged into the mobile profile's throttling (its latency and bandwidth stay)
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.name}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse on ${target.name}: ${lhr.runtimeError.message}`);
    const throttling = lhr.configSettings.throttling;
    if (throttling.cpuSlowdownMultiplier !== cpuSlowdown || throttling.rttMs !== 150) {
      throw new Error(`Lighthouse simulated ${JSON.stringify(throttling)}, not the mobile profile at ${cpuSlowdown}x`);
    }
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = `${target.name}-cpu${cpuSlowdown}-${run}`;
      writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 1));
      // The observed (unthrottled) trace the simulation starts from: which tasks its blocking time comes from.
      writeFileSync(path.join(reportDir, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
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
      cpuSlowdown,
      finalUrl: lhr.finalDisplayedUrl,
      flagged: flaggedAudits(lhr),
    };
  } finally {
    await browser.close();
    rmSync(copy, { recursive: true, force: true });
  }
}
