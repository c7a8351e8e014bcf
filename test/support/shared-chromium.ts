// One Chromium per browser-suite run: the run's global setup launches it (test/support/browser-run.setup.ts) and each
// test file connects to it. Contexts keep files apart (cookies, storage, service workers); closing the connected
// Browser closes the contexts it made and disconnects, leaving the Chromium to the other files.
import { type Browser, chromium } from "playwright-core";
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    chromiumEndpoint: string;
  }
}

export async function connectChromium(): Promise<Browser> {
  return chromium.connect(inject("chromiumEndpoint"));
}
