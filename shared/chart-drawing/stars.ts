// The decorative stars of the on-screen charts' night sky: the same ones every time (a small seeded generator), so
// renders and screenshots are stable. The printed chart has none.
import { CHART_SIZE } from "./geometry";

export const decorativeStarCount = 250;

export interface DecorativeStar {
  x: number;
  y: number;
  r: number;
  alpha: number;
}

export function decorativeStars(seed = 7): DecorativeStar[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return Array.from({ length: decorativeStarCount }, () => ({
    x: next() * CHART_SIZE,
    y: next() * CHART_SIZE,
    r: 0.4 + next() * 1.4,
    alpha: 0.25 + next() * 0.6,
  }));
}
