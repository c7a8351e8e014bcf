// Geometry of the North Indian (diamond) rasi chart on its 600x600 canvas. Houses are fixed: house 1 is
// the top-centre diamond and the houses run anticlockwise; the signs rotate into them.
export const chartSize = 600;
export const decorativeStarCount = 250;

export interface HouseLayout {
  house: number;
  /** Centre of the house's planet labels. */
  centre: readonly [number, number];
  /** Where the sign number sits: near the chart's centre for diamonds, near the inner corner for triangles. */
  signAt: readonly [number, number];
  /** Room for planet labels across, in canvas px. */
  width: number;
}

export const houseLayouts: readonly HouseLayout[] = [
  { house: 1, centre: [300, 140], signAt: [300, 264], width: 180 },
  { house: 2, centre: [150, 56], signAt: [150, 130], width: 130 },
  { house: 3, centre: [56, 150], signAt: [130, 150], width: 70 },
  { house: 4, centre: [150, 300], signAt: [264, 300], width: 150 },
  { house: 5, centre: [56, 450], signAt: [130, 450], width: 70 },
  { house: 6, centre: [150, 544], signAt: [150, 470], width: 130 },
  { house: 7, centre: [300, 460], signAt: [300, 336], width: 180 },
  { house: 8, centre: [450, 544], signAt: [450, 470], width: 130 },
  { house: 9, centre: [544, 450], signAt: [470, 450], width: 70 },
  { house: 10, centre: [450, 300], signAt: [336, 300], width: 150 },
  { house: 11, centre: [544, 150], signAt: [470, 150], width: 70 },
  { house: 12, centre: [450, 56], signAt: [450, 130], width: 130 },
];

/** The chart's lines: the outer square, both diagonals, and the inner diamond through the side midpoints. */
export const chartLines: ReadonlyArray<readonly [number, number, number, number]> = [
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

/** 250 decorative stars, the same every time (a small seeded generator, so renders and screenshots are stable). */
export function decorativeStars(seed = 7): Array<{ x: number; y: number; r: number; alpha: number }> {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return Array.from({ length: decorativeStarCount }, () => ({
    x: next() * chartSize,
    y: next() * chartSize,
    r: 0.4 + next() * 1.4,
    alpha: 0.25 + next() * 0.6,
  }));
}
