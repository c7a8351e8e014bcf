import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// One run, several suites: each has its own environment and setup.
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker, which runs every file in turn. Most of the server and browser
    // suites' time is spent waiting on other processes (the server under test, Chromium, PostgreSQL), so three
    // files at once keep both cores busy.
    maxWorkers: 3,
    // Projects do not inherit the root's test options, so each opts out of isolation itself. Each test file still
    // opens its own databases, servers and pages; what files share is the loaded modules (the server, the engine,
    // the catalogues), which an isolated file would import again: a third of the server suite's time. What the code
    // keeps at module level is caches of pure results (the engine's, the question reader's) and the loaded gazetteer,
    // which a file may share with the next without changing what it proves.
    projects: [
      {
        test: {
          name: "unit",
          isolate: false,
          include: ["test/unit/**/*.test.ts"],
          environment: "node",
          // The property tests over every pair (e.g. the kootas) compute for seconds; beside two other files on two
          // cores they outlast the default 5 s.
          testTimeout: 30_000,
        },
      },
      { test: { name: "machines", isolate: false, include: ["test/machines/**/*.test.ts"], environment: "node" } },
      {
        plugins: [react()],
        test: {
          name: "client",
          isolate: false,
          include: ["test/client/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["test/client/support/setup.ts"],
          // As the unit suite: rendering beside two other files on two cores can outlast the default 5 s.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "server",
          isolate: false,
          include: ["test/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/support/databases.setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "browser",
          isolate: false,
          include: ["test/browser/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/support/browser-run.setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
