import { act, cleanup, render } from "@testing-library/react";
import { useCallback, useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useChartPainting } from "../../src/ui/useChartPainting";

function Chart({ record, version }: { record: string[]; version: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const paint = useCallback(
    () => [() => record.push(`sky ${version}`), () => record.push(`words ${version}`)],
    [record, version],
  );
  useChartPainting(canvasRef, paint);
  return <canvas ref={canvasRef} />;
}

/** Runs the timers due now, one task at a time, and says what each painted. */
function paintedInNextTask(record: string[]): string[] {
  const before = record.length;
  act(() => vi.advanceTimersToNextTimer());
  return record.slice(before);
}

describe("useChartPainting", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("paints the parts in order, each in a task of its own, none inside the commit", () => {
    const record: string[] = [];
    render(<Chart record={record} version={1} />);
    expect(record).toEqual([]);
    expect(paintedInNextTask(record)).toEqual(["sky 1"]);
    expect(paintedInNextTask(record)).toEqual(["words 1"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("drops what is left of a paint when a new one starts", () => {
    const record: string[] = [];
    const { rerender } = render(<Chart record={record} version={1} />);
    expect(paintedInNextTask(record)).toEqual(["sky 1"]);
    rerender(<Chart record={record} version={2} />);
    expect(paintedInNextTask(record)).toEqual(["sky 2"]);
    expect(paintedInNextTask(record)).toEqual(["words 2"]);
    expect(vi.getTimerCount()).toBe(0);
    expect(record).toEqual(["sky 1", "sky 2", "words 2"]);
  });

  it("paints nothing after the chart is gone", () => {
    const record: string[] = [];
    const { unmount } = render(<Chart record={record} version={1} />);
    expect(paintedInNextTask(record)).toEqual(["sky 1"]);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(record).toEqual(["sky 1"]);
  });
});
