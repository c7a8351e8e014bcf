// The kundali in depth, fetched after /kundali's first paint: SPEC's parts show at once, the charts, tables and
// timeline follow in their own chunk (with react-aria's radio groups and the canvas drawing code).
import { lazy, Suspense, useEffect, useState } from "react";

const KundaliDepthScreen = lazy(() => import("./depth/KundaliDepthScreen"));

export function LazyKundaliDepth() {
  const [painted, setPainted] = useState(false);
  // Effects run after the browser has painted the first frame.
  useEffect(() => setPainted(true), []);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <KundaliDepthScreen />
    </Suspense>
  );
}
