// A machine's statechart as reviewable text: every state with its kind, entry and exit actions, invoked actors and
// transitions (event, guard, targets, actions with their literal arguments), and the placeholders the bindings
// must provide. The walker replays a machine against itself, so it cannot notice a transition that went missing or
// changed its target; test/machines/charts.test.ts compares this text with the charts reviewed against the product reference (docs/product.md).
// Read from xstate's state-node API; the built-in actions (assign, raise, sendTo, emit) are described from the
// properties their creators set on them (`type`, `assignment`, `event`, `to`).
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";

type Described = string | number | boolean | null | undefined | object;

/** A literal as JSON; a function as ƒ, since its body is behaviour the walks and state checks test. */
function literal(value: Described): string {
  if (typeof value === "function") return "ƒ";
  if (value === undefined) return "undefined";
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const fields = Object.entries(value).map(([key, field]) => `${key}: ${literal(field as Described)}`);
    return `{ ${fields.join(", ")} }`;
  }
  if (Array.isArray(value)) return `[${value.map((item) => literal(item as Described)).join(", ")}]`;
  return JSON.stringify(value);
}

function fields(record: Record<string, Described>): string {
  return Object.entries(record)
    .map(([key, value]) => `${key}=${literal(value)}`)
    .join(", ");
}

type BuiltIn = ((...args: never[]) => unknown) & {
  type?: string;
  assignment?: Described;
  event?: Described;
  to?: Described;
  guards?: unknown[];
  guard?: unknown;
};

function action(item: unknown): string {
  if (typeof item === "string") return item;
  if (typeof item === "function") {
    const builtIn = item as BuiltIn;
    switch (builtIn.type) {
      case "xstate.assign":
        return typeof builtIn.assignment === "function"
          ? "assign(ƒ)"
          : `assign(${fields(builtIn.assignment as Record<string, Described>)})`;
      case "xstate.raise":
        return `raise(${literal(builtIn.event)})`;
      case "xstate.sendTo":
        return `sendTo(${literal(builtIn.to)}, ${literal(builtIn.event)})`;
      case "xstate.emit":
        return `emit(${literal(builtIn.event)})`;
      case undefined:
        return "ƒ";
      default:
        return builtIn.type.replace(/^xstate\./, "");
    }
  }
  if (item && typeof item === "object" && "type" in item) {
    const { type, params } = item as { type: string; params?: Described };
    return params === undefined ? type : `${type}(${literal(params)})`;
  }
  return literal(item as Described);
}

function actions(list: readonly unknown[] | undefined): string {
  return list && list.length > 0 ? ` / ${list.map(action).join(", ")}` : "";
}

function guard(item: unknown): string {
  if (item === undefined) return "";
  if (typeof item === "string") return item;
  if (typeof item === "function") {
    const combined = item as BuiltIn;
    const inner = combined.guards ?? (combined.guard === undefined ? [] : [combined.guard]);
    return inner.length > 0 ? `${combined.name}(${inner.map(guard).join(", ")})` : "ƒ";
  }
  const { type, params } = item as { type: string; params?: Described };
  return params === undefined ? type : `${type}(${literal(params)})`;
}

function transition(label: string, definition: AnyTransitionDefinition): string {
  const when = definition.guard === undefined ? "" : ` [${guard(definition.guard)}]`;
  const targets = definition.target?.map((node: AnyStateNode) => `#${node.id}`).join(", ");
  const goes = targets ? ` -> ${targets}${definition.reenter ? " (reenter)" : ""}` : "";
  return `${label}${when}${goes}${actions(definition.actions)}`;
}

function stateLines(node: AnyStateNode, depth: number): string[] {
  const pad = "  ".repeat(depth);
  const kind = node.type === "history" ? `history ${node.history}` : node.type;
  const lines = [`${pad}state #${node.id} (${kind})`];
  const inner = `${pad}  `;
  if (node.type === "compound" || (node.type === "parallel" && node.initial.target.length > 0)) {
    const initial = node.initial;
    lines.push(`${inner}${transition("initial", initial as AnyTransitionDefinition)}`);
  }
  if (node.entry.length > 0) lines.push(`${inner}entry${actions(node.entry)}`);
  if (node.exit.length > 0) lines.push(`${inner}exit${actions(node.exit)}`);
  for (const invoked of node.invoke) {
    const source = typeof invoked.src === "string" ? invoked.src : "inline logic";
    const input = invoked.input === undefined ? "" : ` input ${literal(invoked.input as Described)}`;
    const system = invoked.systemId === undefined ? "" : ` (system id ${invoked.systemId})`;
    lines.push(`${inner}invoke ${invoked.id}${system}: ${source}${input}`);
  }
  for (const delayed of node.after) {
    lines.push(`${inner}${transition(`after ${literal(delayed.delay as Described)}`, delayed)}`);
  }
  for (const definition of node.always ?? []) lines.push(`${inner}${transition("always", definition)}`);
  for (const [event, definitions] of node.transitions) {
    if (event.startsWith("xstate.after.")) continue;
    for (const definition of definitions) lines.push(`${inner}${transition(`on ${event}`, definition)}`);
  }
  if (node.type === "final" && node.output !== undefined) lines.push(`${inner}output ${literal(node.output)}`);
  for (const child of Object.values(node.states) as AnyStateNode[]) lines.push(...stateLines(child, depth + 1));
  return lines;
}

/** The chart of `machine` as text, one line per state, transition or placeholder. */
export function describeChart(machine: AnyStateMachine): string {
  const { actors, actions: named, guards, delays } = machine.implementations;
  const names = (record: Record<string, unknown>) => Object.keys(record).sort().join(", ") || "-";
  const context = machine.config.context;
  return [
    `machine #${machine.id}`,
    `  placeholders: actors ${names(actors)}; actions ${names(named)}; guards ${names(guards)}`,
    `  delays ${fields(delays as Record<string, Described>) || "-"}`,
    `  context ${typeof context === "function" ? "from input" : literal(context as Described)}`,
    ...stateLines(machine.root, 1),
  ].join("\n");
}
