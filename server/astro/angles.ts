/** Small angle helpers shared by the engine. */

export const DEG = Math.PI / 180;

/** Normalises degrees into [0, 360). */
export function normalizeDegrees(value: number): number {
  const r = value % 360;
  return r < 0 ? r + 360 : r;
}

/** Signed difference b − a folded into (−180, 180], for speeds across 0°/360°. */
export function signedDelta(a: number, b: number): number {
  let d = (b - a) % 360;
  if (d > 180) d -= 360;
  if (d <= -180) d += 360;
  return d;
}
