// Both chart styles, drawn from real charts: every body lands in its own sign (read back from the model), each sign
// has exactly one cell, and the ascendant sits in house 1 (North: the top diamond) or the marked cell (South).
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHART_STYLES, type ChartPicture, KUNDALI_BODIES } from "../../../contract/kundali";
import { computeChart } from "../../../server/astro/chart";
import type { ChartData } from "../../../server/astro/types";
import { pointInPolygon } from "../../../shared/chart-drawing/geometry";
import { type ChartDrawing, chartDrawing, placementsOf } from "../../../shared/chart-drawing/model";
import { northHouseLayouts } from "../../../shared/chart-drawing/north-indian";
import { southCellOrigin } from "../../../shared/chart-drawing/south-indian";

// Births over places, dates and hours (both hemispheres, high latitudes, old zone offsets, night and day).
const BIRTHS: Array<[string, string, number, number]> = [
  ["1990-05-01T06:30", "Asia/Kathmandu", 27.7172, 85.324],
  ["1985-12-31T23:50", "Asia/Kathmandu", 27.7172, 85.324],
  ["1975-08-15T04:10", "Asia/Kolkata", 28.6139, 77.209],
  ["1944-03-10T12:00", "Asia/Kolkata", 19.076, 72.8777],
  ["2001-01-01T00:05", "Asia/Kolkata", 13.0827, 80.2707],
  ["1999-07-21T17:45", "Asia/Kolkata", 22.5726, 88.3639],
  ["2010-11-11T11:11", "Asia/Kathmandu", 28.2096, 83.9856],
  ["1962-02-05T08:00", "Asia/Kolkata", 26.9124, 75.7873],
  ["1930-06-30T20:30", "Asia/Kolkata", 25.3176, 82.9739],
  ["2024-04-13T05:55", "Asia/Kathmandu", 26.4525, 87.2718],
  ["1969-07-20T20:17", "America/New_York", 40.7128, -74.006],
  ["1980-02-29T03:00", "Europe/London", 51.5074, -0.1278],
  ["1995-10-10T14:20", "Australia/Sydney", -33.8688, 151.2093],
  ["2005-03-20T09:30", "America/Sao_Paulo", -23.5505, -46.6333],
  ["1955-09-09T22:40", "Europe/Oslo", 59.9139, 10.7522],
  ["2015-06-21T01:00", "America/Anchorage", 61.2181, -149.9003],
  ["1988-01-15T16:05", "Asia/Tokyo", 35.6762, 139.6503],
  ["1978-04-04T07:07", "Africa/Nairobi", -1.2921, 36.8219],
  ["2020-12-21T18:20", "Asia/Dubai", 25.2048, 55.2708],
  ["1950-01-26T10:15", "Asia/Kolkata", 28.6139, 77.209],
  ["2030-08-08T08:08", "Asia/Kathmandu", 27.7172, 85.324],
  ["1920-05-05T05:05", "Asia/Kolkata", 18.5204, 73.8567],
];

const charts: ChartData[] = BIRTHS.map(([local, tz, lat, lon]) => computeChart({ local, tz }, lat, lon));

function rasi(chart: ChartData): ChartPicture {
  return {
    ascendant_sign: chart.ascendant.sign,
    bodies: KUNDALI_BODIES.map((body) => ({
      body,
      sign: chart.bodies[body].sign,
      retrograde: chart.bodies[body].retrograde,
    })),
  };
}

function navamsa(chart: ChartData): ChartPicture {
  return {
    ascendant_sign: chart.ascendant.navamsaSign,
    bodies: KUNDALI_BODIES.map((body) => ({
      body,
      sign: chart.bodies[body].navamsaSign,
      retrograde: chart.bodies[body].retrograde,
    })),
  };
}

const pictures = charts.flatMap((chart, index) => [
  { name: `birth ${index + 1} D1`, picture: rasi(chart) },
  { name: `birth ${index + 1} D9`, picture: navamsa(chart) },
]);

function expectFaithful(drawing: ChartDrawing, picture: ChartPicture) {
  const placed = placementsOf(drawing);
  expect(placed.ascendant).toBe(picture.ascendant_sign);
  for (const { body, sign } of picture.bodies) expect(placed.bodies[body]).toBe(sign);
  // Every sign exactly once, every house exactly once, house 1 the ascendant's sign, houses counted from it.
  expect(drawing.cells.map((cell) => cell.sign).sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
  expect(drawing.cells.map((cell) => cell.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  for (const cell of drawing.cells) expect(cell.sign).toBe((picture.ascendant_sign + cell.house - 1) % 12);
  // Every body once, every label row inside its cell.
  const labels = drawing.cells.flatMap((cell) => cell.items);
  expect(labels).toHaveLength(10);
  for (const cell of drawing.cells) {
    expect(cell.rows.flatMap((row) => row.items)).toEqual(cell.items);
    for (const row of cell.rows) expect(pointInPolygon(row.at, cell.polygon)).toBe(true);
    expect(pointInPolygon(cell.signAt, cell.polygon)).toBe(true);
  }
}

describe("chart drawing models of real charts", () => {
  it("covers at least 20 births", () => expect(charts.length).toBeGreaterThanOrEqual(20));

  describe.each(CHART_STYLES)("%s style", (style) => {
    it.each(pictures)("$name: every body in its sign, every sign once", ({ picture }) => {
      expectFaithful(chartDrawing(picture, style), picture);
    });
  });

  it("North: the ascendant is in house 1, the top-centre diamond, and the houses run anticlockwise", () => {
    for (const { picture } of pictures) {
      const drawing = chartDrawing(picture, "north");
      const first = drawing.cells[0];
      expect(first?.house).toBe(1);
      expect(first?.items[0]).toEqual({ kind: "ascendant" });
      expect(first?.polygon).toEqual([
        [300, 0],
        [450, 150],
        [300, 300],
        [150, 150],
      ]);
      expect(drawing.cells[0]?.signText).toBe("number");
    }
    const layout = (house: number) => northHouseLayouts[house - 1]?.centre ?? [Number.NaN, Number.NaN];
    expect(layout(2)[0]).toBeLessThan(300); // house 2 up-left
    expect(layout(4)[0]).toBeLessThan(300); // house 4 left
    expect(layout(7)[1]).toBeGreaterThan(300); // house 7 bottom
    expect(layout(10)[0]).toBeGreaterThan(300); // house 10 right
    expect(layout(12)[0]).toBeGreaterThan(300); // house 12 up-right
  });

  it("South: signs stay put (Pisces top-left, Aries beside it, clockwise) and the ascendant's cell is marked", () => {
    expect(southCellOrigin(11)).toEqual([0, 0]);
    expect(southCellOrigin(0)).toEqual([150, 0]);
    expect(southCellOrigin(3)).toEqual([450, 150]);
    expect(southCellOrigin(5)).toEqual([450, 450]);
    expect(southCellOrigin(8)).toEqual([0, 450]);
    for (const { picture } of pictures) {
      const drawing = chartDrawing(picture, "south");
      for (const cell of drawing.cells) expect(cell.polygon[0]).toEqual(southCellOrigin(cell.sign));
      const mark = drawing.ascendantMark;
      expect(mark).not.toBeNull();
      if (!mark) continue;
      const marked = drawing.cells.filter(
        (cell) =>
          pointInPolygon([mark[0] + 1, mark[1] - 2], cell.polygon) &&
          pointInPolygon([mark[2] - 2, mark[3] + 1], cell.polygon),
      );
      expect(marked.map((cell) => cell.sign)).toEqual([picture.ascendant_sign]);
      expect(marked[0]?.house).toBe(1);
      expect(marked[0]?.items[0]).toEqual({ kind: "ascendant" });
      expect(drawing.cells[0]?.signText).toBe("name");
    }
  });

  it("is the same model for the same picture, whatever the language (it holds no words)", () => {
    const picture = pictures[0]?.picture as ChartPicture;
    expect(JSON.stringify(chartDrawing(picture, "south"))).toBe(JSON.stringify(chartDrawing(picture, "south")));
    expect(JSON.stringify(chartDrawing(picture, "north"))).not.toMatch(/Aries|Sun|मेष/);
  });

  it("is pure TypeScript: no DOM, no Node, nothing outside the contract", () => {
    const folder = new URL("../../../shared/chart-drawing/", import.meta.url);
    for (const file of readdirSync(folder)) {
      const source = readFileSync(new URL(file, folder), "utf8");
      const imports = [...source.matchAll(/from "([^"]+)"/g)].map((match) => match[1] ?? "");
      for (const path of imports)
        expect(path.startsWith("./") || path.endsWith("contract/kundali"), `${file}: ${path}`).toBe(true);
      expect(source, file).not.toMatch(/\b(document|window|process|Buffer)\./);
    }
  });
});
