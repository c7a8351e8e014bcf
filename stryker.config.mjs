// Mutation testing of the core rules: `npm run test:mutation` runs every part; `MUTATION_PART=lib npm run
// test:mutation` runs one. Each part mutates some modules and runs only the vitest suites that test them
// (vitest.mutation.config.ts reads MUTATION_PROJECTS, which the test-runner processes inherit from here).
// serverTests: the server suite's files for the part (its HTTP tests run on both engines, so the whole suite would
// take longer per mutant than the part's own tests need).
const parts = {
  lib: { mutate: ["machines/lib/**/*.ts"], projects: "unit" },
  quota: {
    mutate: ["server/quota/**/*.ts"],
    projects: "server",
    serverTests: "test/server/commerce/{balances,question-ledger}.test.ts",
  },
  machines: { mutate: ["machines/*.ts"], projects: "machines" },
  server: {
    mutate: ["server/commerce/**/*.ts", "server/auth/**/*.ts"],
    projects: "unit,server",
    serverTests: "test/server/{commerce,accounts}/**/*.test.ts",
    // A static mutant (a module-level constant) reruns the part's whole server suite, minutes each: not affordable.
    ignoreStatic: true,
  },
};

const chosen = process.env.MUTATION_PART ? [process.env.MUTATION_PART] : Object.keys(parts);
const unknown = chosen.filter((name) => !(name in parts));
if (unknown.length > 0) throw new Error(`MUTATION_PART must be one of ${Object.keys(parts).join(", ")}`);
const label = chosen.join("+");
process.env.MUTATION_PROJECTS = [...new Set(chosen.flatMap((name) => parts[name].projects.split(",")))].join(",");
const serverTests = chosen.map((name) => parts[name].serverTests).filter(Boolean);
if (serverTests.length > 0) process.env.MUTATION_SERVER_TESTS = serverTests.join(" ");

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  plugins: ["@stryker-mutator/vitest-runner"],
  mutate: chosen.flatMap((name) => parts[name].mutate).concat(["!**/*.d.ts", "!machines/lib/apiTypes.ts"]),
  coverageAnalysis: "perTest",
  ignoreStatic: chosen.some((name) => parts[name].ignoreStatic),
  // The CPU is shared; one test process at a time.
  concurrency: 1,
  timeoutMS: 30_000,
  // The server suite's first run (every test, with coverage) takes minutes on one process.
  dryRunTimeoutMinutes: 30,
  reporters: ["html", "json", "clear-text", "progress"],
  htmlReporter: { fileName: `reports/mutation/${label}.html` },
  jsonReporter: { fileName: `reports/mutation/${label}.json` },
  // No incremental mode: it reuses the old result of a static mutant (a module-level constant) whatever tests were
  // added, since such a mutant has no per-test coverage to compare.
  tempDirName: ".tmp/stryker",
  cleanTempDir: "always",
  thresholds: { high: 90, low: 85, break: null },
};
