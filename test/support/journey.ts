// A browser journey's record: a screenshot of every screen passed (test/e2e/screenshots/journey-*.png) and the
// axe-core findings and page errors collected on the way, checked once at the end.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { seriousAxeViolations } from "./axe";

export interface Journey {
  /** Screenshot `journey-<name>.png` and an axe-core check of the screen as it is now. */
  capture(name: string): Promise<void>;
  problems: string[];
  pageErrors: string[];
  /** The end of a journey: no page error and no serious axe finding on the way; the page closes. */
  finish(): Promise<void>;
}

export function recordJourney(page: Page, prefix: string): Journey {
  const problems: string[] = [];
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  return {
    problems,
    pageErrors,
    async capture(name) {
      // Lazy route chunks and images settle before the picture is taken.
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `test/e2e/screenshots/journey-${prefix}-${name}.png` });
      problems.push(...(await seriousAxeViolations(page, `${prefix}-${name}`)));
    },
    async finish() {
      expect(pageErrors).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    },
  };
}
