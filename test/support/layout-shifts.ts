// The layout shifts a page records from its very first frame: `watchLayoutShifts` before the page is opened, then
// `layoutShiftsOf` once it has settled. Each shift is told with the elements that moved and from where to where, so a
// failing `toEqual([])` names its cause instead of a bare score.
import type { Page } from "playwright-core";

/** Runs in the page before its own scripts (an init script), so no shift goes unrecorded. */
function recordLayoutShifts() {
  const shifts: string[] = [];
  (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
  const box = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  const nameOf = (node: Node | null | undefined) => {
    if (!node) return "(gone)";
    if (!(node instanceof Element)) return `#text "${(node.textContent ?? "").slice(0, 30)}"`;
    const classes =
      typeof node.className === "string" && node.className ? `.${node.className.split(/\s+/).join(".")}` : "";
    return `${node.tagName.toLowerCase()}${classes}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as unknown as {
        value: number;
        startTime: number;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const moved = (shift.sources ?? [])
        .map((s) => `${nameOf(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`)
        .join("; ");
      shifts.push(`${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ${moved}`);
    }
  }).observe({ type: "layout-shift", buffered: true });
}

export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(recordLayoutShifts);
}

/** The shifts recorded so far, each as "score at time: element from -> to; ...". */
export function layoutShiftsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
}
