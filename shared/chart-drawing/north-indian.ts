// The North Indian (diamond) chart in its 600x600 space. Houses are fixed: house 1 is the top-centre diamond and
// the houses run anticlockwise; the signs rotate into them, each house showing its sign's number (Aries = 1).
import { type ChartCell, type LabelBox, labelRows, type Point, type Segment } from "./geometry";

export interface NorthHouseLayout {
  house: number;
  polygon: readonly Point[];
  /** Centre of the house's labels. */
  centre: Point;
  /** Where the sign number sits: near the chart's centre for diamonds, near the inner corner for triangles. */
  signAt: Point;
  /** Room for labels across and down, in chart units. */
  width: number;
  height: number;
}

// Corners: the square's, the sides' midpoints, the centre, and where the diagonals cross the inner diamond.
const TL: Point = [0, 0];
const TR: Point = [600, 0];
const BR: Point = [600, 600];
const BL: Point = [0, 600];
const TOP: Point = [300, 0];
const RIGHT: Point = [600, 300];
const BOTTOM: Point = [300, 600];
const LEFT: Point = [0, 300];
const MID: Point = [300, 300];
const UL: Point = [150, 150];
const UR: Point = [450, 150];
const LR: Point = [450, 450];
const LL: Point = [150, 450];

export const northHouseLayouts: readonly NorthHouseLayout[] = [
  { house: 1, polygon: [TOP, UR, MID, UL], centre: [300, 140], signAt: [300, 264], width: 180, height: 150 },
  { house: 2, polygon: [TL, TOP, UL], centre: [150, 56], signAt: [150, 130], width: 130, height: 84 },
  { house: 3, polygon: [TL, UL, LEFT], centre: [56, 150], signAt: [130, 150], width: 70, height: 160 },
  { house: 4, polygon: [LEFT, UL, MID, LL], centre: [150, 300], signAt: [264, 300], width: 150, height: 150 },
  { house: 5, polygon: [LEFT, LL, BL], centre: [56, 450], signAt: [130, 450], width: 70, height: 160 },
  { house: 6, polygon: [BL, LL, BOTTOM], centre: [150, 544], signAt: [150, 470], width: 130, height: 84 },
  { house: 7, polygon: [BOTTOM, LL, MID, LR], centre: [300, 460], signAt: [300, 336], width: 180, height: 150 },
  { house: 8, polygon: [BOTTOM, LR, BR], centre: [450, 544], signAt: [450, 470], width: 130, height: 84 },
  { house: 9, polygon: [BR, LR, RIGHT], centre: [544, 450], signAt: [470, 450], width: 70, height: 160 },
  { house: 10, polygon: [RIGHT, LR, MID, UR], centre: [450, 300], signAt: [336, 300], width: 150, height: 150 },
  { house: 11, polygon: [RIGHT, UR, TR], centre: [544, 150], signAt: [470, 150], width: 70, height: 160 },
  { house: 12, polygon: [TR, UR, TOP], centre: [450, 56], signAt: [450, 130], width: 130, height: 84 },
];

/** The chart's lines: the outer square, both diagonals, and the inner diamond through the sides' midpoints. */
export const northLines: readonly Segment[] = [
  [0, 0, 600, 0],
  [600, 0, 600, 600],
  [600, 600, 0, 600],
  [0, 600, 0, 0],
  [0, 0, 600, 600],
  [600, 0, 0, 600],
  [300, 0, 600, 300],
  [600, 300, 300, 600],
  [300, 600, 0, 300],
  [0, 300, 300, 0],
];

/** What goes into one house: its sign (0..11) and its labels, in order. */
export interface NorthHouseContent<T> {
  sign: number;
  items: readonly T[];
}

/** The twelve houses laid out, house 1 first, given what each holds (house 1 first). */
export function northIndianCells<T>(houses: readonly NorthHouseContent<T>[]): ChartCell<T>[] {
  return northHouseLayouts.map((layout) => {
    const content = houses[layout.house - 1] ?? { sign: (layout.house - 1) % 12, items: [] };
    const labelBox: LabelBox = { centre: layout.centre, width: layout.width, height: layout.height };
    const { rows, lineHeight } = labelRows(content.items, labelBox);
    return {
      house: layout.house,
      sign: content.sign,
      polygon: layout.polygon,
      signAt: layout.signAt,
      signText: "number",
      labelBox,
      items: content.items,
      rows,
      lineHeight,
    };
  });
}
