// The chart's geometry: house 1 at the top centre, houses anticlockwise, 250 stars inside the 600x600 canvas.
import { describe, expect, it } from "vitest";
import { CHART_SIZE as chartSize } from "../../shared/chart-drawing/geometry";
import { northHouseLayouts as houseLayouts } from "../../shared/chart-drawing/north-indian";
import { decorativeStars } from "../../shared/chart-drawing/stars";

const centreOf = (house: number) =>
  houseLayouts.find((layout) => layout.house === house)?.centre ?? [Number.NaN, Number.NaN];

describe("the North Indian chart layout", () => {
  it("puts house 1 at the top centre and the kendras (1, 4, 7, 10) top, left, bottom, right", () => {
    expect(chartSize).toBe(600);
    expect(houseLayouts.map((layout) => layout.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const [x1, y1] = centreOf(1);
    const [x4, y4] = centreOf(4);
    const [x7, y7] = centreOf(7);
    const [x10, y10] = centreOf(10);
    expect([x1, y1 < 300]).toEqual([300, true]);
    expect([x4 < 300, y4]).toEqual([true, 300]);
    expect([x7, y7 > 300]).toEqual([300, true]);
    expect([x10 > 300, y10]).toEqual([true, 300]);
  });

  it("runs anticlockwise: house 2 is up-left of the centre, house 12 up-right", () => {
    const [x2, y2] = centreOf(2);
    const [x12, y12] = centreOf(12);
    expect(x2 < 300 && y2 < 150).toBe(true);
    expect(x12 > 300 && y12 < 150).toBe(true);
    // Going round, the angle about the centre always turns the same way.
    const angles = houseLayouts.map(({ centre: [x, y] }) => Math.atan2(300 - y, x - 300));
    const turns = angles.map((angle, index) => {
      const next = angles[(index + 1) % angles.length] ?? 0;
      return (next - angle + 2 * Math.PI) % (2 * Math.PI);
    });
    for (const turn of turns) expect(turn).toBeGreaterThan(0);
    expect(turns.reduce((sum, turn) => sum + turn, 0)).toBeCloseTo(2 * Math.PI, 5);
  });

  it("scatters exactly 250 stars inside the canvas, the same ones every time", () => {
    const stars = decorativeStars();
    expect(stars).toHaveLength(250);
    expect(decorativeStars()).toEqual(stars);
    for (const star of stars) {
      expect(star.x >= 0 && star.x <= chartSize && star.y >= 0 && star.y <= chartSize).toBe(true);
    }
  });
});
