// The shell's `useSelector`: @xstate/react's, for the root actors the shell reads at start, on React's own
// useSyncExternalStore. @xstate/react (and the useSyncExternalStore shim it brings) then loads with the screens
// rather than with the first load. The selection must be a value compared with === (a flag, a string).
import { useCallback, useSyncExternalStore } from "react";
import type { AnyActorRef, SnapshotFrom } from "xstate";

export function useSelector<Actor extends AnyActorRef, Selected extends string | number | boolean | null | undefined>(
  actor: Actor,
  select: (snapshot: SnapshotFrom<Actor>) => Selected,
): Selected {
  const subscribe = useCallback(
    (changed: () => void) => {
      const { unsubscribe } = actor.subscribe({ next: changed, error: changed });
      return unsubscribe;
    },
    [actor],
  );
  const selected = () => {
    const snapshot: SnapshotFrom<Actor> = actor.getSnapshot();
    const { status, error } = snapshot as { status: string; error?: unknown };
    if (status === "error") throw error;
    return select(snapshot);
  };
  // The same on the server (a prerendered screen reads the actors as they are).
  return useSyncExternalStore(subscribe, selected, selected);
}
