// The architecture rules in biome.json (docs/architecture.md: machines are pure behaviour, routes stay thin, the chart engine and
// the guru are pure computation, features meet only through their public entry) each catch a planted violation.
//
// Biome's stdin mode (`--stdin-file-path`) never prints lint diagnostics (it only echoes the fixed text), so the
// planted files go into a temporary copy outside the repository, holding our biome.json and the files at the guarded
// paths, and one biome run lints them all. Nothing is written into the working tree.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const MACHINE_GLOBALS = "Machines never touch the browser";
const MACHINE_REACT_BINDINGS = "Machines are pure behaviour: React bindings belong to the views.";
const MACHINE_ROUTER = "Machines never route";
const MACHINE_TOASTS = "Machines never show toasts";
const ROUTE_QUERIES = "Routes never query the database";
const ROUTE_SCHEMA = "Routes never read the database schema";
const PURE_COMPUTATION = "The chart engine and the guru's reasoning are pure computation";
const FEATURE_ENTRY = "A feature imports another feature only through its public entry (index.ts)";
const VIEWS_FETCH = "Views never fetch";

interface Case {
  rule: string;
  path: string;
  source: string;
  /** The start of the message biome must fail with; absent for a clean file that must pass. */
  message?: string;
}

const browserGlobalCases: Case[] = [
  "localStorage.getItem('appStore')",
  "sessionStorage.clear()",
  "document.title",
  "window.location.href",
  "fetch('/api/health')",
  "navigator.onLine",
  "indexedDB.open('db')",
].map((use, index) => ({
  rule: `machines may not use ${use.split(/[.(]/)[0]}`,
  path: `machines/plantedGlobal${index}.ts`,
  source: `export const planted = () => ${use};\n`,
  message: MACHINE_GLOBALS,
}));

const cases: Case[] = [
  ...browserGlobalCases,
  {
    rule: "a machine may keep its own values named like browser things",
    path: "machines/cleanGlobals.ts",
    source: `export const planted = (store: { document: string }) => store.document;\n`,
  },
  {
    rule: "machines may not import @xstate/react",
    path: "machines/plantedReact.ts",
    source: `import { useMachine } from "@xstate/react";\n\nexport const planted = useMachine;\n`,
    message: MACHINE_REACT_BINDINGS,
  },
  {
    rule: "machines may not import wouter",
    path: "machines/lib/plantedRouter.ts",
    source: `import { navigate } from "wouter/use-browser-location";\nimport { Link } from "wouter";\n\nexport const planted = [navigate, Link];\n`,
    message: MACHINE_ROUTER,
  },
  {
    rule: "machines may not import sonner",
    path: "machines/plantedToast.ts",
    source: `import { toast } from "sonner";\n\nexport const planted = toast;\n`,
    message: MACHINE_TOASTS,
  },
  {
    rule: "machines may import xstate and their own helpers",
    path: "machines/cleanImports.ts",
    source: `import { setup } from "xstate";\nimport { hasNoNul } from "./lib/planted";\n\nexport const planted = [setup, hasNoNul];\n`,
  },
  {
    rule: "routes may not import drizzle-orm",
    path: "server/routes/plantedQuery.ts",
    source: `import { eq } from "drizzle-orm";\n\nexport const planted = eq;\n`,
    message: ROUTE_QUERIES,
  },
  {
    rule: "routes may not import the database schema",
    path: "server/routes/plantedSchema.ts",
    source: `import { users } from "../db/schema";\n\nexport const planted = users;\n`,
    message: ROUTE_SCHEMA,
  },
  {
    rule: "routes may not import a schema file directly",
    path: "server/routes/plantedSchemaFile.ts",
    source: `import { users } from "../db/schema/accounts";\n\nexport const planted = users;\n`,
    message: ROUTE_SCHEMA,
  },
  {
    rule: "routes may call the feature's service module",
    path: "server/routes/cleanRoute.ts",
    source: `import { Hono } from "hono";\nimport { assignedGuruOf } from "../accounts/gurus";\n\nexport const planted = [Hono, assignedGuruOf];\n`,
  },
  ...[
    ["hono", "server/astro/plantedHono.ts", `import { Hono } from "hono";`],
    ["@hono/*", "server/guru/plantedConnInfo.ts", `import { Hono } from "@hono/node-server/conninfo";`],
    ["drizzle-orm", "server/guru/compose/plantedDrizzle.ts", `import { Hono } from "drizzle-orm";`],
    ["pg", "server/astro/plantedPg.ts", `import { Hono } from "pg";`],
    ["@electric-sql/pglite", "server/guru/plantedPglite.ts", `import { Hono } from "@electric-sql/pglite";`],
    ["server/db", "server/astro/plantedDb.ts", `import { Hono } from "../db/client";`],
    ["server/db from a nested folder", "server/guru/claims/plantedDb.ts", `import { Hono } from "../../db/schema";`],
  ].map(
    ([name, path, line]): Case => ({
      rule: `the chart engine and the guru may not import ${name}`,
      path: path as string,
      source: `${line}\n\nexport const planted = Hono;\n`,
      message: PURE_COMPUTATION,
    }),
  ),
  {
    rule: "the chart engine may import its own modules",
    path: "server/astro/cleanEngine.ts",
    source: `import { julianDay } from "./time";\n\nexport const planted = julianDay;\n`,
  },
  {
    rule: "a feature may not import another feature's internals",
    path: "src/features/profile/plantedView.tsx",
    source: `import { LoginModal } from "../login/LoginModal";\n\nexport const planted = LoginModal;\n`,
    message: FEATURE_ENTRY,
  },
  {
    rule: "a feature's sub-folder may not import another feature's internals",
    path: "src/features/kundali/depth/plantedView.tsx",
    source: `import { ChatView } from "../../chat/ChatView";\n\nexport const planted = ChatView;\n`,
    message: FEATURE_ENTRY,
  },
  {
    rule: "a feature may not reach another feature's internals the long way round",
    path: "src/features/profile/plantedLongWay.tsx",
    source: `import { LoginModal } from "../../features/login/LoginModal";\n\nexport const planted = LoginModal;\n`,
    message: FEATURE_ENTRY,
  },
  {
    rule: "a feature's sub-folder may not reach another feature's internals the long way round",
    path: "src/features/kundali/depth/plantedLongWay.tsx",
    source: `import { ChatView } from "../../../features/chat/ChatView";\n\nexport const planted = ChatView;\n`,
    message: FEATURE_ENTRY,
  },
  {
    rule: "machines may not import React",
    path: "machines/plantedReactCore.ts",
    source: `import { useState } from "react";\n\nexport const planted = useState;\n`,
    message: "Machines are pure behaviour: no React.",
  },
  {
    rule: "machines may not import from src/",
    path: "machines/plantedSrc.ts",
    source: `import { http } from "../src/adapters/http";\n\nexport const planted = http;\n`,
    message: "Machines may not import from src/",
  },
  {
    rule: "views may not call adapters",
    path: "src/features/chat/plantedAdapter.tsx",
    source: `import { http } from "../../adapters/http";\n\nexport const planted = http;\n`,
    message: "Views never call adapters",
  },
  {
    rule: "a feature may import another feature's entry, shared UI and its own files",
    path: "src/features/profile/cleanView.tsx",
    source: [
      `import { LoginModal } from "../login";`,
      `import { RegisterModal } from "../register/index";`,
      `import { Button } from "../../ui/Button";`,
      `import { ChatView } from "../../features/chat";`,
      `import { ProfileForm } from "./ProfileForm";`,
      "",
      "export const planted = [LoginModal, RegisterModal, Button, ChatView, ProfileForm];",
      "",
    ].join("\n"),
  },
  {
    rule: "a feature's sub-folder may import its own feature's files and another feature's entry",
    path: "src/features/kundali/depth/cleanView.tsx",
    source: `import { chat } from "../../chat/index.ts";\nimport { home } from "../kundaliHomeBinding";\nimport { wiring } from "../../../app/LogicContext";\n\nexport const planted = [chat, home, wiring];\n`,
  },
  {
    rule: "a feature's bindings provide the adapters to its machines",
    path: "src/features/chat/bindings.ts",
    source: `import { http } from "../../adapters/http";\n\nexport const planted = http;\n`,
  },
  {
    rule: "views in src/features may not fetch",
    path: "src/features/chat/plantedFetch.tsx",
    source: `import ky from "ky";\n\nexport const planted = ky;\n`,
    message: VIEWS_FETCH,
  },
  {
    rule: "shared UI in src/ui may not fetch",
    path: "src/ui/plantedFetch.tsx",
    source: `import ky from "ky";\n\nexport const planted = ky;\n`,
    message: VIEWS_FETCH,
  },
];

const repoRoot = resolve(import.meta.dirname, "../..");
let workDir = "";
/** Each file's error diagnostics as biome prints them: the rule, the headline and the advice with our message. */
let errorsByPath = new Map<string, string[]>();

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), "architecture-rules-"));
  // The copy is not a git repository, so version-control integration is off; the rules are untouched.
  const config = JSON.parse(readFileSync(join(repoRoot, "biome.json"), "utf8"));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(workDir, "biome.json"), JSON.stringify(config));
  for (const planted of cases) {
    mkdirSync(dirname(join(workDir, planted.path)), { recursive: true });
    writeFileSync(join(workDir, planted.path), planted.source);
  }
  // The default reporter, because only it prints a noRestrictedGlobals rule's own message (as advice).
  const run = spawnSync(
    join(repoRoot, "node_modules/.bin/biome"),
    ["lint", "--colors=off", "--max-diagnostics=none", "--diagnostic-level=error", "."],
    { cwd: workDir, encoding: "utf8" },
  );
  errorsByPath = diagnosticsByPath(run.stdout + run.stderr);
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Splits biome's report into diagnostics, each starting at a `path:line:col lint/group/rule` header. */
function diagnosticsByPath(report: string): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  const blocks = report.split(/^(?=\S+:\d+:\d+ lint\/)/m).filter((block) => /^\S+:\d+:\d+ lint\//.test(block));
  for (const block of blocks) {
    const path = block.slice(0, block.indexOf(":"));
    byPath.set(path, [...(byPath.get(path) ?? []), block.replace(/\s+/g, " ")]);
  }
  return byPath;
}

describe("architecture rules in biome.json", () => {
  it.each(cases.filter((c) => c.message))("$rule", ({ path, message }) => {
    const errors = errorsByPath.get(path) ?? [];
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(error).toMatch(/^\S+ lint\/style\/noRestricted(Imports|Globals) /);
      expect(error).toContain(message);
    }
  });

  it.each(cases.filter((c) => !c.message))("$rule", ({ path }) => {
    expect(errorsByPath.get(path) ?? []).toEqual([]);
  });
});
