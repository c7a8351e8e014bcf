// The floor the initial JS is compared with: React 19 + react-dom and nothing else, rendered into #root, built in
// the same run by the same Vite with the same React plugin and production mode as the app.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { analyse, buildAndCollect, type Size } from "./bundle";

const floorHtml = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>floor</title></head>
<body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>
`;

const floorEntry = `import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

const root = document.getElementById("root");
if (root) createRoot(root).render(<StrictMode><p>React alone</p></StrictMode>);
`;

export async function measureReactFloor(projectRoot: string): Promise<Size> {
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
      build: { outDir: path.join(dir, "dist") },
    });
    return analyse(bundle, dir).initialJs;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
