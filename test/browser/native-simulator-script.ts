// The native bridge simulator as one script for `page.addInitScript`: built here from src/dev/nativeSimulatorEntry.ts
// (an IIFE, in memory, about a second), so the production build under test never contains it.
import { build } from "vite";

let built: Promise<string> | null = null;

async function buildScript(): Promise<string> {
  const result = await build({
    configFile: false,
    root: process.cwd(),
    logLevel: "warn",
    mode: "production",
    build: {
      write: false,
      copyPublicDir: false,
      minify: false,
      lib: { entry: "src/dev/nativeSimulatorEntry.ts", formats: ["iife"], name: "kundaliNativeSimulator" },
    },
  });
  for (const output of Array.isArray(result) ? result : [result]) {
    if (!("output" in output)) continue;
    for (const file of output.output) if (file.type === "chunk") return file.code;
  }
  throw new Error("the simulator build gave no script");
}

export function nativeSimulatorScript(): Promise<string> {
  built ??= buildScript();
  return built;
}
