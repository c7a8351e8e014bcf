// chartDrawing: a ChartPicture (contract/kundali.ts) as a plain drawing model in either style, the one definition
// the client's canvas and the server's PDF both draw. The model holds no words: each renderer writes the sign
// numbers or names and the body labels in its own language, so one model serves every language.
import type { ChartPicture, ChartStyle, KundaliBody } from "../../contract/kundali";
import { CHART_SIZE, type ChartCell, type Segment } from "./geometry";
import { northIndianCells, northLines } from "./north-indian";
import { southAscendantMark, southIndianCells, southLines } from "./south-indian";

/** What a label in a cell stands for: the ascendant, or a body (retrograde ones to be marked so). */
export type ChartMark = { kind: "ascendant" } | { kind: "body"; body: KundaliBody; retrograde: boolean };

export interface ChartDrawing {
  style: ChartStyle;
  /** The drawing's width and height: 600. */
  size: number;
  /** The chart's lines. */
  lines: readonly Segment[];
  /** The twelve cells, house 1 (the ascendant's sign) first. */
  cells: readonly ChartCell<ChartMark>[];
  /** South Indian only: the diagonal marking the ascendant's cell; null in a North Indian chart (house 1 is fixed). */
  ascendantMark: Segment | null;
}

/** Each sign's labels: the ascendant first, then the bodies in the engine's order. */
function marksBySign(picture: ChartPicture): ChartMark[][] {
  const marks: ChartMark[][] = Array.from({ length: 12 }, () => []);
  marks[picture.ascendant_sign]?.push({ kind: "ascendant" });
  for (const { body, sign, retrograde } of picture.bodies) marks[sign]?.push({ kind: "body", body, retrograde });
  return marks;
}

export function chartDrawing(picture: ChartPicture, style: ChartStyle): ChartDrawing {
  const marks = marksBySign(picture);
  const ascendant = picture.ascendant_sign;
  if (style === "south") {
    return {
      style,
      size: CHART_SIZE,
      lines: southLines,
      cells: southIndianCells(ascendant, (sign) => marks[sign] ?? []),
      ascendantMark: southAscendantMark(ascendant),
    };
  }
  const houses = Array.from({ length: 12 }, (_, index) => {
    const sign = (ascendant + index) % 12;
    return { sign, items: marks[sign] ?? [] };
  });
  return { style, size: CHART_SIZE, lines: northLines, cells: northIndianCells(houses), ascendantMark: null };
}

/** Reads a model back: the sign (0..11) each body was placed in, and the sign of the cell holding the ascendant. */
export function placementsOf(drawing: ChartDrawing): {
  ascendant: number | null;
  bodies: Partial<Record<KundaliBody, number>>;
} {
  let ascendant: number | null = null;
  const bodies: Partial<Record<KundaliBody, number>> = {};
  for (const cell of drawing.cells) {
    for (const mark of cell.items) {
      if (mark.kind === "ascendant") ascendant = cell.sign;
      else bodies[mark.body] = cell.sign;
    }
  }
  return { ascendant, bodies };
}
