// React 19 has useSyncExternalStore built in. wouter, react-aria and @xstate/react import the `use-sync-external-store`
// shim, which keeps a fallback for React 17 in the first load (about 0.7 KB before compression, 0.2 KB after) and
// only ever hands back React's own hook here. The build resolves the shim to a module that re-exports React's hook
// (src/vendor/use-sync-external-store-shim.ts), and the shim's selector variant to the same package's build for
// React 18+, which calls React's hook too. test/unit/bundling/use-sync-external-store.test.ts holds the aliases to the
// specifiers the installed libraries import.
import path from "node:path";
import type { Alias } from "vite";

export const USE_SYNC_EXTERNAL_STORE_ALIASES: Alias[] = [
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: "use-sync-external-store/with-selector.js",
  },
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: path.resolve(import.meta.dirname, "../src/vendor/use-sync-external-store-shim.ts"),
  },
];
