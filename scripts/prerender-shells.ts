// The build step that writes the prerendered shells (vite.config.ts runs it after the app's files are written and
// before the service worker's precache list is made, so the shells are precached and precompressed like the rest).
// It builds src/prerender/renderShell.tsx for Node with Vite, renders every prerendered screen and the not-found page
// in every language, and puts each into the built index.html as dist/shells/<language>/<name>.html (the shells a first
// visitor may open carry the walkthrough's first frame for them too); and it writes the service worker's shell
// script (scripts/sw-shells.ts).
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import type { OutputBundle, OutputChunk } from "rolldown";
import { build, type Plugin } from "vite";
import { LANGUAGES, type Language, usesDevanagari } from "../contract/language";
import { NOT_FOUND_SHELL, PRERENDERED_PATHS, SHELLS_DIR } from "../shared/app-paths";
import { FIRST_VISIT, FIRST_VISIT_PATHS, KEPT_FRAME_PATHS, KEPT_FRAME_SCRIPT } from "../shared/kept-frame-script";
import { LANGUAGE_COOKIE } from "../shared/language-cookie";
import { SCREEN_MODULES_ID } from "../shared/screen-modules";
import { BUILT_IN_SLIDES } from "../src/features/walkthrough/builtInSlides";
import { SW_SHELLS_SCRIPT, swShellsScript } from "./sw-shells";

type RenderShell = (path: keyof typeof PRERENDERED_PATHS | null, language: Language) => Promise<string>;

const SHELL_ENTRY = "src/prerender/renderShell.tsx";
/** index.html's column, painted before the app's code arrives; a shell puts its screen's first frame there. */
const ROOT_ELEMENT = /<div id="root">([\s\S]*?<\/div>)<\/div>/;

const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/;

/** The Devanagari font files the built stylesheet names. */
function devanagariFontFiles(stylesheetText: string): string[] {
  const files = [...stylesheetText.matchAll(/url\((\/assets\/noto-sans-devanagari-[^)]+\.woff2)\)/g)].map(
    (m) => m[1] as string,
  );
  if (files.length === 0) throw new Error("The stylesheet names no Devanagari font file.");
  return files;
}

/**
 * A Devanagari shell asks for the Devanagari font's files with the HTML, so its text is drawn in the font from the
 * first paint (or soon after) instead of changing font, and moving, when the stylesheet's faces are first used.
 */
function fontPreloads(fontFiles: readonly string[], language: Language): string {
  if (!usesDevanagari(language)) return "";
  return fontFiles
    .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">\n`)
    .join("");
}

const firstVisitShell = (shellPath: string) => (FIRST_VISIT_PATHS as readonly string[]).includes(shellPath);

/**
 * The inline script that paints a returning reader's kept frame in place of the shell's own (src/app/keptFrame.ts),
 * or a first visitor's walkthrough, run before and after #root (shared/kept-frame-script.ts says why twice); only in
 * the shells of the screens that keep one or that a first visitor may open.
 */
function keptFrameScript(shellPath: string): string {
  if (!(KEPT_FRAME_PATHS as readonly string[]).includes(shellPath) && !firstVisitShell(shellPath)) return "";
  return `<script>${KEPT_FRAME_SCRIPT}</script>`;
}

/** What a shell a first visitor may open carries for them: the walkthrough's first frame, its modules and image. */
export interface FirstVisitFrame {
  frame: string;
  modules: readonly string[];
  /** The first slide's image, asked for from the head with a high priority. */
  image: string;
}

const attribute = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/** The same script's run in <head>, before the stylesheet: a first visit's image is asked for before anything else. */
function firstVisitHeadScript(image: string): string {
  return `<script ${FIRST_VISIT.image}="${attribute(image)}">${KEPT_FRAME_SCRIPT}</script>\n`;
}

/**
 * The walkthrough's first frame in a template after #root, which the script puts in for a first visitor; on an
 * address that is not the walkthrough's own (/questions), it names where the guard shows it.
 */
function firstVisitTemplate(shellPath: string, { frame, modules }: FirstVisitFrame): string {
  const path = shellPath === "/" || shellPath === "/home" ? "" : ` ${FIRST_VISIT.path}="/"`;
  return `<template id="${FIRST_VISIT.template}"${path} ${FIRST_VISIT.modules}="${attribute(JSON.stringify(modules))}">${frame}</template>`;
}

/**
 * The modules the screen of a shell needs beyond the app's first load: the chunk of the app's lazy imports
 * (src/app/lazyImports.ts), which imports the screen, then the screen's chunk and every chunk it imports, directly or
 * not, less the entry chunk and what it imports (the app runs them already); each chunk after those it imports, the
 * screen's chunk last. The screen is the one lazy screen in `src/features/<shell name>/`.
 */
export function screenModules(bundle: OutputBundle, shellName: string): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is OutputChunk => output.type === "chunk")
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const screenSource = new RegExp(`/src/features/${shellName}/[A-Za-z]+Screen\\.tsx$`);
  const screens = [...chunks.values()].filter(
    (chunk) => chunk.isDynamicEntry && screenSource.test(chunk.facadeModuleId ?? ""),
  );
  if (screens.length !== 1) {
    throw new Error(`Expected one lazy screen in src/features/${shellName}/, found ${screens.length}.`);
  }
  const screen = (screens[0] as OutputChunk).fileName;
  // In the order the browser evaluates them: each chunk after the chunks it imports, in the order it imports them.
  const closure = (start: string, seen: Set<string>): string[] => {
    const files: string[] = [];
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      files.push(fileName);
    };
    visit(start);
    return files;
  };
  const importer = [...chunks.values()].find((chunk) => chunk.dynamicImports.includes(screen));
  const entry = [...chunks.values()].find(
    (chunk) => chunk.isEntry && importer && chunk.dynamicImports.includes(importer.fileName),
  );
  if (!importer || !entry) throw new Error(`No chunk the entry chunk imports lazily imports ${screen}.`);
  const fetched = new Set(closure(entry.fileName, new Set()));
  return [...closure(importer.fileName, fetched), ...closure(screen, fetched)].map((fileName) => `/${fileName}`);
}

/**
 * The list in a shell's head: JSON in a script element, which the browser neither runs nor fetches anything for (a
 * first visit's shell always has one: the script puts the walkthrough's list in it).
 */
function screenModulesScript(modules: readonly string[], always: boolean): string {
  if (modules.length === 0 && !always) return "";
  return `<script type="application/json" id="${SCREEN_MODULES_ID}">${JSON.stringify(modules)}</script>\n`;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const MANIFEST_LINK = /<link rel="manifest" href="([^"]+)" \/>\s*/;

/** A page that reports no paint (opened in the background, a browser without paint timing) starts the app anyway. */
const STARTER_FALLBACK_MS = 3000;

/**
 * The script a shell loads instead of the app's entry and its preloads: they are fetched once the shell has been
 * painted, so on a slow network the first paint waits only for the HTML and the stylesheet (and a Devanagari shell's
 * font), not for the app's code. The web app manifest's link comes then too: on the first paint's path its request
 * and its icon's took bandwidth from what is painted (Nepali /questions' Lighthouse LCP 1,506 -> 1,397 ms without
 * them).
 */
export function afterPaintStarter(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error("index.html has no entry script.");
  const manifest = MANIFEST_LINK.exec(template)?.[1];
  if (!manifest) throw new Error("index.html links no web app manifest.");
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return `// Generated by scripts/prerender-shells.ts: the app's code, fetched once the shell's first contentful paint has
// been presented (a frame's callbacks run before it is shown), or after ${STARTER_FALLBACK_MS} ms where none is reported.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  // The web app manifest: not in the shell, whose first paint its request (and its icon's) would slow down
  const manifest = document.createElement("link");
  manifest.rel = "manifest";
  manifest.href = ${JSON.stringify(manifest)};
  document.head.append(manifest);
  for (const href of ${JSON.stringify(preloads)}) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  import(${JSON.stringify(entry)});
};
try {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: "paint", buffered: true });
} catch {
  requestAnimationFrame(() => setTimeout(start));
}
setTimeout(start, ${STARTER_FALLBACK_MS});
`;
}

const STYLESHEET_LINK = /<link rel="stylesheet"/;

/**
 * The shell page: index.html with the frame in #root (`frame`; null keeps index.html's loading line, which the app
 * renders over instead of hydrating it), marked with its path and language for the client, and the app's code
 * started after the first paint (`starter`: the URL of `afterPaintStarter`'s script), the Devanagari shells
 * preloading `fontFiles`, the list of the screen's modules (`modules`, none for the not-found shell, which serves
 * every unknown path), and on the paths a first visitor may open the walkthrough's first frame for them
 * (`firstVisit`). The frame is `inert` until the app has taken it over (App.tsx): a tap on a button painted from HTML
 * would otherwise be lost.
 */
export function shellPage(
  template: string,
  frame: string | null,
  shellPath: string,
  language: Language,
  {
    starter,
    fontFiles,
    modules,
    firstVisit,
  }: { starter: string; fontFiles: readonly string[]; modules: readonly string[]; firstVisit?: FirstVisitFrame },
) {
  const indexColumn = ROOT_ELEMENT.exec(template)?.[1];
  if (indexColumn === undefined) throw new Error("index.html has no #root column to prerender into.");
  if (firstVisit && !STYLESHEET_LINK.test(template)) throw new Error("index.html links no stylesheet.");
  const shellMark = frame === null ? "" : ` data-shell="${shellPath}"`;
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(STYLESHEET_LINK, (link) => (firstVisit ? firstVisitHeadScript(firstVisit.image) : "") + link)
    .replace(
      "</head>",
      () => `${fontPreloads(fontFiles, language)}${screenModulesScript(modules, firstVisit !== undefined)}</head>`,
    )
    .replace(MODULE_PRELOAD, "")
    .replace(MANIFEST_LINK, "")
    .replace(ENTRY_SCRIPT, () => `<script type="module" src="${starter}"></script>\n`)
    .replace(
      ROOT_ELEMENT,
      () =>
        keptFrameScript(shellPath) +
        `<div id="root"${shellMark} data-shell-language="${language}" inert>${frame ?? indexColumn}</div>` +
        (firstVisit ? firstVisitTemplate(shellPath, firstVisit) : "") +
        keptFrameScript(shellPath),
    );
}

/** The walkthrough's first image in `language`, as the shell's frame shows it (src/features/walkthrough/builtInSlides.ts). */
function firstSlideImage(language: Language): string {
  const image = BUILT_IN_SLIDES[language][0]?.img;
  if (!image) throw new Error(`The walkthrough has no slides in ${language}.`);
  return image;
}

export function prerenderShells(): Plugin {
  let root = process.cwd();
  let outDir = "dist";
  return {
    name: "prerender-shells",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: "post",
      async handler(_options, bundle) {
        // Inside the project, so the built module finds react and the other packages in node_modules.
        const serverOut = path.join(root, "node_modules", ".cache", "kundali-prerender");
        await build({
          configFile: false,
          root,
          mode: "production",
          logLevel: "warn",
          plugins: [react()],
          build: { ssr: SHELL_ENTRY, outDir: serverOut, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
        });
        const entry = pathToFileURL(path.join(serverOut, "renderShell.js")).href;
        const { renderShell } = (await import(`${entry}?t=${Date.now()}`)) as { renderShell: RenderShell };
        const template = readFileSync(path.join(outDir, "index.html"), "utf8");
        const stylesheet = STYLESHEET.exec(template)?.[1];
        if (!stylesheet) throw new Error("index.html links no stylesheet.");
        const fontFiles = devanagariFontFiles(readFileSync(path.join(outDir, stylesheet), "utf8"));
        const source = afterPaintStarter(template);
        const starter = `/assets/start-after-paint-${createHash("sha256").update(source).digest("hex").slice(0, 8)}.js`;
        writeFileSync(path.join(outDir, starter), source);
        const shells: Array<[keyof typeof PRERENDERED_PATHS | null, string]> = [
          ...(Object.entries(PRERENDERED_PATHS) as Array<[keyof typeof PRERENDERED_PATHS, string]>),
          [null, NOT_FOUND_SHELL],
        ];
        const walkthroughModules = screenModules(bundle, PRERENDERED_PATHS["/"]);
        for (const language of LANGUAGES) {
          const dir = path.join(outDir, SHELLS_DIR, language);
          mkdirSync(dir, { recursive: true });
          const firstVisit: FirstVisitFrame = {
            frame: await renderShell("/", language),
            modules: walkthroughModules,
            image: firstSlideImage(language),
          };
          const written = new Set<string>();
          for (const [shellPath, name] of shells) {
            // "/" and "/home" share the walkthrough's shell
            if (written.has(name)) continue;
            written.add(name);
            const onFirstVisit = shellPath !== null && firstVisitShell(shellPath);
            // The walkthrough's own shell shows index.html's loading line unless the visitor is a first one.
            const ownFrame = name === PRERENDERED_PATHS["/"];
            const frame = ownFrame ? null : await renderShell(shellPath, language);
            // The not-found shell is served for any unknown path: the client hydrates it wherever it is.
            const modules = shellPath === null || ownFrame ? [] : screenModules(bundle, name);
            const page = shellPage(template, frame, shellPath ?? "*", language, {
              starter,
              fontFiles,
              modules,
              firstVisit: onFirstVisit ? firstVisit : undefined,
            });
            writeFileSync(path.join(dir, `${name}.html`), page);
          }
        }
        rmSync(serverOut, { recursive: true, force: true });
        writeFileSync(
          path.join(outDir, SW_SHELLS_SCRIPT),
          swShellsScript(PRERENDERED_PATHS, LANGUAGES, SHELLS_DIR, LANGUAGE_COOKIE),
        );
      },
    },
  };
}
