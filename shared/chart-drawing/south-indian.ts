// The South Indian chart in its 600x600 space: a 4x4 grid whose 12 outer cells hold the signs in fixed places,
// Pisces top-left, Aries beside it, running clockwise round the square; the four middle cells are one empty centre.
// The ascendant's cell is marked with a short diagonal across its top-left corner (and an "As" label).
import { type ChartCell, type LabelBox, labelRows, type Point, type Segment } from "./geometry";

const CELL = 150;

/** Grid place [column, row] of each sign, Aries = 0. */
export const southSignPlaces: ReadonlyArray<readonly [number, number]> = [
  [1, 0], // Aries
  [2, 0], // Taurus
  [3, 0], // Gemini
  [3, 1], // Cancer
  [3, 2], // Leo
  [3, 3], // Virgo
  [2, 3], // Libra
  [1, 3], // Scorpio
  [0, 3], // Sagittarius
  [0, 2], // Capricorn
  [0, 1], // Aquarius
  [0, 0], // Pisces
];

/** The grid's lines: the outer square, the full inner lines, and the cell walls of the outer ring only. */
export const southLines: readonly Segment[] = [
  [0, 0, 600, 0],
  [600, 0, 600, 600],
  [600, 600, 0, 600],
  [0, 600, 0, 0],
  [150, 0, 150, 600],
  [450, 0, 450, 600],
  [0, 150, 600, 150],
  [0, 450, 600, 450],
  [300, 0, 300, 150],
  [300, 450, 300, 600],
  [0, 300, 150, 300],
  [450, 300, 600, 300],
];

/** The square a sign's cell covers: its top-left corner. */
export function southCellOrigin(sign: number): Point {
  const [column, row] = southSignPlaces[((sign % 12) + 12) % 12] ?? [0, 0];
  return [column * CELL, row * CELL];
}

/** The ascendant's mark: a diagonal cutting the top-left corner of its cell. */
export function southAscendantMark(sign: number): Segment {
  const [x, y] = southCellOrigin(sign);
  return [x, y + 34, x + 34, y];
}

/** The twelve sign cells, house 1 (the ascendant's sign) first, with the labels each sign holds. */
export function southIndianCells<T>(
  ascendantSign: number,
  itemsOfSign: (sign: number) => readonly T[],
): ChartCell<T>[] {
  return Array.from({ length: 12 }, (_, index) => {
    const sign = (ascendantSign + index) % 12;
    const [x, y] = southCellOrigin(sign);
    const items = itemsOfSign(sign);
    // The sign's name along the top; the labels below it, in the rest of the cell.
    const labelBox: LabelBox = { centre: [x + CELL / 2, y + 88], width: CELL - 16, height: CELL - 44 };
    const { rows, lineHeight } = labelRows(items, labelBox);
    return {
      house: index + 1,
      sign,
      polygon: [
        [x, y],
        [x + CELL, y],
        [x + CELL, y + CELL],
        [x, y + CELL],
      ],
      signAt: [x + CELL / 2, y + 22],
      signText: "name",
      labelBox,
      items,
      rows,
      lineHeight,
    };
  });
}
