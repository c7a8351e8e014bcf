// The address bar's screen is many modules (29 beyond the app's first load for /chat), and the start asked for them
// and ran them in two long tasks: Vite's preload helper adds a dynamic import's modulepreload links all at once, each
// a millisecond or two of the main thread (one task of 55 ms in Lighthouse's trace of /chat), and the browser runs a
// module graph's code in one task (44 ms there). Four times that on Lighthouse's simulated phone. A prerendered shell
// lists its screen's modules (shared/screen-modules.ts), and the app asks for them a few per task, then runs them one
// per task; the screen's import then finds them all in place (the helper adds only the links a page does not have yet).
import { SCREEN_MODULES_ID } from "../../shared/screen-modules";

/** About 5-10 ms of links per task here: under the 50 ms a task may take on Lighthouse's phone, four times slower. */
export const MODULES_PER_TASK = 5;

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
