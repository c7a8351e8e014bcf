// Which platform binary packages (rollup, biome, esbuild...) a package-lock.json lacks, and the entries that
// would complete it. Read by scripts/lock-platform-packages.ts and test/unit/package-lock.test.ts.

interface LockEntry {
  version?: string;
  dev?: boolean;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}
export interface PackageLock {
  packages: Record<string, LockEntry>;
}

const OPERATING_SYSTEMS = [
  "darwin",
  "linux",
  "win32",
  "android",
  "freebsd",
  "openbsd",
  "netbsd",
  "openharmony",
  "sunos",
  "aix",
];
const CPUS = ["arm64", "x64", "ia32", "arm", "loong64", "riscv64", "ppc64", "s390x", "mips64el"];

/** os/cpu/libc of a package named like `@rollup/rollup-linux-arm64-musl`; null when the name says no platform. */
export function platformOf(name: string): { os: string[]; cpu: string[]; libc?: string[] } | null {
  const parts = name.split("/").pop()?.split("-") ?? [];
  const os = parts.find((part) => OPERATING_SYSTEMS.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  if (!os || !cpu) return null;
  if (os !== "linux") return { os: [os], cpu: [cpu] };
  const libc = parts.some((part) => part.startsWith("musl")) ? "musl" : "glibc";
  return { os: [os], cpu: [cpu], libc: [libc] };
}

export interface MissingPlatformPackage {
  name: string;
  /** Lock path of the package that asks for it. */
  parent: string;
  lockEntry: LockEntry;
}

/** Exact-version platform packages named in an optionalDependencies list of the lock but absent from it. */
export function missingPlatformPackages(lock: PackageLock): MissingPlatformPackage[] {
  const missing: MissingPlatformPackage[] = [];
  for (const [parent, entry] of Object.entries(lock.packages)) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
      if (lock.packages[`node_modules/${name}`] || lock.packages[`${parent}/node_modules/${name}`]) continue;
      missing.push({
        name,
        parent,
        lockEntry: { version: range, ...platform, ...(entry.dev ? { dev: true } : {}), optional: true },
      });
    }
  }
  return missing;
}
