// zod stays out of the app's production bundle (src/adapters/answerCheck.ts loads it in development only): its first
// object parse probes `Function("")`, which the page's Content-Security-Policy reports as a violation, and it weighs
// about 60 KB. So the client (src/, machines/, shared/) imports from a contract module that uses zod, directly or
// through another contract module, only its types; values come from the zod-free modules (contract/rules.ts,
// contract/kundali-choices.ts, ...).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const CLIENT_DIRS = ["src", "machines", "shared"];
/** Loaded only when import.meta.env.DEV is true. */
const DEVELOPMENT_ONLY = new Set(["src/adapters/answerCheck.ts"]);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return filesUnder(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The modules a file imports values from: `import type` and imports of `type` names only are left out. */
function valueImports(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+["']([^"']+)["']/g)) {
    if (m[2]) continue;
    const names = m[3] ?? "";
    const braces = names.match(/^\{([\s\S]*)\}$/);
    if (braces && (braces[1] ?? "").split(",").every((n) => n.trim() === "" || /^type\s/.test(n.trim()))) continue;
    found.push(m[4] as string);
  }
  return found;
}

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return null;
}

const usesZod = new Map<string, boolean>();
/** Whether loading this contract module loads zod (itself or through the contract modules it imports values from). */
function loadsZod(file: string): boolean {
  const known = usesZod.get(file);
  if (known !== undefined) return known;
  usesZod.set(file, false);
  const source = readFileSync(file, "utf8");
  const result = valueImports(source).some((specifier) => {
    if (specifier === "zod" || specifier.startsWith("zod/")) return true;
    const target = resolveModule(file, specifier);
    return Boolean(target?.includes(`${path.sep}contract${path.sep}`)) && loadsZod(target as string);
  });
  usesZod.set(file, result);
  return result;
}

describe("the client's bundle", () => {
  it("reads the valueImports of a file as the bundler does", () => {
    expect(valueImports(`import type { A } from "./a";\nimport { type B, type C } from "./b";\n`)).toEqual([]);
    expect(
      valueImports(`import { type B, C } from "./b";\nexport { D } from "./d";\nimport * as z from "zod";`),
    ).toEqual(["./b", "./d", "zod"]);
  });

  it("imports only types from the contract modules that use zod", () => {
    const offenders: string[] = [];
    for (const dir of CLIENT_DIRS) {
      for (const file of filesUnder(path.join(ROOT, dir))) {
        const relative = path.relative(ROOT, file);
        if (DEVELOPMENT_ONLY.has(relative)) continue;
        for (const specifier of valueImports(readFileSync(file, "utf8"))) {
          if (specifier === "zod") offenders.push(`${relative} imports zod`);
          const target = resolveModule(file, specifier);
          if (target?.includes(`${path.sep}contract${path.sep}`) && loadsZod(target)) {
            offenders.push(`${relative} imports values from ${path.relative(ROOT, target)}, which loads zod`);
          }
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
