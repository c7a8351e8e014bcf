// Which transitions a microstep took, worked out from xstate's public state-node API the way xstate selects them
// (SCXML order: the deepest active states first, the first candidate whose guard passes), recording each guard's
// outcome on the way. The walker attributes every live microstep with this, for transition and guard coverage.
import {
  type AnyMachineSnapshot,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  getStateNodes,
  type StateValue,
} from "xstate";

/** Called for every guard evaluated while selecting, with its transition and the outcome. */
export type GuardOutcome = (transition: AnyTransitionDefinition, passed: boolean) => void;

type GuardFunction = (args: { context: unknown; event: EventObject }, params: unknown) => boolean;

function guardPasses(
  transition: AnyTransitionDefinition,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  onGuard: GuardOutcome,
): boolean {
  const guard = transition.guard as
    | undefined
    | string
    | GuardFunction
    | { type: string; params?: unknown | ((args: { context: unknown; event: EventObject }) => unknown) };
  if (guard === undefined) return true;
  const args = { context: snapshot.context, event };
  const named = typeof guard === "function" ? undefined : typeof guard === "string" ? guard : guard.type;
  const check = (named === undefined ? guard : snapshot.machine.implementations.guards[named]) as unknown;
  // and()/or()/not()/stateIn() carry a `check` that needs xstate internals; no machine of ours uses them yet
  if (typeof check !== "function" || "check" in check) {
    throw new Error(`Guard ${named ?? "(inline)"} is not a plain predicate; teach the walker to evaluate it.`);
  }
  const rawParams = typeof guard === "object" ? guard.params : undefined;
  const params = typeof rawParams === "function" ? rawParams(args) : rawParams;
  const passed = (check as GuardFunction)(args, params);
  onGuard(transition, passed);
  return passed;
}

function firstEnabled(
  candidates: readonly AnyTransitionDefinition[],
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  onGuard: GuardOutcome,
): AnyTransitionDefinition | undefined {
  return candidates.find((transition) => guardPasses(transition, snapshot, event, onGuard));
}

function ownTransition(
  node: AnyStateNode,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  onGuard: GuardOutcome,
): AnyTransitionDefinition[] {
  const enabled = firstEnabled(node.transitions.get(event.type) ?? [], snapshot, event, onGuard);
  return enabled ? [enabled] : [];
}

/** Transitions on `event` under `node`: the inner states answer first; a state answers only when none inside did. */
function selectOnEvent(
  node: AnyStateNode,
  value: StateValue,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  onGuard: GuardOutcome,
): AnyTransitionDefinition[] {
  const inner =
    typeof value === "string"
      ? ownTransition(node.states[value] as AnyStateNode, snapshot, event, onGuard)
      : Object.entries(value).flatMap(([key, childValue]) =>
          childValue === undefined
            ? []
            : selectOnEvent(node.states[key] as AnyStateNode, childValue, snapshot, event, onGuard),
        );
  return inner.length > 0 ? inner : ownTransition(node, snapshot, event, onGuard);
}

export function activeStateNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return getStateNodes(snapshot.machine.root, snapshot.value);
}

/** The transitions `event` enables in `snapshot`. */
export function transitionsOnEvent(
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  onGuard: GuardOutcome,
): AnyTransitionDefinition[] {
  return selectOnEvent(snapshot.machine.root, snapshot.value, snapshot, event, onGuard);
}

/** The eventless (`always`) transitions enabled in `snapshot`: per active leaf, its own first, then its ancestors'. */
export function eventlessTransitions(
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  onGuard: GuardOutcome,
): AnyTransitionDefinition[] {
  const leaves = activeStateNodes(snapshot)
    .filter((node) => node.type === "atomic" || node.type === "final")
    .sort((a, b) => a.order - b.order);
  const enabled = new Set<AnyTransitionDefinition>();
  for (const leaf of leaves) {
    for (let node: AnyStateNode | undefined = leaf; node; node = node.parent) {
      const transition = firstEnabled(node.always ?? [], snapshot, event, onGuard);
      if (transition) {
        enabled.add(transition);
        break;
      }
    }
  }
  return [...enabled];
}
