// A modal kept out of its screen's first load: while closed it renders nothing and its code is not fetched; the first
// opening fetches its chunk (the service worker has it precached after one visit). Screens open with no modal showing,
// so react-aria's overlay, focus and locale code (the locale check loads ICU data, a long task on a phone) stays off
// the path to their first paint.
import { type ComponentType, lazy, Suspense } from "react";

export function lazyModal<P extends { isOpen: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  const Resolved = Loaded as unknown as ComponentType<P>;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per modal at module level, never in a render
  function WhenOpen(props: P) {
    if (!props.isOpen) return null;
    return (
      <Suspense fallback={null}>
        <Resolved {...props} />
      </Suspense>
    );
  }
  return WhenOpen;
}
