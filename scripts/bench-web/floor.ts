// The floor the app is compared with: React 19 + react-dom and nothing else, rendering a line of text into #root,
// built in the same run by the same Vite with the same React plugin and production mode as the app. Its build is
// kept (with .br and .gz beside each text file, as the app's build writes them) so the real server can serve it to
// Lighthouse beside the app.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { analyse, buildAndCollect, type Size } from "./bundle";

// A minimal correct mobile page: language, title, viewport and a main landmark (the root), as the app has them.
const floorHtml = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>floor</title></head>
<body><main id="root"></main><script type="module" src="/main.tsx"></script></body></html>
`;

const floorEntry = `import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

const root = document.getElementById("root");
if (root) createRoot(root).render(<StrictMode><p>React alone</p></StrictMode>);
`;

/** What vite.config.ts's `precompress` does for the app: .gz and .br beside each text file of 1 KB or more. */
function precompress(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) precompress(file);
    else if (/\.(js|css|html|svg|json)$/.test(name)) {
      const source = readFileSync(file);
      if (source.length < 1024) continue;
      writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}

/** Builds the floor into `outDir` (kept, precompressed) and returns its initial JS. */
export async function measureReactFloor(projectRoot: string, outDir: string): Promise<Size> {
  // Inside the project so `react` and `react-dom` resolve to the project's own copies.
  const cache = path.join(projectRoot, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, "bench-web-floor-"));
  try {
    writeFileSync(path.join(dir, "index.html"), floorHtml);
    writeFileSync(path.join(dir, "main.tsx"), floorEntry);
    const bundle = await buildAndCollect({
      root: dir,
      configFile: false,
      plugins: [react()],
      build: { outDir },
    });
    precompress(outDir);
    return analyse(bundle, dir).initialJs;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
