// The build step that writes the prerendered shells (vite.config.ts runs it after the app's files are written and
// before the service worker's precache list is made, so the shells are precached and precompressed like the rest).
// It builds src/prerender/renderShell.tsx for Node with Vite, renders every prerendered screen and the not-found page
// in every language, and puts each into the built index.html as dist/shells/<language>/<name>.html; and it writes
// the service worker's shell script (scripts/sw-shells.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";
import { LANGUAGES, type Language } from "../machines/lib/language";
import { NOT_FOUND_SHELL, PRERENDERED_PATHS, SHELLS_DIR } from "../shared/app-paths";
import { LANGUAGE_COOKIE } from "../shared/language-cookie";
import { SW_SHELLS_SCRIPT, swShellsScript } from "./sw-shells";

type RenderShell = (path: keyof typeof PRERENDERED_PATHS | null, language: Language) => Promise<string>;

const SHELL_ENTRY = "src/prerender/renderShell.tsx";
/** index.html's column, painted before the app's code arrives; a shell puts its screen's first frame there. */
const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div><\/div>/;

/**
 * The shell page: index.html with the frame in #root, marked with its path and language for the client. The frame
 * is `inert` until the app has taken it over (App.tsx): a tap on a button painted from HTML would otherwise be lost.
 */
export function shellPage(template: string, frame: string, shellPath: string, language: Language): string {
  if (!ROOT_ELEMENT.test(template)) throw new Error("index.html has no #root column to prerender into.");
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(
      ROOT_ELEMENT,
      () => `<div id="root" data-shell="${shellPath}" data-shell-language="${language}" inert>${frame}</div>`,
    );
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
      async handler() {
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
        const shells: Array<[keyof typeof PRERENDERED_PATHS | null, string]> = [
          ...(Object.entries(PRERENDERED_PATHS) as Array<[keyof typeof PRERENDERED_PATHS, string]>),
          [null, NOT_FOUND_SHELL],
        ];
        for (const language of LANGUAGES) {
          const dir = path.join(outDir, SHELLS_DIR, language);
          mkdirSync(dir, { recursive: true });
          for (const [shellPath, name] of shells) {
            const frame = await renderShell(shellPath, language);
            // The not-found shell is served for any unknown path: the client hydrates it wherever it is.
            const page = shellPage(template, frame, shellPath ?? "*", language);
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
