import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import UnloadableFileAsFailedTest from "./scripts/unloadable-file-reporter";

// The suites Stryker runs against mutants (stryker.config.mjs): the main config's projects without the browser
// suite, and the server suite narrowed to the HTTP tests of the mutated modules (no process, fault or fuzz runs).
// MUTATION_PROJECTS (comma-separated names, set per part by stryker.config.mjs) keeps a part to the suites that
// test its modules, so a mutant is not run against thousands of unrelated tests.
const wanted = process.env.MUTATION_PROJECTS?.split(",") ?? ["unit", "machines", "client", "server"];
// MUTATION_SERVER_TESTS (space-separated globs) narrows the server suite to a part's own tests.
const serverTests = process.env.MUTATION_SERVER_TESTS?.split(" ") ?? [
  "test/server/accounts/**/*.test.ts",
  "test/server/commerce/**/*.test.ts",
  "test/server/chat/charging.test.ts",
  "test/server/security/{coupon-caps,hourly-limits,login-throttle,purchase-sandbox}.test.ts",
];

const projects = [
  { test: { name: "unit", include: ["test/unit/**/*.test.ts"], environment: "node" } },
  { test: { name: "machines", include: ["test/machines/**/*.test.ts"], environment: "node" } },
  {
    plugins: [react()],
    test: {
      name: "client",
      include: ["test/client/**/*.test.tsx"],
      environment: "jsdom",
      setupFiles: ["test/client/support/setup.ts"],
    },
  },
  {
    test: {
      name: "server",
      include: serverTests,
      environment: "node",
      globalSetup: ["test/support/databases.setup.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];

export default defineConfig({
  test: {
    projects: projects.filter((project) => wanted.includes(project.test.name)),
    reporters: ["default", new UnloadableFileAsFailedTest()],
  },
});
