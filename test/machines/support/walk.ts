// Model-based walking of a real machine (docs/testing.md, "The machines' model walks"): `TestModel` from xstate/graph plans paths over the
// real machine, whose steps include `xstate.done.actor.*`, `xstate.error.actor.*` and `xstate.after.*`. The walker
// replays each path on a live actor of the same machine, where every declared actor is a controlled promise (the
// adapter boundary): a done step resolves it, an error step rejects it, an after step advances a simulated clock.
// After each step the live snapshot must equal the planned one (value and context), and the spec's state checks run.
// Coverage (states, transitions, guard outcomes) is read through xstate's public API only: the live microsteps come
// from inspection, and which transitions each took, with the guards evaluated on the way, from ./selection.
// No vitest import here: scripts/coverage-machines.ts runs the same walks.
import assert from "node:assert/strict";
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  type EventObject,
  fromPromise,
  getInitialMicrosteps,
  getNextTransitions,
  type InspectionEvent,
  SimulatedClock,
  type SnapshotFrom,
} from "xstate";
import { type StatePath, TestModel } from "xstate/graph";
import { activeStateNodes, eventlessTransitions, type GuardOutcome, transitionsOnEvent } from "./selection";

type Snapshot = SnapshotFrom<AnyStateMachine>;

export interface ActorCall {
  actor: string;
  input: unknown;
}

/** What a state check sees: the live snapshot, the placeholder actions run so far, and the actor calls. */
export interface WalkRecord {
  snapshot: Snapshot;
  actions: Array<{ name: string; params: unknown; event: EventObject }>;
  calls: ActorCall[];
}

export interface MachineWalkSpec {
  name: string;
  machine: AnyStateMachine;
  /** Inputs to start the machine with; each is walked (default: no input). */
  inputs?: unknown[];
  /** Event variants (payloads) per event type; types the state accepts but listed here get `{ type }`. */
  events: (snapshot: Snapshot) => EventObject[];
  /** Sample results per invoked actor id (each becomes a separate done step). */
  outputs?: Record<string, unknown[]>;
  /** Sample failures per invoked actor id (default: one Error). */
  errors?: Record<string, unknown[]>;
  /** Placeholder actions to record (effects the adapters perform in the app). */
  recordedActions?: string[];
  /** Checks on the live snapshot, keyed by `snapshot.matches` state value ("a" or "a.b"). */
  states?: Record<string, (record: WalkRecord) => void>;
  /** Also walk simple paths (every loop-free path); only for small graphs. */
  simplePaths?: boolean;
  /** Serialize only what matters for distinct model states (default: value and context). */
  serializeState?: (snapshot: Snapshot) => string;
  limit?: number;
}

export interface PlannedPath {
  description: string;
  input: unknown;
  path: StatePath<Snapshot, EventObject>;
}

const DONE = "xstate.done.actor.";
const ERROR = "xstate.error.actor.";
const AFTER = "xstate.after.";

function activeInvokeIds(snapshot: Snapshot): string[] {
  return Object.keys(snapshot.children ?? {});
}

function modelEvents(spec: MachineWalkSpec) {
  return (snapshot: Snapshot): EventObject[] => {
    const accepted = new Set(getNextTransitions(snapshot).map((transition) => transition.eventType));
    const own = spec.events(snapshot).filter((event) => accepted.has(event.type));
    const synthetic: EventObject[] = [...accepted].filter((type) => type.startsWith(AFTER)).map((type) => ({ type }));
    for (const id of activeInvokeIds(snapshot)) {
      for (const output of spec.outputs?.[id] ?? [undefined])
        synthetic.push({ type: `${DONE}${id}`, output } as EventObject);
      for (const error of spec.errors?.[id] ?? [new Error(`${id} failed`)])
        synthetic.push({ type: `${ERROR}${id}`, error } as EventObject);
    }
    return [...own, ...synthetic];
  };
}

function serializeTransition(spec: MachineWalkSpec) {
  const serializeState =
    spec.serializeState ?? ((s: Snapshot) => JSON.stringify({ value: s.value, context: s.context }));
  // A vertex is an edge (previous state, event, state), so the shortest path to every vertex takes every
  // transition once, also those that lead to a state reached some shorter way.
  return (snapshot: Snapshot, event: EventObject | undefined, previous?: Snapshot) =>
    `${previous ? serializeState(previous) : ""}|${event ? JSON.stringify(event) : ""}|${serializeState(snapshot)}`;
}

export function planPaths(spec: MachineWalkSpec): PlannedPath[] {
  return (spec.inputs ?? [undefined]).flatMap((input, index) => {
    const model = new TestModel(spec.machine, {
      events: modelEvents(spec),
      serializeState: serializeTransition(spec),
      serializeEvent: (event: EventObject) => JSON.stringify(event),
      input,
      limit: spec.limit ?? 20_000,
    });
    const shortest = model.getShortestPaths();
    const simple = spec.simplePaths ? model.getSimplePaths() : [];
    const label = spec.inputs ? `[input ${index + 1}] ` : "";
    return [...shortest, ...simple].map((path) => ({ description: label + path.description, input, path }));
  });
}

// ---- coverage ---------------------------------------------------------------------------------------------------

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child as AnyStateNode))];
}

function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const list: readonly AnyTransitionDefinition[] =
    transition.eventType === "" ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  return `${source.id} --${transition.eventType || "always"}#${list.indexOf(transition)}--> ${transition.target?.map((t) => t.id).join(",") ?? "(self)"}`;
}

export interface MachineCoverage {
  name: string;
  states: { reached: Set<string>; total: string[] };
  transitions: { reached: Set<string>; total: string[] };
  /** Guarded transitions, and those whose guard the walk saw pass and fail. */
  guards: { passed: Set<string>; failed: Set<string>; total: string[] };
}

export function createCoverage(spec: MachineWalkSpec): MachineCoverage {
  const nodes = allStateNodes(spec.machine.root);
  const transitions = nodes.flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]) as AnyTransitionDefinition[];
  return {
    name: spec.name,
    states: { reached: new Set(), total: nodes.map((n) => n.id) },
    transitions: { reached: new Set(), total: transitions.map(transitionKey) },
    guards: {
      passed: new Set(),
      failed: new Set(),
      total: transitions.filter((transition) => transition.guard !== undefined).map(transitionKey),
    },
  };
}

/** Guarded transitions whose guard the walk saw pass (`side` "passed") or fail. */
export function guardSidesMissing(coverage: MachineCoverage, side: "passed" | "failed"): string[] {
  return coverage.guards.total.filter((key) => !coverage.guards[side].has(key));
}

export function missingFrom(coverage: MachineCoverage): string[] {
  return [
    ...coverage.states.total.filter((id) => !coverage.states.reached.has(id)).map((id) => `state ${id}`),
    ...coverage.transitions.total.filter((key) => !coverage.transitions.reached.has(key)).map((k) => `transition ${k}`),
    ...guardSidesMissing(coverage, "passed").map((key) => `guard passing on ${key}`),
    ...guardSidesMissing(coverage, "failed").map((key) => `guard failing on ${key}`),
  ];
}

// ---- replay -----------------------------------------------------------------------------------------------------

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function delayOf(machine: AnyStateMachine, token: string, context: unknown): number {
  const asNumber = Number(token);
  if (Number.isFinite(asNumber)) return asNumber;
  const delay = (machine.implementations.delays as Record<string, unknown>)[token];
  if (typeof delay === "number") return delay;
  if (typeof delay === "function") return (delay as (args: { context: unknown }) => number)({ context });
  throw new Error(`Unknown delay ${token}`);
}

/** Replays one planned path on a live actor; throws (assert) on the first divergence. */
export async function replayPath(
  spec: MachineWalkSpec,
  planned: PlannedPath,
  coverage: MachineCoverage,
): Promise<void> {
  const pending = new Map<string, Pending>();
  const record: Omit<WalkRecord, "snapshot"> = { actions: [], calls: [] };
  const actors = Object.fromEntries(
    Object.keys(spec.machine.implementations.actors).map((name) => [
      name,
      fromPromise(
        ({ input }) =>
          new Promise((resolve, reject) => {
            record.calls.push({ actor: name, input });
            pending.set(name, { resolve, reject });
          }),
      ),
    ]),
  );
  const actions = Object.fromEntries(
    (spec.recordedActions ?? []).map((name) => [
      name,
      ({ event }: { event: EventObject }, params: unknown) => {
        record.actions.push({ name, params, event });
      },
    ]),
  );
  const machine = spec.machine.provide({ actors, actions } as Parameters<AnyStateMachine["provide"]>[0]);
  const clock = new SimulatedClock();
  attributeInitialMicrosteps(machine, planned.input, coverage);
  const actor = createActor(machine, { input: planned.input, clock, inspect: inspectInto(coverage) });
  actor.subscribe({ error: () => {} });
  actor.start();
  await settle();

  const check = (expected: Snapshot, where: string) => {
    const live = actor.getSnapshot();
    assert.deepEqual(live.value, expected.value, `${where}: state`);
    if (spec.serializeState) {
      // the model tells states apart by this projection only, so that is what must agree
      assert.equal(spec.serializeState(live), spec.serializeState(expected), `${where}: model state`);
    } else {
      assert.deepEqual(
        JSON.parse(JSON.stringify(live.context)),
        JSON.parse(JSON.stringify(expected.context)),
        `${where}: context`,
      );
    }
    for (const node of activeStateNodes(live)) coverage.states.reached.add(node.id);
    for (const [key, test] of Object.entries(spec.states ?? {})) {
      if (live.matches(key.includes(".") ? toStateValue(key) : key)) test({ snapshot: live, ...record });
    }
  };

  const steps = planned.path.steps;
  for (const [index, step] of steps.entries()) {
    const where = `step ${index + 1} (${step.event.type})`;
    const type = step.event.type;
    if (type === "xstate.init") {
      // the initial state is the first step of an empty path
    } else if (type.startsWith(DONE) || type.startsWith(ERROR)) {
      const id = type.startsWith(DONE) ? type.slice(DONE.length) : type.slice(ERROR.length);
      const promise = pending.get(id);
      assert.ok(promise, `${where}: actor ${id} is running`);
      pending.delete(id);
      if (type.startsWith(DONE)) promise.resolve((step.event as { output?: unknown }).output);
      else promise.reject((step.event as { error?: unknown }).error);
      await settle();
    } else if (type.startsWith(AFTER)) {
      const token = type.slice(AFTER.length).split(".")[0] ?? "";
      clock.increment(delayOf(machine, token, actor.getSnapshot().context));
      await settle();
    } else {
      actor.send(step.event);
      await settle();
    }
    check(step.state, where);
  }
  actor.stop();
}

function toStateValue(key: string): Record<string, unknown> | string {
  const [head, ...rest] = key.split(".");
  return rest.length ? { [head as string]: toStateValue(rest.join(".")) } : (head as string);
}

function recordTaken(coverage: MachineCoverage, taken: AnyTransitionDefinition[]): void {
  for (const transition of taken) {
    coverage.transitions.reached.add(transitionKey(transition));
    // transient (always-only) states never show in a settled snapshot: a taken transition proves them entered
    for (const node of [transition.source, ...(transition.target ?? [])]) {
      for (let n: AnyStateNode | undefined = node; n; n = n.parent) coverage.states.reached.add(n.id);
    }
  }
}

function guardRecorder(coverage: MachineCoverage): GuardOutcome {
  return (transition, passed) => coverage.guards[passed ? "passed" : "failed"].add(transitionKey(transition));
}

/**
 * Attributes one microstep from `before`: the first microstep of an event takes the event's transitions; later ones
 * take eventless transitions or, when none is enabled, a raised event's (xstate's macrostep order).
 */
function attributeMicrostep(coverage: MachineCoverage, before: AnyMachineSnapshot, event: EventObject, first: boolean) {
  const onGuard = guardRecorder(coverage);
  if (first) return recordTaken(coverage, transitionsOnEvent(before, event, onGuard));
  const eventless = eventlessTransitions(before, event, onGuard);
  const taken = eventless.length > 0 ? eventless : transitionsOnEvent(before, event, onGuard);
  assert.ok(taken.length > 0, `a microstep after ${event.type} that no transition explains`);
  recordTaken(coverage, taken);
}

/** The start's eventless microsteps happen inside createActor, before any inspection; replay them purely. */
function attributeInitialMicrosteps(machine: AnyStateMachine, input: unknown, coverage: MachineCoverage): void {
  const microsteps = getInitialMicrosteps(machine, input);
  const init = { type: "xstate.init", input };
  for (let index = 1; index < microsteps.length; index++) {
    attributeMicrostep(coverage, microsteps[index - 1]?.[0] as AnyMachineSnapshot, init, false);
  }
}

function inspectInto(coverage: MachineCoverage) {
  let root: InspectionEvent["actorRef"] | undefined;
  let before: AnyMachineSnapshot | undefined;
  let first = false;
  return (event: InspectionEvent) => {
    root ??= event.actorRef;
    if (event.actorRef !== root) return;
    if (event.type === "@xstate.event") {
      before ??= root.getSnapshot() as AnyMachineSnapshot;
      first = event.event.type !== "xstate.init";
    } else if (event.type === "@xstate.microstep" && before && event.event.type !== "xstate.stop") {
      attributeMicrostep(coverage, before, event.event, first);
      first = false;
      before = event.snapshot as AnyMachineSnapshot;
    } else if (event.type === "@xstate.snapshot" && before) {
      before = event.snapshot as AnyMachineSnapshot;
      if (before.status !== "active") return;
      // at rest, xstate checked the eventless transitions once more and none was enabled: their guards failed
      const onGuard = guardRecorder(coverage);
      assert.deepEqual(eventlessTransitions(before, event.event, onGuard), [], "an eventless transition left enabled");
    }
  };
}

/** Plans and replays every path of a spec; returns the coverage reached. */
export async function walkMachine(spec: MachineWalkSpec): Promise<MachineCoverage> {
  const coverage = createCoverage(spec);
  for (const planned of planPaths(spec)) await replayPath(spec, planned, coverage);
  return coverage;
}
