// `npm run test:coverage-machines`: walks every machine's model (the same specs as test/machines) and prints,
// per machine, the states and transitions reached over the total, and of the guarded transitions those whose guard
// the walk saw pass and fail. Exits 1 when any machine is below 100%.
import { machineWalkSpecs } from "../test/machines/models/index";
import { guardSidesMissing, missingFrom, walkMachine } from "../test/machines/support/walk";

const rows: string[][] = [["machine", "states", "transitions", "guards passed", "guards failed", "paths ok"]];
let incomplete = false;
for (const spec of machineWalkSpecs) {
  try {
    const coverage = await walkMachine(spec);
    const states = `${coverage.states.reached.size}/${coverage.states.total.length}`;
    const transitions = `${coverage.transitions.total.filter((t) => coverage.transitions.reached.has(t)).length}/${coverage.transitions.total.length}`;
    const guards = coverage.guards.total.length;
    const passed = `${guards - guardSidesMissing(coverage, "passed").length}/${guards}`;
    const failed = `${guards - guardSidesMissing(coverage, "failed").length}/${guards}`;
    rows.push([spec.name, states, transitions, passed, failed, "yes"]);
    const missing = missingFrom(coverage);
    if (missing.length > 0) {
      incomplete = true;
      for (const line of missing) console.error(`${spec.name}: not reached: ${line}`);
    }
  } catch (error) {
    incomplete = true;
    rows.push([spec.name, "-", "-", "-", "-", "no"]);
    console.error(`${spec.name}: a path failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  "));
if (incomplete) {
  console.error("Machine coverage is below 100%.");
  process.exit(1);
}
console.log(
  `All ${machineWalkSpecs.length} machines: every state and transition reached, every guard seen passing and failing.`,
);
