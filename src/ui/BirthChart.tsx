// The birth chart (SPEC §2 'Your Birth Chart'): a North Indian diamond drawn on a 600x600 canvas with
// 250 decorative stars, sign numbers and small planet labels per house, from the shared North Indian model
// (shared/chart-drawing) that the kundali page and the PDF draw too. The canvas backing store is
// scaled by devicePixelRatio so lines stay crisp, and CSS scales it to the phone's width. Screen readers
// get a table of every planet instead of the picture.
import { useStore } from "@nanostores/react";
import { useCallback, useRef } from "react";
import { CHART_SIZE } from "../../shared/chart-drawing/geometry";
import { northIndianCells, northLines } from "../../shared/chart-drawing/north-indian";
import { type ChartWords, useChartWords } from "../i18n/chartWords";
import { displayNumber } from "../i18n/format";
import { i18n, language } from "../i18n/i18n";
import { findZodiacSign, zodiacSigns } from "./zodiac";
import "./BirthChart.css";
import { chartPaintParts } from "./KundaliChart.paint";
import { useChartPainting } from "./useChartPainting";

/** One house as the chart calls answer it (SPEC §3); the list runs from house 1 to house 12. */
export interface ChartHouse {
  /** 1..12, Aries = 1. */
  sign: number;
  /** Small planet labels in this house, e.g. ['Su', 'Me']. */
  planet_small: readonly string[];
}

export interface PlanetPosition {
  planet: string;
  sign: string;
  /** Degree within the sign, already formatted (e.g. '14°32′'); null when not known. */
  degree: string | null;
  house: number;
  /** null when not known. */
  nakshatra: string | null;
}

export const birthChartMessages = i18n("birthChart", {
  caption: "Rasi chart (D1), North Indian style",
  drawing: "North Indian birth chart drawing; the table of planet positions follows",
  table: "Planet positions",
  planet: "Planet",
  sign: "Sign",
  degree: "Degree",
  house: "House",
  nakshatra: "Nakshatra",
  notGiven: "not given",
});

export interface BirthChartProps {
  /** Twelve houses, house 1 first. */
  houses: readonly ChartHouse[];
  planets: readonly PlanetPosition[];
  caption?: string;
}

/** The houses as the shared North Indian model lays them out (sign numbers 1..12 become signs 0..11). */
function northCells(houses: readonly ChartHouse[]) {
  return northIndianCells(houses.map((house) => ({ sign: house.sign - 1, items: house.planet_small })));
}

/** A sign given by English or Sanskrit name, in the reader's language. */
function signIn(words: ChartWords, name: string): string {
  const sign = findZodiacSign(name);
  return sign ? words.sign(zodiacSigns.indexOf(sign) + 1) : name;
}

export function BirthChart({ houses, planets, caption }: BirthChartProps) {
  const t = useStore(birthChartMessages);
  const code = useStore(language);
  const words = useChartWords();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const paint = useCallback(
    (canvas: HTMLCanvasElement) =>
      chartPaintParts(
        canvas,
        { lines: northLines, cells: northCells(houses) },
        { sign: (cell) => displayNumber(cell.sign + 1, code), label: (small: string) => words.label(small) },
      ),
    [houses, code, words.label],
  );
  useChartPainting(canvasRef, paint);

  return (
    <figure className="birth-chart">
      <canvas
        ref={canvasRef}
        className="birth-chart__canvas"
        width={CHART_SIZE}
        height={CHART_SIZE}
        role="img"
        aria-label={t.drawing}
      />
      <figcaption className="birth-chart__caption">{caption ?? t.caption}</figcaption>
      <table className="visually-hidden">
        <caption>{t.table}</caption>
        <thead>
          <tr>
            <th scope="col">{t.planet}</th>
            <th scope="col">{t.sign}</th>
            <th scope="col">{t.degree}</th>
            <th scope="col">{t.house}</th>
            <th scope="col">{t.nakshatra}</th>
          </tr>
        </thead>
        <tbody>
          {planets.map((row) => (
            <tr key={row.planet}>
              <th scope="row">{words.planet(row.planet)}</th>
              <td>{signIn(words, row.sign)}</td>
              <td>{row.degree ?? t.notGiven}</td>
              <td>{displayNumber(row.house, code)}</td>
              <td>{row.nakshatra ?? t.notGiven}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
