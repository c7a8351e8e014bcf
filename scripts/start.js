// `npm start` (and `npm run admin`, `backup`, `restore`): runs a compiled entry of build/server/ with plain node.
// `node scripts/start.js [entry] [args...]`, entry `main` (the server) by default.
// Building never happens in the server process: when the build is missing (a fresh clone), `npm run build` runs
// as a child process first; outside production a stale build is rebuilt the same way, so `npm start` after an
// edit serves the edit. In production a build is made once, by `npm run build`, before devDependencies are pruned.
import "dotenv/config";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const [entry = "main", ...args] = process.argv.slice(2);
const compiled = path.join(root, "build", "server", `${entry}.js`);
const needsSpa = entry === "main";

function npmRun(script) {
  // Always a production build, whatever NODE_ENV this process runs with (test runners set `test`).
  const env = { ...process.env, NODE_ENV: "production" };
  const result = spawnSync("npm", ["run", "--silent", script], { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\`npm run ${script}\` failed. Install every dependency (\`npm ci\`) and run \`npm run build\`.`);
    process.exit(1);
  }
}

const needed = [compiled];
// The server also serves the SPA, and reads the city gazetteer that scripts/build-server.ts packs beside main.js.
if (needsSpa) needed.push(path.join(root, "dist", "index.html"), path.join(root, "build", "server", "gazetteer.bin"));
const missing = needed.some((file) => !existsSync(file));
if (missing) npmRun("build");
else if (process.env.NODE_ENV !== "production" && existsSync(path.join(root, "node_modules", ".bin", "tsx"))) {
  npmRun(needsSpa ? "build:if-stale" : "build:if-stale -- --server-only");
}

// The entry reads its own arguments from process.argv.slice(2), as when run directly.
process.argv = [process.argv[0], compiled, ...args];
await import(pathToFileURL(compiled).href);
