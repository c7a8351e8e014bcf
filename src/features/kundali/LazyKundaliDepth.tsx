// The kundali in depth, fetched when the reader scrolls near it: SPEC's parts show at once, the charts, tables and
// timeline (with react-aria's radio groups and the canvas drawing code) follow in their own chunk, so a phone opening
// /kundali spends its first seconds on what is on screen.
import { lazy, Suspense, startTransition, useEffect, useRef, useState } from "react";
import type { KundaliDepthActor } from "./depth/bindings";

const KundaliDepthScreen = lazy(() => import("./depth/KundaliDepthScreen"));

/** How far below the screen the section starts loading, so it is usually ready when scrolled to. */
const LOAD_AHEAD = "600px";

export function LazyKundaliDepth(props: { actor: KundaliDepthActor }) {
  const [near, setNear] = useState(false);
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    // A transition: the section is a large tree (tables, the timeline, the charts), and React renders a transition in
    // slices that leave the main thread free for the reader's taps between them, where an urgent update is one long
    // task (about half a second on a throttled phone, measured by Lighthouse on the Nepali /kundali).
    const approach = () => startTransition(() => setNear(true));
    if (!element || typeof IntersectionObserver === "undefined") {
      approach();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          approach();
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
      <KundaliDepthScreen actor={props.actor} />
    </Suspense>
  );
}
