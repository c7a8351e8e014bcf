// The app's start asks for the modules its shell lists a few per task and runs them one per task
// (src/adapters/modulePreloads.ts).
import { afterEach, describe, expect, it } from "vitest";
import { SCREEN_MODULES_ID } from "../../shared/screen-modules";
import { loadListedModules, MODULES_PER_TASK } from "../../src/adapters/modulePreloads";

/** A `nextTask` the test releases by hand, one task at a time. */
function heldTasks() {
  const waiting: Array<() => void> = [];
  return {
    nextTask: () => new Promise<void>((resolve) => waiting.push(resolve)),
    async release() {
      waiting.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** An `importModule` that records what it was asked for, and when. */
function recordedImports(fail: string | null = null) {
  const imported: string[] = [];
  return {
    imported,
    importModule: async (href: string) => {
      if (href === fail) throw new TypeError(`Failed to fetch dynamically imported module: ${href}`);
      imported.push(href);
    },
  };
}

function listModules(content: string) {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = SCREEN_MODULES_ID;
  script.textContent = content;
  document.head.append(script);
}

const preloadLinks = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href);

const modules = (count: number) => Array.from({ length: count }, (_, i) => `/assets/module-${i}.js`);
const absolute = (hrefs: string[]) => hrefs.map((href) => new URL(href, document.baseURI).href);

describe("the shell's listed modules, asked for a few per task and run one per task", () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it(`adds ${MODULES_PER_TASK} links in the calling task and as many in each later one`, async () => {
    listModules(JSON.stringify(modules(12)));
    const tasks = heldTasks();
    const imports = recordedImports();
    void loadListedModules(document, tasks.nextTask, imports.importModule);
    for (let added = MODULES_PER_TASK; added < 12; added += MODULES_PER_TASK) {
      expect(preloadLinks()).toHaveLength(added);
      await tasks.release();
    }
    expect(preloadLinks()).toEqual(absolute(modules(12)));
    expect(imports.imported).toEqual([]);
  });

  it("then imports them one per task, in the list's order, and resolves after the last", async () => {
    listModules(JSON.stringify(modules(7)));
    const tasks = heldTasks();
    const imports = recordedImports();
    let done = false;
    const loading = loadListedModules(document, tasks.nextTask, imports.importModule).then(() => {
      done = true;
    });
    // the later batches of links
    for (let batch = 2; batch <= Math.ceil(7 / MODULES_PER_TASK); batch++) await tasks.release();
    for (let count = 1; count <= 7; count++) {
      await tasks.release();
      expect(imports.imported).toEqual(modules(count));
    }
    await loading;
    expect(done).toBe(true);
    expect(tasks.waiting).toBe(0);
  });

  it("stops at a module that fails to load, and says so", async () => {
    listModules(JSON.stringify(modules(4)));
    const imports = recordedImports("/assets/module-2.js");
    await expect(loadListedModules(document, async () => {}, imports.importModule)).rejects.toThrow(TypeError);
    expect(imports.imported).toEqual(modules(2));
  });

  it("makes each link as Vite's preload helper does: the helper then finds it and adds none", async () => {
    listModules(JSON.stringify(["/assets/ChatScreen-a1.js"]));
    await loadListedModules(document, async () => {}, recordedImports().importModule);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(link?.href).toBe(new URL("/assets/ChatScreen-a1.js", document.baseURI).href);
    expect(link?.crossOrigin).toBe("");
  });

  it.each([
    ["no list", null],
    ["an empty list", "[]"],
  ])("adds and imports nothing for %s", async (_, content) => {
    if (content !== null) listModules(content);
    const imports = recordedImports();
    await loadListedModules(document, heldTasks().nextTask, imports.importModule);
    expect(preloadLinks()).toEqual([]);
    expect(imports.imported).toEqual([]);
  });

  it.each([
    ["a list that is not JSON", "[/assets/a.js"],
    ["JSON that is not a list", '{"a": 1}'],
  ])("refuses %s, adding and importing nothing", async (_, content) => {
    listModules(content);
    const imports = recordedImports();
    await expect(loadListedModules(document, async () => {}, imports.importModule)).rejects.toThrow();
    expect(preloadLinks()).toEqual([]);
    expect(imports.imported).toEqual([]);
  });
});
