// A kundali chart (D1 or D9) of GET /api/kundali, North or South Indian style, drawn on a 600x600 canvas from the
// shared drawing model (shared/chart-drawing, the same one the PDF draws) in the app's night-sky look. Labels are
// in the UI's language (GLOSSARY.md chart labels, Devanagari digits in Nepali); retrograde bodies carry a mark.
// The canvas is an image named by its caption and style; the planet table the page renders beside it is its text
// alternative, pointed at with aria-describedby.
import { useStore } from "@nanostores/react";
import { useCallback, useMemo, useRef } from "react";
import type { ChartPicture, ChartStyle } from "../../contract/kundali";
import { KUNDALI_LABELS } from "../../contract/kundali-choices";
import { CHART_SIZE } from "../../shared/chart-drawing/geometry";
import { type ChartMark, chartDrawing } from "../../shared/chart-drawing/model";
import { useChartWords } from "../i18n/chartWords";
import { displayNumber } from "../i18n/format";
import { i18n, language } from "../i18n/i18n";
import "./KundaliChart.css";
import { chartPaintParts } from "./KundaliChart.paint";
import { useChartPainting } from "./useChartPainting";

/** The style names (read with the caption as the chart's name) and the retrograde mark: R, or व for वक्री. */
export const kundaliChartMessages = i18n("kundaliChart", {
  north: "North Indian style",
  south: "South Indian style",
  retrograde: "(R)",
});

export interface KundaliChartProps {
  picture: ChartPicture;
  style: ChartStyle;
  /** Shown under the chart and naming it, e.g. "Rasi chart (D1)". */
  caption: string;
  /** The id of the planet table that describes the chart in words. */
  describedBy?: string;
}

export function KundaliChart({ picture, style, caption, describedBy }: KundaliChartProps) {
  const code = useStore(language);
  const words = useChartWords();
  const text = useStore(kundaliChartMessages);
  const drawing = useMemo(() => chartDrawing(picture, style), [picture, style]);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  const paint = useCallback(
    (canvas: HTMLCanvasElement) => {
      const label = (mark: ChartMark) =>
        mark.kind === "ascendant"
          ? words.label("As")
          : `${words.label(KUNDALI_LABELS[mark.body])}${mark.retrograde ? text.retrograde : ""}`;
      return chartPaintParts(canvas, drawing, {
        sign: (cell) => (cell.signText === "number" ? displayNumber(cell.sign + 1, code) : words.sign(cell.sign + 1)),
        label,
      });
    },
    [drawing, code, words, text],
  );
  useChartPainting(canvasRef, paint);

  return (
    <figure className="kundali-chart">
      <canvas
        ref={canvasRef}
        className="kundali-chart__canvas"
        width={CHART_SIZE}
        height={CHART_SIZE}
        role="img"
        aria-label={`${caption}, ${style === "south" ? text.south : text.north}`}
        aria-describedby={describedBy}
      />
      <figcaption className="kundali-chart__caption">{caption}</figcaption>
    </figure>
  );
}
