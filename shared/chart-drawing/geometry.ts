// The pieces every chart style is drawn from, in a 600x600 space (y down): points, line segments, cells, and the
// rows the labels of a cell are set in. Pure data and arithmetic, no DOM and no Node, so the client's canvas and the
// server's PDF draw the same picture.

export const CHART_SIZE = 600;

export type Point = readonly [number, number];
/** A straight line from (x1, y1) to (x2, y2). */
export type Segment = readonly [number, number, number, number];

/** The rectangle (by its centre) that a cell's labels are set in. */
export interface LabelBox {
  centre: Point;
  /** Room across, in chart units. */
  width: number;
  /** Room down, in chart units. */
  height: number;
}

/** One line of labels: its centre and the items on it, left to right. */
export interface LabelRow<T> {
  at: Point;
  items: readonly T[];
}

/** Nominal room one label takes across; a cell holds floor(width / this) labels a line. */
export const LABEL_SLOT_WIDTH = 40;
/** Line height of the labels when there is room for it. */
export const LABEL_LINE_HEIGHT = 28;

/**
 * Sets items in rows centred on the box: as many a row as the box's width allows (LABEL_SLOT_WIDTH each, at least
 * one), rows LABEL_LINE_HEIGHT apart, closer together when that many rows would not fit the box's height.
 */
export function labelRows<T>(items: readonly T[], box: LabelBox): { rows: LabelRow<T>[]; lineHeight: number } {
  const perRow = Math.max(1, Math.floor(box.width / LABEL_SLOT_WIDTH));
  const groups: T[][] = [];
  for (let index = 0; index < items.length; index += perRow) groups.push(items.slice(index, index + perRow));
  const lineHeight = groups.length > 0 ? Math.min(LABEL_LINE_HEIGHT, box.height / groups.length) : LABEL_LINE_HEIGHT;
  const top = box.centre[1] - ((groups.length - 1) * lineHeight) / 2;
  return {
    rows: groups.map((group, index) => ({ at: [box.centre[0], top + index * lineHeight] as const, items: group })),
    lineHeight,
  };
}

/** One cell of a chart (a house of a North Indian chart, a sign of a South Indian one) with what is set in it. */
export interface ChartCell<T> {
  /** 1..12: whole-sign house, house 1 being the ascendant's sign. */
  house: number;
  /** 0..11, Aries = 0. */
  sign: number;
  /** The cell's outline, corners in order. */
  polygon: readonly Point[];
  /** Where the sign is written: its number (1..12) in a North Indian chart, its name in a South Indian one. */
  signAt: Point;
  signText: "number" | "name";
  labelBox: LabelBox;
  /** The labels placed in the cell, in order. */
  items: readonly T[];
  rows: readonly LabelRow<T>[];
  lineHeight: number;
}

/** Whether a point lies inside a polygon (ray casting; points on an edge may go either way). */
export function pointInPolygon([x, y]: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as Point;
    const [xj, yj] = polygon[j] as Point;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
