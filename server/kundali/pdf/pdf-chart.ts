// A chart drawing model (shared/chart-drawing) as vector lines and text on a PDF page: the printed look, dark
// text and thin gold-brown lines on white, no night sky. The same model the app's canvas draws.
import type PDFDocument from "pdfkit";
import type { ChartCell } from "../../../shared/chart-drawing/geometry";
import type { ChartDrawing, ChartMark } from "../../../shared/chart-drawing/model";
import { line } from "./pdf-text";

type Doc = InstanceType<typeof PDFDocument>;

export interface ChartWordsForPdf {
  /** A cell's sign: its number (North) or name (South). */
  sign(cell: ChartCell<ChartMark>): string;
  label(mark: ChartMark): string;
}

export const CHART_LINE_COLOUR = "#9a7432";
const SIGN_COLOUR = "#6d6880";
const LABEL_COLOUR = "#1b1730";

/** Draws the model in a size x size square whose top-left corner is (x, y). */
export function drawChart(
  doc: Doc,
  drawing: ChartDrawing,
  x: number,
  y: number,
  size: number,
  words: ChartWordsForPdf,
) {
  const scale = size / drawing.size;
  const at = (px: number, py: number) => [x + px * scale, y + py * scale] as const;
  doc.save();
  doc.lineWidth(0.8).strokeColor(CHART_LINE_COLOUR).lineCap("round");
  for (const [x1, y1, x2, y2] of drawing.lines) {
    doc
      .moveTo(...at(x1, y1))
      .lineTo(...at(x2, y2))
      .stroke();
  }
  if (drawing.ascendantMark) {
    const [x1, y1, x2, y2] = drawing.ascendantMark;
    doc.lineWidth(1.2);
    doc
      .moveTo(...at(x1, y1))
      .lineTo(...at(x2, y2))
      .stroke();
  }
  doc.restore();

  for (const cell of drawing.cells) {
    const [sx, sy] = at(...cell.signAt);
    const signSize = cell.signText === "number" ? 9 : 7.5;
    line(
      doc,
      words.sign(cell),
      sx,
      sy,
      { size: signSize, color: SIGN_COLOUR },
      {
        align: "center",
        middle: true,
        maxWidth: cell.labelBox.width * scale,
      },
    );
    const labelSize = Math.min(10, cell.lineHeight * scale * 0.8);
    for (const row of cell.rows) {
      const [rx, ry] = at(...row.at);
      const text = row.items.map((mark) => words.label(mark)).join(" ");
      line(
        doc,
        text,
        rx,
        ry,
        { size: labelSize, weight: "bold", color: LABEL_COLOUR },
        {
          align: "center",
          middle: true,
          maxWidth: cell.labelBox.width * scale,
        },
      );
    }
  }
}
