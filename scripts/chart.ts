// npm run chart -- INPUT.json [--node mean|true]: charts for a batch of births, as JSON on stdout.
// The format is described in server/astro/batch.ts. Bad input: one line per bad case and field, exit 1.
import { readFileSync } from "node:fs";
import { BatchInputError, runBatch } from "../server/astro/batch";
import type { NodeKind } from "../server/astro/types";

function usage(message: string): never {
  console.error(`${message}\nusage: npm run chart -- INPUT.json [--node mean|true]`);
  process.exit(2);
}

const args = process.argv.slice(2);
let node: NodeKind = "mean";
let file: string | undefined;
for (let i = 0; i < args.length; i++) {
  const arg = args[i] as string;
  if (arg === "--node" || arg.startsWith("--node=")) {
    const value = arg.includes("=") ? arg.slice("--node=".length) : args[++i];
    if (value !== "mean" && value !== "true") usage(`--node must be mean or true (got ${value ?? "nothing"}).`);
    node = value;
  } else if (!file) {
    file = arg;
  } else {
    usage(`unexpected argument ${arg}`);
  }
}
if (!file) usage("missing INPUT.json");

let input: unknown;
try {
  input = JSON.parse(readFileSync(file, "utf8"));
} catch (err) {
  console.error(`cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
try {
  process.stdout.write(`${JSON.stringify(runBatch(input, node), null, 2)}\n`);
} catch (err) {
  if (err instanceof BatchInputError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
