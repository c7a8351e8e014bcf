import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as React from "react";
import { describe, expect, it } from "vitest";
import { USE_SYNC_EXTERNAL_STORE_ALIASES } from "../../../scripts/use-sync-external-store-builtin";
import { useSyncExternalStore } from "../../../src/vendor/use-sync-external-store-shim";

const require = createRequire(import.meta.url);
const packagesUsingTheShim = ["wouter", "@xstate/react", "react-aria", "react-stately", "react-aria-components"];

/** Every `use-sync-external-store...` specifier in a package's web code (its React Native files left out). */
function shimSpecifiers(packageName: string): string[] {
  const root = path.resolve("node_modules", packageName);
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (name === "node_modules") return [];
      if (statSync(file).isDirectory()) return files(file);
      return /\.(m?js|cjs)$/.test(name) && !name.includes(".native.") ? [file] : [];
    });
  return files(root).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/["'](use-sync-external-store[\w/.-]*)["']/g)].map((m) => m[1] as string),
  );
}

function resolvedBy(specifier: string): string | undefined {
  const alias = USE_SYNC_EXTERNAL_STORE_ALIASES.find((candidate) => (candidate.find as RegExp).test(specifier));
  return alias?.replacement;
}

describe("the useSyncExternalStore shim resolved to React's own hook (scripts/use-sync-external-store-builtin.ts)", () => {
  it.each(packagesUsingTheShim)("leaves none of %s's imports of the package on the shim", (packageName) => {
    const specifiers = shimSpecifiers(packageName);
    for (const specifier of specifiers) {
      const target = resolvedBy(specifier);
      expect(target, specifier).toBeDefined();
      expect(target, specifier).not.toContain("/shim");
    }
  });

  it("finds the shim imported at all, so the aliases still have work to do", () => {
    expect(packagesUsingTheShim.flatMap(shimSpecifiers)).toContain("use-sync-external-store/shim/index.js");
  });

  it("gives the shim's importers React's own hook", () => {
    expect(useSyncExternalStore).toBe(React.useSyncExternalStore);
  });

  it("gives the selector variant's importers the package's build for React 18+", async () => {
    const target = resolvedBy("use-sync-external-store/shim/with-selector") as string;
    const withSelector = (await import(target)) as { useSyncExternalStoreWithSelector?: unknown };
    expect(typeof withSelector.useSyncExternalStoreWithSelector).toBe("function");
    expect(readFileSync(require.resolve(target), "utf8")).not.toContain("shim");
  });
});
