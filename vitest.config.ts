import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// One run, several suites: each has its own environment and setup.
export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["test/unit/**/*.test.ts"], environment: "node" } },
      { test: { name: "machines", include: ["test/machines/**/*.test.ts"], environment: "node" } },
      {
        plugins: [react()],
        test: { name: "client", include: ["test/client/**/*.test.tsx"], environment: "jsdom" },
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
          globalSetup: ["test/support/spa.setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
