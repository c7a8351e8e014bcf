// When a chart's canvas is painted: in tasks of its own (one per part of the paint) once the canvas is laid out and
// the frame that shows it is painted, again when its shown size changes (the backing store follows it), when the page
// moves to a screen of another pixel density, and once the Devanagari font has come. A chart's paint takes tens of
// milliseconds of a phone's main thread; inside React's commit it made the kundali page's longest start-up task, and
// the canvas has nothing to show before it anyway (a kept frame's canvas is blank too).
import { type RefObject, useEffect } from "react";

/** Paints the canvas with the parts `paint` gives, in order (keep it stable with useCallback: a new one paints again). */
export function useChartPainting(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  paint: (canvas: HTMLCanvasElement) => ReadonlyArray<() => void>,
): void {
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued during a frame's rendering runs after that frame is painted. A new paint drops what is left of
    // the one before.
    const runFrom = (parts: ReadonlyArray<() => void>, index: number) => {
      timer = setTimeout(() => {
        parts[index]?.();
        if (index + 1 < parts.length) runFrom(parts, index + 1);
      }, 0);
    };
    const draw = () => {
      clearTimeout(timer);
      runFrom(paint(canvas), 0);
    };
    // The first report comes once the canvas is laid out; a paint that changes only the backing store's size does
    // not change the shown width, so it reports nothing more.
    let shownWidth: number | null = null;
    const resizes =
      typeof ResizeObserver === "function"
        ? new ResizeObserver(([entry]) => {
            const width = entry?.contentRect.width ?? 0;
            // Not laid out (hidden, or not shown yet): painted once it is.
            if (width === 0 || width === shownWidth) return;
            shownWidth = width;
            draw();
          })
        : null;
    if (resizes) resizes.observe(canvas);
    else draw();
    const query = window.matchMedia?.(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    query?.addEventListener?.("change", draw);
    document.fonts?.addEventListener?.("loadingdone", draw);
    return () => {
      clearTimeout(timer);
      resizes?.disconnect();
      query?.removeEventListener?.("change", draw);
      document.fonts?.removeEventListener?.("loadingdone", draw);
    };
  }, [canvasRef, paint]);
}
