// `npm ci` refuses a lock that lacks any platform's native binary package, on every machine (docs/testing.md "CI").
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { missingPlatformPackages, platformOf } from "../../scripts/lock-platforms";

describe("package-lock.json", () => {
  it("holds every platform's binary package that an optional dependency names", () => {
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
    const missing = missingPlatformPackages(lock).map((entry) => entry.name);
    // When this fails after `npm install <pkg>`, run `npm run lock:platforms`.
    expect(missing).toEqual([]);
  });

  it("finds a platform package missing from a lock and reads its platform from the name", () => {
    const lock = {
      packages: {
        "node_modules/rollup": {
          version: "4.0.0",
          dev: true,
          optionalDependencies: { "@rollup/rollup-linux-x64-musl": "4.0.0" },
        },
      },
    };
    expect(missingPlatformPackages(lock)).toEqual([
      {
        name: "@rollup/rollup-linux-x64-musl",
        parent: "node_modules/rollup",
        lockEntry: { version: "4.0.0", os: ["linux"], cpu: ["x64"], libc: ["musl"], dev: true, optional: true },
      },
    ]);
    expect(platformOf("@esbuild/darwin-arm64")).toEqual({ os: ["darwin"], cpu: ["arm64"] });
    expect(platformOf("fsevents")).toBeNull();
  });
});
