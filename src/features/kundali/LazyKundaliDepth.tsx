// The kundali in depth, fetched when the reader scrolls near it: SPEC's parts show at once, the charts, tables and
// timeline (with react-aria's radio groups and the canvas drawing code) follow in their own chunk, so a phone opening
// /kundali spends its first seconds on what is on screen.
import { lazy, Suspense, useEffect, useRef, useState } from "react";

const KundaliDepthScreen = lazy(() => import("./depth/KundaliDepthScreen"));

/** How far below the screen the section starts loading, so it is usually ready when scrolled to. */
const LOAD_AHEAD = "600px";

export function LazyKundaliDepth() {
  const [near, setNear] = useState(false);
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (!near) return <div ref={marker} className="kundali__depth-marker" />;
  return (
    <Suspense fallback={null}>
      <KundaliDepthScreen />
    </Suspense>
  );
}
