// npm run chart -- INPUT.json [--node mean|true] [--year-days 365.25|365.256364] [--no-pratyantardashas]:
// charts for a batch of births, as JSON on stdout, with the whole Vimshottari tree down to the pratyantardashas
// (--no-pratyantardashas stops at the antardashas); --year-days sets the days per Vimshottari year (default
// 365.25; 365.256364 is the sidereal year). The format is described in server/astro/batch.ts.
// Bad arguments: the reason and the usage line, exit 2. Bad input: one line per bad case and field, exit 1.
import { readFileSync } from "node:fs";
import { BatchInputError, type BatchOptions, runBatch } from "../server/astro/batch";
import { DASHA_YEAR_LENGTHS, parseDashaYearDays } from "../server/astro/dasha";
import type { NodeKind } from "../server/astro/types";

const YEAR_DAYS = `${DASHA_YEAR_LENGTHS.julian}|${DASHA_YEAR_LENGTHS.sidereal}`;

function usage(message: string): never {
  console.error(
    `${message}\nusage: npm run chart -- INPUT.json [--node mean|true] [--year-days ${YEAR_DAYS}] [--no-pratyantardashas]`,
  );
  process.exit(2);
}

/** The value of `--name value` or `--name=value`, advancing past it. */
function optionValue(args: string[], i: number, name: string): { value: string | undefined; next: number } {
  const arg = args[i] as string;
  if (arg.startsWith(`${name}=`)) return { value: arg.slice(name.length + 1), next: i };
  return { value: args[i + 1], next: i + 1 };
}

const args = process.argv.slice(2);
let node: NodeKind = "mean";
const options: BatchOptions = { pratyantardashas: true };
let file: string | undefined;
for (let i = 0; i < args.length; i++) {
  const arg = args[i] as string;
  if (arg === "--node" || arg.startsWith("--node=")) {
    const { value, next } = optionValue(args, i, "--node");
    if (value !== "mean" && value !== "true") usage(`--node must be mean or true (got ${value ?? "nothing"}).`);
    node = value;
    i = next;
  } else if (arg === "--year-days" || arg.startsWith("--year-days=")) {
    const { value, next } = optionValue(args, i, "--year-days");
    const yearDays = value === undefined ? null : parseDashaYearDays(value);
    if (yearDays === null) {
      usage(
        `--year-days must be ${DASHA_YEAR_LENGTHS.julian} or ${DASHA_YEAR_LENGTHS.sidereal} (days in a Vimshottari year; got ${value ?? "nothing"}).`,
      );
    }
    options.yearDays = yearDays;
    i = next;
  } else if (arg === "--no-pratyantardashas") {
    options.pratyantardashas = false;
  } else if (arg.startsWith("--")) {
    usage(`unknown option ${arg}`);
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
  // Piped into a reader that stops early (`| head`): the rest is not wanted, which is no error.
  process.stdout.on("error", (err: NodeJS.ErrnoException) => process.exit(err.code === "EPIPE" ? 0 : 1));
  process.stdout.write(`${JSON.stringify(runBatch(input, node, options), null, 2)}\n`);
} catch (err) {
  if (err instanceof BatchInputError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
