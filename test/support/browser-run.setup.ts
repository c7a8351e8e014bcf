// Global setup of the browser suites, done once per run: the production build the server serves (rebuilt only when
// older than its sources), a migrated data directory the test servers start from, and one shared Chromium.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildSpaIfStale } from "../../scripts/spa-build";
import { launchChromiumServer } from "./browser";
import { migrateDataDir } from "./server-data-template";

export default async function setup(project: TestProject) {
  const template = mkdtempSync(path.join(os.tmpdir(), "kundali-data-template-"));
  const [, , chromium] = await Promise.all([buildSpaIfStale(), migrateDataDir(template), launchChromiumServer()]);
  project.provide("serverDataTemplate", template);
  project.provide("chromiumEndpoint", chromium.wsEndpoint());
  return async () => {
    await chromium.close();
    rmSync(template, { recursive: true, force: true });
  };
}
