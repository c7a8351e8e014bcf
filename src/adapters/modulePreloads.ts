// The address bar's screen is many modules (28 beyond the app's first load for /chat). Each <link rel=modulepreload>
// added costs the main thread a millisecond or two, which starts its request; added all at once, as Vite's preload
// helper adds a dynamic import's modules, /chat's made one task of 55 ms in Lighthouse's trace, four times that on its
// simulated phone. A prerendered shell lists its screen's modules (shared/screen-modules.ts); the app adds them a few
// per task as it starts, and the screen's import then finds them in place (the helper adds only the links a page does
// not have yet).
import { SCREEN_MODULES_ID } from "../../shared/screen-modules";

/** About 5-10 ms of links per task here: under the 50 ms a task may take on Lighthouse's phone, four times slower. */
export const MODULES_PER_TASK = 5;

/**
 * Adds a modulepreload link for each module the shell lists, `perTask` in the current task and as many in each later
 * one (`nextTask`); resolves once all are added. A page without a list (index.html) gets none: the screen's import
 * then preloads its modules all at once.
 */
export async function preloadListedModules(
  doc: Document,
  nextTask: () => Promise<void>,
  perTask = MODULES_PER_TASK,
): Promise<void> {
  let listed: unknown;
  try {
    listed = JSON.parse(doc.getElementById(SCREEN_MODULES_ID)?.textContent || "[]");
  } catch {
    return;
  }
  if (!Array.isArray(listed)) return;
  for (let start = 0; start < listed.length; start += perTask) {
    if (start > 0) await nextTask();
    for (const href of listed.slice(start, start + perTask)) {
      const link = doc.createElement("link");
      // As Vite's helper makes them, so that the module fetch matches the preload.
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      doc.head.appendChild(link);
    }
  }
}
