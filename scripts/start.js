// `npm start` (and `npm run admin`, `backup`, `restore`): runs a compiled entry of build/server/ with plain node.
// `node scripts/start.js [entry] [args...]`, entry `main` (the server) by default.
// Building never happens in the server process: when the build is missing (a fresh clone), `npm run build` runs
// as a child process first; outside production a stale build is rebuilt the same way, so `npm start` after an
// edit serves the edit. In production a build is made once, by `npm run build`, before devDependencies are pruned.
// The build's own output is kept back and shown only when it fails: a start prints one line about it.
import "dotenv/config";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const [entry = "main", ...args] = process.argv.slice(2);
const compiled = path.join(root, "build", "server", `${entry}.js`);
const needsSpa = entry === "main";

/**
 * `npm run <script> -- <scriptArgs>` with its output kept back and shown only if it fails, except the one line
 * build-if-stale writes when it rebuilds ("Rebuilding ..."). Notes go to standard error, so that the operator
 * commands' answers on standard output stay clean for scripts.
 */
async function npmRun(script, scriptArgs) {
  // Always a production build, whatever NODE_ENV this process runs with (test runners set `test`).
  const env = { ...process.env, NODE_ENV: "production" };
  const argv = ["run", "--silent", script, ...(scriptArgs.length > 0 ? ["--", ...scriptArgs] : [])];
  const child = spawn("npm", argv, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split("\n")) if (line.startsWith("Rebuilding ")) console.error(line);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const status = await new Promise((resolve) => {
    child.on("error", () => resolve(1));
    child.on("close", (code) => resolve(code));
  });
  if (status !== 0) {
    process.stderr.write(output);
    console.error(
      `\`npm run ${argv.slice(2).join(" ")}\` failed (its output is above).` +
        (canBuild ? "" : " Building needs the dev dependencies: run `npm ci`, then `npm run build`."),
    );
    process.exit(1);
  }
}

const canBuild = existsSync(path.join(root, "node_modules", ".bin", "tsx"));
const needed = [compiled];
// The server also serves the SPA, and reads the city gazetteer that scripts/build-server.ts packs beside main.js.
if (needsSpa) needed.push(path.join(root, "dist", "index.html"), path.join(root, "build", "server", "gazetteer.bin"));
if (needed.some((file) => !existsSync(file))) {
  if (!canBuild) {
    console.error(
      `${path.relative(root, compiled)} is missing and this install cannot build it (no dev dependencies). ` +
        "Run `npm ci` and `npm run build` first (docs/operations.md).",
    );
    process.exit(1);
  }
  // An operator command needs the server's build only.
  console.error(`Building ${needsSpa ? "the app and the server (about a minute)" : "the server"} first...`);
  await npmRun(needsSpa ? "build" : "build:server", []);
} else if (process.env.NODE_ENV !== "production" && canBuild) {
  await npmRun("build:if-stale", needsSpa ? [] : ["--server-only"]);
}

// The entry reads its own arguments from process.argv.slice(2), as when run directly.
process.argv = [process.argv[0], compiled, ...args];
await import(pathToFileURL(compiled).href);
