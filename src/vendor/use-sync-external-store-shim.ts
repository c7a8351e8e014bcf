// What the build gives libraries that import the `use-sync-external-store` shim: React's own hook
// (scripts/use-sync-external-store-builtin.ts says why).
export { useSyncExternalStore } from "react";
