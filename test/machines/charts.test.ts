// Each machine's chart (test/machines/support/chart.ts) and the copy its module exports, against the text in
// test/machines/charts/, which was reviewed against the product reference (docs/product.md): a transition lost, retargeted or guarded differently, a
// placeholder renamed or a message reworded fails here. After an intended change, rerun with `-u` and review the diff.

import { describe, expect, it } from "vitest";
import type { AnyStateMachine } from "xstate";
import { describeChart } from "./support/chart";

const modules = import.meta.glob<Record<string, unknown>>("../../machines/*.ts", { eager: true });

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === "object" && value !== null && "root" in value && "implementations" in value;
}

/** The module's exported constants: its messages and limits, as the product words them. */
function copy(module: Record<string, unknown>): string[] {
  return Object.entries(module)
    .filter(([, value]) => typeof value === "string" || typeof value === "number")
    .map(([name, value]) => `const ${name} = ${JSON.stringify(value)}`)
    .sort();
}

describe("every machine's chart", () => {
  it.each(Object.entries(modules).map(([path, module]) => [path.replace("../../", ""), module] as const))(
    "%s matches its reviewed chart",
    async (path, module) => {
      const machines = Object.values(module).filter(isMachine);
      expect(machines.length).toBeGreaterThan(0);
      const text = [`# ${path}`, ...copy(module), ...machines.map(describeChart), ""].join("\n");
      await expect(text).toMatchFileSnapshot(`charts/${path.replace(/^machines\/|\.ts$/g, "")}.chart`);
    },
  );
});
