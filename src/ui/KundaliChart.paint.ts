// Paints a chart drawing model (shared/chart-drawing) on a canvas in the app's night-sky look: a violet radial
// gradient, 250 decorative stars, gold lines, muted sign numbers or names and gold labels. One painter for the
// birth chart modal and the kundali page, so both charts look alike. The backing store has the canvas's shown size in
// device pixels (pixelsPerUnit); CSS scales the canvas to the page's width.
import type { ChartCell, Segment } from "../../shared/chart-drawing/geometry";
import { CHART_SIZE } from "../../shared/chart-drawing/geometry";
import { type DecorativeStar, decorativeStars } from "../../shared/chart-drawing/stars";

/**
 * The stars in brightness steps of 0.1, each step filled as one path: one fill per star (250 of them) made the sky
 * 10-15 ms of the main thread in Chromium on our 2-core machines (5-12 ms as steps); a step's difference does not show.
 */
const starsByAlpha = groupStarsByAlpha(decorativeStars());

function groupStarsByAlpha(stars: readonly DecorativeStar[]): Map<number, DecorativeStar[]> {
  const groups = new Map<number, DecorativeStar[]>();
  for (const star of stars) {
    const alpha = Math.round(star.alpha * 10) / 10;
    const group = groups.get(alpha);
    if (group) group.push(star);
    else groups.set(alpha, [star]);
  }
  return groups;
}

/** What the painter needs of a model: its lines, its cells, and the South Indian ascendant mark if any. */
export interface PaintableChart<T> {
  lines: readonly Segment[];
  cells: readonly ChartCell<T>[];
  ascendantMark?: Segment | null;
}

/** The words of the picture, in the reader's language. */
export interface PaintWords<T> {
  /** A cell's sign, as its number (North) or its name (South). */
  sign(cell: ChartCell<T>): string;
  label(item: T): string;
}

/** The app's colour and font tokens, read from one computed style (each read of a new one may restyle the page). */
function readTokens() {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    gold: token("--color-gold", "#f2c46d"),
    starColour: token("--color-text", "#f5f2ff"),
    muted: token("--color-text-muted", "#c9c2ea"),
    font: token("--font-family", "sans-serif"),
  };
}

/** Lines sit inside the canvas so the outer square is not clipped in half. */
const inset = (value: number) => 2 + (value * (CHART_SIZE - 4)) / CHART_SIZE;

/**
 * The backing store's pixels per drawing unit: the canvas's shown size (at most the drawing's 600) times the screen's
 * pixel density (up to 3), so lines and text are crisp and no pixel is painted that the screen does not show. A
 * phone shows the chart about 360 px wide: a 600-unit store at density 1.75 had 2.8 times the pixels, and a canvas's
 * first paint costs about its pixel count (measured in Chromium: 25-35 ms at 1050x1050, 7-13 ms at 627x627).
 */
function pixelsPerUnit(canvas: HTMLCanvasElement): number {
  const density = Math.max(1, Math.min(window.devicePixelRatio || 1, 3));
  // The laid-out width, not the one on screen: a modal's opening zoom would shrink the latter for a moment. Not laid
  // out (a test's DOM, a hidden page): the drawing's own size.
  const shown = canvas.clientWidth || CHART_SIZE;
  return (density * Math.min(shown, CHART_SIZE)) / CHART_SIZE;
}

/**
 * The chart's paint in two parts, each run in a task of its own (useChartPainting): the sky, its stars and the lines,
 * then the words. Together they were one of the kundali page's long tasks on a phone; the words' first drawing with a
 * font costs as much as the rest.
 */
export function chartPaintParts<T>(
  canvas: HTMLCanvasElement,
  chart: PaintableChart<T>,
  words: PaintWords<T>,
): ReadonlyArray<() => void> {
  let context: CanvasRenderingContext2D | null = null;
  let tokens: Tokens | null = null;
  const paintSky = () => {
    const ratio = pixelsPerUnit(canvas);
    canvas.width = Math.round(CHART_SIZE * ratio);
    canvas.height = Math.round(CHART_SIZE * ratio);
    context = canvas.getContext("2d");
    if (!context) return;
    tokens = readTokens();
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    paintSkyAndLines(context, chart, tokens);
  };
  const paintWords = () => {
    if (context && tokens) paintWordsOf(context, chart, words, tokens);
  };
  return [paintSky, paintWords];
}

type Tokens = ReturnType<typeof readTokens>;

function paintSkyAndLines<T>(
  context: CanvasRenderingContext2D,
  chart: PaintableChart<T>,
  { gold, starColour }: Tokens,
) {
  const sky = context.createRadialGradient(300, 300, 40, 300, 300, 440);
  sky.addColorStop(0, "#2b2366");
  sky.addColorStop(1, "#110d2b");
  context.fillStyle = sky;
  context.fillRect(0, 0, CHART_SIZE, CHART_SIZE);

  context.fillStyle = starColour;
  for (const [alpha, group] of starsByAlpha) {
    context.globalAlpha = alpha;
    context.beginPath();
    for (const star of group) {
      context.moveTo(star.x + star.r, star.y);
      context.arc(star.x, star.y, star.r, 0, Math.PI * 2);
    }
    context.fill();
  }
  context.globalAlpha = 1;

  context.strokeStyle = gold;
  context.lineWidth = 2;
  context.lineCap = "round";
  const segments = chart.ascendantMark ? [...chart.lines, chart.ascendantMark] : chart.lines;
  for (const [x1, y1, x2, y2] of segments) {
    context.beginPath();
    context.moveTo(inset(x1), inset(y1));
    context.lineTo(inset(x2), inset(y2));
    context.stroke();
  }
}

function paintWordsOf<T>(
  context: CanvasRenderingContext2D,
  chart: PaintableChart<T>,
  words: PaintWords<T>,
  { gold, muted, font }: Tokens,
) {
  context.textAlign = "center";
  context.textBaseline = "middle";
  for (const cell of chart.cells) {
    context.fillStyle = muted;
    const signSize = cell.signText === "number" ? 22 : 17;
    fitText(context, words.sign(cell), cell.signAt, cell.labelBox.width, signSize, `600 {size}px ${font}`);

    context.fillStyle = gold;
    const labelSize = Math.min(24, Math.floor(cell.lineHeight * 0.86));
    for (const row of cell.rows) {
      const line = row.items.map((item) => words.label(item)).join(" ");
      fitText(context, line, row.at, cell.labelBox.width, labelSize, `700 {size}px ${font}`);
    }
  }
}

/** Writes text centred at a point, in a smaller size when it would be wider than the room given. */
function fitText(
  context: CanvasRenderingContext2D,
  text: string,
  [x, y]: readonly [number, number],
  room: number,
  size: number,
  fontPattern: string,
) {
  context.font = fontPattern.replace("{size}", String(size));
  const width = context.measureText?.(text).width ?? 0;
  if (width > room && width > 0) {
    const smaller = Math.max(10, Math.floor((size * room) / width));
    context.font = fontPattern.replace("{size}", String(smaller));
  }
  context.fillText(text, x, y);
}
