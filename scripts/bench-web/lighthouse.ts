// Lighthouse 13 (mobile emulation, simulated throttling: its defaults) on pages of the real app, in Debian's
// Chromium. Each page gets its own browser profile that a real visit prepared first (e.g. a guest who skipped the
// walkthrough, or one who created a chart through the API), because the route guards send a first-time visitor of
// /questions or /kundali elsewhere. Every run starts a browser on a copy of that profile without its caches (HTTP,
// V8 code, service worker and Cache Storage), so each one is a cold load, and Lighthouse keeps the stored state
// (`disableStorageReset`).
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium, type Page } from "playwright-core";
import { chromiumPath } from "../../test/support/browser";

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
  /** Milliseconds, milliseconds, unitless. */
  lcp: number;
  tbt: number;
  cls: number;
  finalUrl: string;
  /** Audits that lost points in accessibility or best practices, and the main performance opportunities. */
  flagged: string[];
}

export interface PageToMeasure {
  path: string;
  /** Brings the profile into the state a real user on this page has. */
  prepare(page: Page, baseUrl: string): Promise<void>;
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

function flaggedAudits(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"]): string[] {
  const flagged: string[] = [];
  for (const id of ["accessibility", "best-practices"]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) flagged.push(`${id}: ${audit.id}`);
    }
  }
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
      flagged.push(`performance: ${audit.id} ${audit.displayValue ?? ""}`.trim());
    }
  }
  // A cold load fetches every script: one that arrived without bytes came from a cache the run should not have had.
  const requests = lhr.audits["network-requests"]?.details;
  const items = requests?.type === "table" ? requests.items : [];
  const cached = items.filter((item) => item.resourceType === "Script" && item.transferSize === 0).length;
  if (cached > 0) flagged.push(`not a cold load: ${cached} script(s) came from a cache`);
  return flagged;
}

/** `runs` Lighthouse runs on one page; returns every run. With `reportDir`, each run's full report is kept there. */
export async function lighthousePage(
  baseUrl: string,
  target: PageToMeasure,
  runs: number,
  reportDir?: string,
): Promise<PageScores[]> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "kundali-bench-web-profile-"));
  try {
    const preparing = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: chromiumFlags,
    });
    try {
      await target.prepare(await preparing.newPage(), baseUrl);
    } finally {
      await preparing.close();
    }
    const results: PageScores[] = [];
    for (let run = 0; run < runs; run++) {
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
        if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${target.path}: ${lhr.runtimeError.message}`);
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          const name = `${target.path.replace(/\W+/g, "") || "root"}-${run + 1}.json`;
          writeFileSync(path.join(reportDir, name), JSON.stringify(lhr, null, 1));
        }
        results.push({
          performance: scoreOf(lhr.categories.performance?.score),
          accessibility: scoreOf(lhr.categories.accessibility?.score),
          bestPractices: scoreOf(lhr.categories["best-practices"]?.score),
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
          finalUrl: lhr.finalDisplayedUrl,
          flagged: flaggedAudits(lhr),
        });
      } finally {
        await browser.close();
        rmSync(copy, { recursive: true, force: true });
      }
    }
    return results;
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}
