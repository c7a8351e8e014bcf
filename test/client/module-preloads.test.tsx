// The app's start adds the modulepreload links its shell lists a few per task (src/adapters/modulePreloads.ts).
import { afterEach, describe, expect, it } from "vitest";
import { SCREEN_MODULES_ID } from "../../shared/screen-modules";
import { MODULES_PER_TASK, preloadListedModules } from "../../src/adapters/modulePreloads";

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

describe("the shell's listed modules, preloaded a few per task", () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it(`adds ${MODULES_PER_TASK} in the calling task and as many in each later one, then resolves`, async () => {
    listModules(JSON.stringify(modules(12)));
    const tasks = heldTasks();
    let done = false;
    const preloading = preloadListedModules(document, tasks.nextTask).then(() => {
      done = true;
    });
    expect(preloadLinks()).toHaveLength(5);
    await tasks.release();
    expect(preloadLinks()).toHaveLength(10);
    expect(done).toBe(false);
    await tasks.release();
    await preloading;
    expect(preloadLinks()).toEqual(modules(12).map((href) => new URL(href, document.baseURI).href));
    expect(tasks.waiting).toBe(0);
  });

  it("makes each link as Vite's preload helper does: the helper then finds it and adds none", async () => {
    listModules(JSON.stringify(["/assets/ChatScreen-a1.js"]));
    await preloadListedModules(document, heldTasks().nextTask);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(link?.href).toBe(new URL("/assets/ChatScreen-a1.js", document.baseURI).href);
    expect(link?.crossOrigin).toBe("");
  });

  it.each([
    ["no list", null],
    ["an empty list", "[]"],
    ["a list that is not JSON", "[/assets/a.js"],
    ["JSON that is not a list", '{"a": 1}'],
  ])("adds nothing for %s", async (_, content) => {
    if (content !== null) listModules(content);
    await preloadListedModules(document, heldTasks().nextTask);
    expect(preloadLinks()).toEqual([]);
  });
});
