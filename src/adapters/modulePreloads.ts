// The address bar's screen is many modules (30 beyond the app's first load for /chat, the lazy imports' chunk among
// them), and the start asked for them and ran them in two long tasks: Vite's preload helper adds a dynamic import's
// modulepreload links all at once, each a millisecond or two of the main thread (one task of 55 ms in Lighthouse's
// trace of /chat), and the browser runs a module graph's code in one task (44 ms there). Four times that on
// Lighthouse's simulated phone. A prerendered shell lists its screen's modules (shared/screen-modules.ts), and the app
// asks for them a few per task, then runs them one per task; the screen's import then finds them all in place (the
// helper adds only the links a page does not have yet).
import { SCREEN_MODULES_ID } from "../../shared/screen-modules";

/**
 * Each link costs a millisecond or more of the main thread (five per task made tasks of 15-28 ms in Chromium's traces
 * of /chat's start, its profiler on). Two per task aim to keep each task under the 10 ms that Lighthouse's simulated
 * phone leaves out of its blocking time; /chat's 30 modules take 15 short tasks, and the waits between them block
 * nothing.
 */
export const MODULES_PER_TASK = 2;

/**
 * Adds a modulepreload link for each module the shell lists, `perTask` in the current task and as many in each later
 * one (`nextTask`), then imports them one per task, in the list's order (each after those it imports); resolves once
 * all have run. Rejects at the first module that fails to load, or for a list that is not one (the build writes one):
 * the screen's import then does it all at once, as on a page without a list (index.html).
 */
export async function loadListedModules(
  doc: Document,
  nextTask: () => Promise<void>,
  importModule: (href: string) => Promise<unknown>,
  perTask = MODULES_PER_TASK,
): Promise<void> {
  const listed: string[] = JSON.parse(doc.getElementById(SCREEN_MODULES_ID)?.textContent || "[]");
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
  for (const href of listed) {
    await nextTask();
    await importModule(href);
  }
}
