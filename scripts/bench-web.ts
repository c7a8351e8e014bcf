// npm run bench:web: builds the app, reports the initial JS and CSS (what index.html loads before the first route
// renders) raw, gzip and brotli, beside React + react-dom alone built in the same run, and every lazy chunk; then
// runs Lighthouse (mobile emulation, simulated throttling) on /questions and /kundali, served by the real server
// the way `npm start` serves it, in Debian's Chromium. Goals (issue 9) are reported as met or not met; the exit code
// is non-zero only when something crashed. BENCH_LIGHTHOUSE_RUNS (default 5: single runs spread over 5-10 points on
// a shared machine) runs per page; the median by performance score is shown. BENCH_LIGHTHOUSE=0 skips Lighthouse;
// BENCH_LIGHTHOUSE_REPORTS=DIR keeps every full Lighthouse report (JSON) in DIR.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { walkGuestToChat } from "../test/support/guest-walk";
import { startServer } from "../test/support/server-process";
import { analyse, type BundleReport, buildAndCollect, type Size } from "./bench-web/bundle";
import { measureReactFloor } from "./bench-web/floor";
import { lighthousePage, type PageScores, type PageToMeasure } from "./bench-web/lighthouse";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const WITH_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== "0";
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
const MAX_FLOOR_RATIO = 1.6;
const SLOW = { timeout: 60_000 };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sizeCells = (size: Size) => [kb(size.raw), kb(size.gzip), kb(size.brotli)];
const row = (cells: Array<string | number>) => `| ${cells.join(" | ")} |`;
const verdict = (met: boolean) => (met ? "met" : "NOT met");

/** A guest who skipped the walkthrough (a first visit to /questions is sent to the walkthrough). */
const questionsPage: PageToMeasure = {
  path: "/questions",
  prepare: async (page: Page, baseUrl: string) => {
    await page.goto(baseUrl);
    await page.getByRole("button", { name: "Skip" }).click(SLOW);
    await page.waitForURL(/\/questions$/, SLOW);
    await page.getByRole("list", { name: "Questions" }).getByRole("button").first().waitFor(SLOW);
  },
};

/** A guest with a chart: the walkthrough, a question, the birth form (POST /api/astro-details) and the free answer. */
const kundaliPage: PageToMeasure = {
  path: "/kundali",
  prepare: async (page: Page, baseUrl: string) => {
    await walkGuestToChat(page, baseUrl, "Asha Sharma");
  },
};

function printBundle(report: BundleReport, floor: Size) {
  console.log("\nInitial load (entry chunk and its static imports; KB = 1024 bytes)\n");
  console.log(row(["", "raw KB", "gzip KB", "brotli KB"]));
  console.log(row(["---", "---:", "---:", "---:"]));
  console.log(row(["initial JS", ...sizeCells(report.initialJs)]));
  console.log(row(["initial CSS", ...sizeCells(report.initialCss)]));
  console.log(row(["React 19 + react-dom alone (floor)", ...sizeCells(floor)]));
  const ratio = report.initialJs.gzip / floor.gzip;
  console.log(row([`initial JS / floor (gzip)`, "", `${ratio.toFixed(2)}x`, ""]));
  console.log(`\nInitial files: ${report.initialFiles.join(", ")}`);
  console.log("\nLargest parts of the initial JS (bytes before minification):");
  for (const { name, bytes } of report.initialModules.slice(0, Number(process.env.BENCH_WEB_MODULES ?? 15)))
    console.log(`  ${kb(bytes).padStart(7)} KB  ${name}`);

  console.log("\nLazy chunks (JS, and the CSS each brings)\n");
  console.log(row(["chunk", "JS raw KB", "JS gzip KB", "JS brotli KB", "CSS gzip KB"]));
  console.log(row(["---", "---:", "---:", "---:", "---:"]));
  for (const chunk of report.lazy) console.log(row([chunk.file, ...sizeCells(chunk.js), kb(chunk.css.gzip)]));
  return ratio;
}

function median(runs: PageScores[]): PageScores {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error("no Lighthouse run");
  return middle;
}

async function main() {
  const root = process.cwd();
  const work = mkdtempSync(path.join(os.tmpdir(), "kundali-bench-web-"));
  const outDir = path.join(work, "dist");
  try {
    console.log(`bench:web on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), Node ${process.version}`);
    console.log(
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}`,
    );
    const report = analyse(await buildAndCollect({ root, build: { outDir, sourcemap: false } }), root);
    const floor = await measureReactFloor(root);
    const ratio = printBundle(report, floor);

    // Nepali and Hindi (issue 18): their catalogues and the Devanagari font are fetched only when chosen.
    const languageOnly = /src\/i18n\/catalogues\/|@fontsource\/noto-sans-devanagari/;
    const inFirstLoad = report.initialModules.filter((m) => languageOnly.test(m.name)).map((m) => m.name);
    const catalogueChunks = report.lazy.filter((chunk) => /^assets\/(ne|hi)-[^/]*\.js$/.test(chunk.file));
    console.log("\nLanguage catalogues (lazy, fetched only for Nepali or Hindi)\n");
    for (const chunk of catalogueChunks) console.log(row([chunk.file, ...sizeCells(chunk.js)]));

    const goals: Array<[string, boolean]> = [
      [`initial JS <= ${MAX_FLOOR_RATIO}x React alone (gzip): ${ratio.toFixed(2)}x`, ratio <= MAX_FLOOR_RATIO],
      [
        `ne/hi catalogues and the Devanagari font outside the first load (${inFirstLoad.join(", ") || "none inside"}; ` +
          `${catalogueChunks.length} catalogue chunks)`,
        inFirstLoad.length === 0 && catalogueChunks.length === 2,
      ],
    ];

    if (WITH_LIGHTHOUSE) {
      const server = await startServer({
        NODE_ENV: "production",
        LOG_LEVEL: "error",
        STATIC_DIR: outDir,
        ALLOW_NO_BOT_PROTECTION: "true",
        ALLOW_MAIL_OUTBOX: "true",
      });
      try {
        console.log(
          `\nLighthouse 13, mobile emulation, simulated throttling; median of ${RUNS} run(s) by performance\n`,
        );
        console.log(row(["page", "performance", "accessibility", "best practices", "LCP ms", "TBT ms", "CLS", "runs"]));
        console.log(row(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---"]));
        for (const target of [questionsPage, kundaliPage]) {
          const runs = await lighthousePage(server.url, target, RUNS, REPORT_DIR);
          const m = median(runs);
          const landed = new URL(m.finalUrl).pathname;
          console.log(
            row([
              landed === target.path ? target.path : `${target.path} (landed on ${landed})`,
              m.performance,
              m.accessibility,
              m.bestPractices,
              Math.round(m.lcp),
              Math.round(m.tbt),
              m.cls.toFixed(3),
              runs.map((r) => r.performance).join(" "),
            ]),
          );
          for (const flag of m.flagged) console.log(`    flagged: ${flag}`);
          goals.push(
            [`${target.path} performance >= 95: ${m.performance}`, m.performance >= 95 && landed === target.path],
            [`${target.path} accessibility 100: ${m.accessibility}`, m.accessibility === 100],
            [`${target.path} best practices 100: ${m.bestPractices}`, m.bestPractices === 100],
          );
        }
      } finally {
        await server.stop();
      }
    }

    console.log("\nGoals (issue 9)\n");
    for (const [goal, met] of goals) console.log(`  ${verdict(met).padEnd(7)} ${goal}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
