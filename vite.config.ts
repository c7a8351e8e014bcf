import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { prerenderShells } from "./scripts/prerender-shells";
import { reactAriaLocaleWithoutIntl } from "./scripts/react-aria-locale-without-intl";
import { SW_SHELLS_SCRIPT } from "./scripts/sw-shells";
import { USE_SYNC_EXTERNAL_STORE_ALIASES } from "./scripts/use-sync-external-store-builtin";

const apiTarget = process.env.API_URL ?? "http://localhost:8080";

const compressible = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/** Writes `.br` and `.gz` beside every text file of the build, so the server sends them precompressed. */
function precompress(): Plugin {
  let outDir = "dist";
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After the service worker is written, so it is compressed too.
      order: "post",
      handler() {
        for (const file of walk(outDir).filter((name) => compressible.test(name))) {
          const source = readFileSync(file);
          if (source.length < 1024) continue;
          writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
          writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    // The app is in English only: react-aria's strings for its other 33 locales are left out of the chunks.
    optimizeLocales.vite({ locales: ["en-US"] }),
    // react-aria answers our languages' locale and direction without a first Intl call during the start.
    reactAriaLocaleWithoutIntl(),
    // The entry screens' first frames as HTML (dist/shells/), painted before any script runs and then hydrated.
    prerenderShells(),
    // The service worker precaches the app shell and the content JSON so the app opens offline after one visit.
    // `prompt`: a new version waits until the user accepts 'New content available. Reload?'.
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      // The web manifest is our own file in public/.
      manifest: false,
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,webp,json,webmanifest}"],
        globIgnores: ["**/gallery*"],
        navigateFallback: "/index.html",
        // The API and the framed policy pages are never answered by the app shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/policies\//, /\.html$/],
        cleanupOutdatedCaches: true,
        // The entry screens' prerendered shells for navigations, in the reader's language (scripts/sw-shells.ts).
        importScripts: [`/${SW_SHELLS_SCRIPT}`],
      },
    }),
    precompress(),
  ],
  // Libraries' useSyncExternalStore shim for React 17 resolves to React's own hook.
  resolve: { alias: USE_SYNC_EXTERNAL_STORE_ALIASES },
  server: {
    // `npm run dev`: hot-reloading SPA; API calls go to the API server (`npm run dev:api`).
    proxy: { "/api": { target: apiTarget, changeOrigin: true } },
  },
  // One stylesheet for the whole app (about 6 KB compressed): lazy routes then wait for no CSS of their own.
  // modulepreload is native in every browser we serve (Chrome/WebView 66+, Safari 17+); older ones still load the
  // modules, only without the head start, so the polyfill would be first-load bytes for nobody.
  build: {
    outDir: "dist",
    sourcemap: true,
    cssCodeSplit: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // DOMPurify sets itself up as it is imported (about a third of the chat chunk's evaluation); in a chunk of
        // its own it runs in a task of its own when the start runs a screen's modules one per task
        // (src/adapters/modulePreloads.ts).
        codeSplitting: { groups: [{ name: "dompurify", test: /node_modules[\\/]dompurify[\\/]/ }] },
      },
    },
  },
});
