// Mutation testing of the core rules, in parts: `npm run test:mutation` runs the parts that take minutes (lib and
// quota); `MUTATION_PART=machines npm run test:mutation` (or a comma-separated list) runs others. Each part mutates
// some modules and runs only the vitest suites that test them (vitest.mutation.config.ts reads MUTATION_PROJECTS and
// MUTATION_SERVER_TESTS, which the test-runner processes inherit from here). Reports: reports/mutation/<parts>.html.
// Measured on 2 shared cores, one test process: lib 3-4 min, quota 3 min; machines is ~97% static mutants (the
// machines are module-level definitions, so each mutant reruns its tests), best run one machine at a time.
import { readdirSync } from "node:fs";

const parts = {
  lib: {
    // The client's helpers and the rules and dates both sides share (name, phone, time, language, calendar dates).
    mutate: [
      "machines/lib/**/*.ts",
      "contract/*-rule.ts",
      "contract/language.ts",
      "shared/two-digits.ts",
      "shared/calendar/dates.ts",
      "shared/today-reading.ts",
    ],
    projects: "unit",
  },
  quota: {
    mutate: ["server/quota/**/*.ts"],
    projects: "server",
    // The server suite's own files for the part: its HTTP tests run on both engines, far slower per mutant.
    serverTests: "test/server/commerce/{balances,question-ledger}.test.ts",
  },
  machines: { mutate: ["machines/*.ts"], projects: "machines" },
  auth: {
    mutate: ["server/auth/**/*.ts"],
    projects: "unit,server",
    // The modules' own tests, calling them directly on one database per file; the HTTP suites that also cover
    // them (test/server/accounts, ...) stay in `npm test` but would make each mutant rerun dozens of files.
    // Measured: 211 mutants in 8 min (was estimated at 4-5 h with the HTTP suites).
    serverTests: "test/server/auth/**/*.test.ts",
    // A static mutant (a module-level constant) reruns the part's whole server suite, minutes each: not affordable.
    // The constants that matter (scrypt's parameters, token lifetimes) have unit tests of their own.
    ignoreStatic: true,
  },
  commerce: {
    mutate: ["server/commerce/**/*.ts"],
    projects: "unit,server",
    // The rules' own tests, calling the modules directly, and the Google Play verifier's against a local stand-in.
    // Measured: 543 mutants in 11-12 min.
    serverTests: "test/server/commerce/*-rules.test.ts test/server/commerce/google-play-verifier.test.ts",
    ignoreStatic: true,
  },
};

// One machine at a time (`machines/chat`): its report arrives in minutes, where the whole part takes over an hour.
for (const file of readdirSync("machines").filter((name) => name.endsWith(".ts"))) {
  const name = `machines/${file.replace(/\.ts$/, "")}`;
  parts[name] = { mutate: [`${name}.ts`], projects: "machines" };
}

const chosen = (process.env.MUTATION_PART ?? "lib,quota").split(",");
const unknown = chosen.filter((name) => !(name in parts));
if (unknown.length > 0) throw new Error(`MUTATION_PART must be among ${Object.keys(parts).join(", ")}`);
const label = chosen.join("+").replaceAll("/", "-");
process.env.MUTATION_PROJECTS = [...new Set(chosen.flatMap((name) => parts[name].projects.split(",")))].join(",");
const serverTests = chosen.map((name) => parts[name].serverTests).filter(Boolean);
// Each mutant reruns its tests; PGlite alone proves what the mutated rule does (test/support/databases.ts).
process.env.MUTATION_DB_KINDS = "pglite";
if (serverTests.length > 0) process.env.MUTATION_SERVER_TESTS = serverTests.join(" ");

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  plugins: ["@stryker-mutator/vitest-runner", "./scripts/stryker-ignore-machine-types.mjs"],
  ignorers: ["machine-types"],
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
  // A part scoring under 85% fails the run (CI runs the fast parts: .ci/run).
  thresholds: { high: 90, low: 85, break: 85 },
};
