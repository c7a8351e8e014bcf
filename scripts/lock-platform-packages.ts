// `npm run lock:platforms`: puts every platform's native binary package back into package-lock.json.
// npm (11) writes only the platforms its registry answers for, and a lock without the others makes `npm ci`
// refuse the lock on every machine ("Missing: @rollup/rollup-darwin-arm64 from lock file"). Each missing entry
// is filled in from its parent's optionalDependencies in the lock, with the os/cpu/libc that tell npm to skip it
// elsewhere. Run it after `npm install <pkg>`; test/unit/package-lock.test.ts fails while any entry is missing.
import { readFileSync, writeFileSync } from "node:fs";
import { missingPlatformPackages } from "./lock-platforms";

const lockPath = "package-lock.json";
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const missing = missingPlatformPackages(lock);
for (const entry of missing) {
  // Hoisted beside the others unless another version already sits there.
  const hoisted = `node_modules/${entry.name}`;
  lock.packages[lock.packages[hoisted] ? `${entry.parent}/${hoisted}` : hoisted] = entry.lockEntry;
}
// npm's own order, so its next write of the lock changes nothing.
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b, "en")));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${missing.length} platform package(s) added to ${lockPath}.`);
