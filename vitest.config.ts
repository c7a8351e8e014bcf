import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// One run, several suites: each has its own environment and setup.
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker, which runs every file in turn. Most of the server and browser
    // suites' time is spent waiting on other processes (the server under test, Chromium, PostgreSQL), so three
    // files at once keep both cores busy.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts"],
          environment: "node",
          // The property tests over every pair (e.g. the kootas) compute for seconds; beside two other files on two
          // cores they outlast the default 5 s.
          testTimeout: 30_000,
        },
      },
      { test: { name: "machines", include: ["test/machines/**/*.test.ts"], environment: "node" } },
      {
        plugins: [react()],
        test: {
          name: "client",
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
