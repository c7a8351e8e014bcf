// The layout shifts a page records from its very first frame: `watchLayoutShifts` before the page is opened, then
// `layoutShiftsOf` once it has settled.
import type { Page } from "playwright-core";

/** Runs in the page before its own scripts (an init script), so no shift goes unrecorded. */
function recordLayoutShifts() {
  const shifts: number[] = [];
  (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
  }).observe({ type: "layout-shift", buffered: true });
}

export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(recordLayoutShifts);
}

export function layoutShiftsOf(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
}
