// The birth chart (SPEC §2 'Your Birth Chart'): a North Indian diamond drawn on a 600x600 canvas with
// 250 decorative stars, sign numbers and small planet labels per house. The canvas backing store is
// scaled by devicePixelRatio so lines stay crisp, and CSS scales it to the phone's width. Screen readers
// get a table of every planet instead of the picture.
import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { type ChartWords, useChartWords } from "../i18n/chartWords";
import { displayNumber } from "../i18n/format";
import { i18n, language } from "../i18n/i18n";
import { findZodiacSign, zodiacSigns } from "./zodiac";
import "./BirthChart.css";
import { chartLines, chartSize, decorativeStars, houseLayouts } from "./northIndianChart";

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

const stars = decorativeStars();

function readToken(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** How the chart writes its numbers and labels: in the reader's language and digits (GLOSSARY.md labels). */
interface ChartText {
  number(value: number): string;
  label(english: string): string;
}

function drawChart(canvas: HTMLCanvasElement, houses: readonly ChartHouse[], text: ChartText) {
  const ratio = Math.max(1, Math.min(window.devicePixelRatio || 1, 3));
  canvas.width = chartSize * ratio;
  canvas.height = chartSize * ratio;
  const context = canvas.getContext("2d");
  if (!context) return;
  const gold = readToken("--color-gold", "#f2c46d");
  const starColour = readToken("--color-text", "#f5f2ff");
  const muted = readToken("--color-text-muted", "#c9c2ea");
  const font = readToken("--font-family", "sans-serif");

  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  const sky = context.createRadialGradient(300, 300, 40, 300, 300, 440);
  sky.addColorStop(0, "#2b2366");
  sky.addColorStop(1, "#110d2b");
  context.fillStyle = sky;
  context.fillRect(0, 0, chartSize, chartSize);

  for (const star of stars) {
    context.globalAlpha = star.alpha;
    context.fillStyle = starColour;
    context.beginPath();
    context.arc(star.x, star.y, star.r, 0, Math.PI * 2);
    context.fill();
  }
  context.globalAlpha = 1;

  context.strokeStyle = gold;
  context.lineWidth = 2;
  context.lineCap = "round";
  // Lines sit inside the canvas so the outer square is not clipped in half.
  const inset = (value: number) => 2 + (value * (chartSize - 4)) / chartSize;
  for (const [x1, y1, x2, y2] of chartLines) {
    context.beginPath();
    context.moveTo(inset(x1), inset(y1));
    context.lineTo(inset(x2), inset(y2));
    context.stroke();
  }

  context.textAlign = "center";
  context.textBaseline = "middle";
  for (const layout of houseLayouts) {
    const house = houses[layout.house - 1];
    if (!house) continue;
    context.fillStyle = muted;
    context.font = `600 22px ${font}`;
    context.fillText(text.number(house.sign), layout.signAt[0], layout.signAt[1]);

    context.fillStyle = gold;
    context.font = `700 24px ${font}`;
    const perLine = Math.max(1, Math.floor(layout.width / 40));
    const lines: string[] = [];
    for (let index = 0; index < house.planet_small.length; index += perLine) {
      lines.push(
        house.planet_small
          .slice(index, index + perLine)
          .map((label) => text.label(label))
          .join(" "),
      );
    }
    const lineHeight = 28;
    const top = layout.centre[1] - ((lines.length - 1) * lineHeight) / 2;
    lines.forEach((line, index) => {
      context.fillText(line, layout.centre[0], top + index * lineHeight);
    });
  }
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
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const text: ChartText = { number: (value) => displayNumber(value, code), label: words.label };
    drawChart(canvas, houses, text);
    // Redraw when the page moves to a screen of another pixel density, and once the Devanagari font has come.
    const query = window.matchMedia?.(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    const redraw = () => drawChart(canvas, houses, text);
    query?.addEventListener?.("change", redraw);
    document.fonts?.addEventListener?.("loadingdone", redraw);
    return () => {
      query?.removeEventListener?.("change", redraw);
      document.fonts?.removeEventListener?.("loadingdone", redraw);
    };
  }, [houses, code, words.label]);

  return (
    <figure className="birth-chart">
      <canvas
        ref={canvasRef}
        className="birth-chart__canvas"
        width={chartSize}
        height={chartSize}
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
