// Global setup of the browser suites: the server serves dist/, so build it first when stale.
import { buildSpaIfStale } from "../../scripts/spa-build";

export default async function setup() {
  await buildSpaIfStale();
}
