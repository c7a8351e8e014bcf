// The kundali as a printable A4 PDF (pdfkit): page 1 the person's details, the rasi (D1) and navamsa (D9) charts in
// the chosen style and the planet table; then the Vimshottari periods, today's transits, Sade Sati, Manglik, the
// yogas and the interpretation, flowing over as many pages as they need, numbered "1 / 3" in the footer. Dark text
// on white for paper; charts are vector lines from the shared drawing model. Every word is in the report's language.
import type PDFDocument from "pdfkit";
import type { ChartPicture, ChartStyle, DashaPeriodView, KundaliReport } from "../../../contract/kundali";
import { type ChartDrawing, type ChartMark, chartDrawing } from "../../../shared/chart-drawing/model";
import { WORDS } from "../../guru/compose/words";
import { drawChart } from "./pdf-chart";
import { bottomOf, line, lineHeightOf, paragraph, registerFonts, type TextStyle } from "./pdf-text";
import {
  fill,
  formatCalendarDate,
  formatDegree,
  formatInstantDate,
  formatNumber,
  localDigits,
  PDF_WORDS,
  type PdfLanguage,
  type PdfWords,
} from "./pdf-words";

type Doc = InstanceType<typeof PDFDocument>;

export interface KundaliPdfOptions {
  style: ChartStyle;
  /** IANA zone the calendar dates are written in (the reader's). */
  timeZone: string;
}

const MARGIN = 42;
const FOOTER_GAP = 26;
const INK = "#1b1730";
const MUTED = "#5d5870";
const ACCENT = "#7a4a00";
const RULE = "#d9c7a0";
const HEADER_FILL = "#f4ecdc";
const RUNNING_FILL = "#fff1cc";

const BODY: TextStyle = { size: 9.5, color: INK };
const SMALL: TextStyle = { size: 8.5, color: MUTED };

interface Context {
  doc: Doc;
  report: KundaliReport;
  language: PdfLanguage;
  words: PdfWords;
  options: KundaliPdfOptions;
  /** Width between the margins. */
  width: number;
}

export async function renderKundaliPdf(report: KundaliReport, options: KundaliPdfOptions): Promise<Buffer> {
  // pdfkit is loaded by the first PDF rather than at server start: about 200 ms and 15 MB most processes never need.
  const { default: PdfKit } = await import("pdfkit");
  const at = new Date(report.at);
  const doc = new PdfKit({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_GAP },
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: `${PDF_WORDS[report.language].title}: ${report.person.name}`,
      Author: "Kundali Guru",
      Creator: "Kundali Guru",
      Producer: "Kundali Guru",
      CreationDate: at,
      ModDate: at,
    },
    lang: report.language,
    displayTitle: true,
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const context: Context = {
    doc,
    report,
    language: report.language,
    words: PDF_WORDS[report.language],
    options,
    width: doc.page.width - 2 * MARGIN,
  };
  firstPage(context);
  doc.addPage();
  dashaSection(context);
  transitSection(context);
  sadeSatiSection(context);
  manglikSection(context);
  yogaSection(context);
  interpretationSection(context);
  footers(context);
  doc.end();
  return done;
}

// ---------- building blocks ----------

function number(context: Context, value: number, digits = 0): string {
  return formatNumber(value, context.language, digits);
}

function date(context: Context, iso: string): string {
  return formatInstantDate(iso, context.options.timeZone, context.language);
}

/** Starts a new page unless `height` more fits above the bottom margin. */
function ensureSpace(context: Context, height: number) {
  if (context.doc.y + height > bottomOf(context.doc)) context.doc.addPage();
}

/** A heading, kept on one page with the first `keep` points of what follows it. */
function heading(context: Context, text: string, level: 1 | 2 = 1, keep = 50) {
  const { doc } = context;
  const style: TextStyle =
    level === 1 ? { size: 13, weight: "bold", color: ACCENT } : { size: 10.5, weight: "bold", color: INK };
  ensureSpace(context, lineHeightOf(doc, style) + 20 + keep);
  doc.y += level === 1 ? 10 : 6;
  line(doc, text, MARGIN, doc.y, style);
  doc.y += lineHeightOf(doc, style) + (level === 1 ? 2 : 1);
  if (level === 1) {
    doc
      .save()
      .lineWidth(0.6)
      .strokeColor(RULE)
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + context.width, doc.y)
      .stroke();
    doc.restore();
    doc.y += 5;
  }
}

function text(context: Context, value: string, style: TextStyle = BODY, indent = 0) {
  paragraph(context.doc, value, style, { x: MARGIN + indent, width: context.width - indent });
}

interface Column {
  title: string;
  width: number;
  align?: "left" | "center" | "right";
}

interface Row {
  cells: string[];
  strong?: boolean;
  shaded?: boolean;
}

/** A table with a shaded header row, repeated at the top of each page it runs onto. */
function table(context: Context, columns: Column[], rows: Row[]) {
  const { doc } = context;
  const size = 9;
  const rowHeight = lineHeightOf(doc, { size }) + 5;
  const pad = 4;
  const headerStyle: TextStyle = { size: 8.5, weight: "bold", color: INK };
  const headerLines = Math.max(...columns.map((column) => column.title.split("\n").length));
  const headerLineHeight = lineHeightOf(doc, headerStyle);
  const headerHeight = headerLines * headerLineHeight + 5;
  const header = () => {
    doc.save().rect(MARGIN, doc.y, context.width, headerHeight).fill(HEADER_FILL).restore();
    const titles = columns.map((column) => column.title.split("\n"));
    for (let index = 0; index < headerLines; index++) {
      // Titles of fewer lines sit at the bottom, beside the last line of the others.
      const lineTitles = titles.map((parts) => parts[index - (headerLines - parts.length)] ?? "");
      cellsAt(lineTitles, headerStyle, doc.y + 2.5 + (index + 0.5) * headerLineHeight);
    }
    doc.y += headerHeight;
  };
  const cellsAt = (cells: string[], style: TextStyle, middle: number) => {
    let x = MARGIN;
    columns.forEach((column, index) => {
      const value = cells[index] ?? "";
      const align = column.align ?? "left";
      const anchor = align === "left" ? x + pad : align === "right" ? x + column.width - pad : x + column.width / 2;
      line(doc, value, anchor, middle, style, { align, middle: true, maxWidth: column.width - 2 * pad });
      x += column.width;
    });
  };
  // A short table stays on one page; a long one starts with its header and a few rows at least.
  const whole = headerHeight + rows.length * rowHeight;
  ensureSpace(context, whole < 220 ? whole : headerHeight + 3 * rowHeight);
  header();
  for (const row of rows) {
    if (doc.y + rowHeight > bottomOf(doc)) {
      doc.addPage();
      header();
    }
    if (row.shaded) doc.save().rect(MARGIN, doc.y, context.width, rowHeight).fill(RUNNING_FILL).restore();
    cellsAt(row.cells, { size, weight: row.strong ? "bold" : "regular", color: INK }, doc.y + rowHeight / 2);
    doc
      .save()
      .lineWidth(0.4)
      .strokeColor(RULE)
      .moveTo(MARGIN, doc.y + rowHeight)
      .lineTo(MARGIN + context.width, doc.y + rowHeight)
      .stroke()
      .restore();
    doc.y += rowHeight;
  }
  doc.y += 4;
}

// ---------- page 1 ----------

function coordinates(context: Context, lat: number, lon: number): string {
  const [north, south, east, west] = context.words.compass;
  const latitude = `${number(context, Math.abs(lat), 4)}° ${lat >= 0 ? north : south}`;
  const longitude = `${number(context, Math.abs(lon), 4)}° ${lon >= 0 ? east : west}`;
  return `${latitude}, ${longitude}`;
}

function detailRows(context: Context): Array<[string, string]> {
  const { report, words, language } = context;
  const { person, conventions } = report;
  const zone = conventions.timezone ? `${conventions.timezone}, ` : "";
  const ayanamsa = formatDegree(conventions.ayanamsa_degrees % 30, language);
  return [
    [words.birthDate, formatCalendarDate(person.birth_date, language)],
    [words.birthTime, localDigits(person.birth_time, language)],
    [words.birthPlace, person.birth_place],
    [words.coordinates, coordinates(context, conventions.lat, conventions.lon)],
    [words.timeZone, `${zone}UTC${localDigits(conventions.utc_offset, language)}`],
    [words.conventions, `${conventions.line} · ${words.ayanamsa} ${ayanamsa}`],
    [words.dashaYear, fill(words.days, { days: localDigits(conventions.year_days, language) })],
  ];
}

function firstPage(context: Context) {
  const { doc, report, words } = context;
  line(doc, words.title, MARGIN, MARGIN, { size: 20, weight: "bold", color: ACCENT });
  doc.y = MARGIN + lineHeightOf(doc, { size: 20 }) + 2;
  line(doc, report.person.name, MARGIN, doc.y, { size: 15, weight: "bold", color: INK });
  doc.y += lineHeightOf(doc, { size: 15 }) + 6;

  const labelWidth = 112;
  for (const [label, value] of detailRows(context)) {
    line(doc, label, MARGIN, doc.y, { ...BODY, color: MUTED });
    line(doc, value, MARGIN + labelWidth, doc.y, BODY, { maxWidth: context.width - labelWidth });
    doc.y += lineHeightOf(doc, BODY) + 1.5;
  }
  if (report.conventions.polar) text(context, words.polar, SMALL);

  // The two charts side by side.
  doc.y += 12;
  const gap = 19;
  const size = (context.width - gap) / 2;
  const styleName = context.options.style === "south" ? words.south : words.north;
  const charts: Array<[string, ChartPicture]> = [
    [words.rasiChart, report.charts.d1],
    [words.navamsaChart, report.charts.d9],
  ];
  const captionStyle: TextStyle = { size: 10, weight: "bold", color: INK };
  const top = doc.y;
  charts.forEach(([caption, picture], index) => {
    const x = MARGIN + index * (size + gap);
    line(doc, `${caption} · ${styleName}`, x + size / 2, top, captionStyle, { align: "center", maxWidth: size });
    const drawing = chartDrawing(picture, context.options.style);
    drawChart(doc, drawing, x, top + lineHeightOf(doc, captionStyle) + 4, size, chartWords(context, drawing));
  });
  doc.y = top + lineHeightOf(doc, captionStyle) + 4 + size + 6;

  heading(context, words.planetPositions, 1, 200);
  planetTable(context);
  text(context, words.legend, SMALL);
}

function chartWords(context: Context, drawing: ChartDrawing) {
  const { words, language } = context;
  const signName = WORDS[language].sign;
  return {
    sign: (cell: ChartDrawing["cells"][number]) =>
      drawing.style === "north" ? number(context, cell.sign + 1) : signName(cell.sign),
    label: (mark: ChartMark) =>
      mark.kind === "ascendant"
        ? words.labels.ascendant
        : `${words.labels[mark.body]}${mark.retrograde ? `(${words.retrogradeMark})` : ""}`,
  };
}

function planetTable(context: Context) {
  const { report, words, language } = context;
  const columns: Column[] = [
    { title: words.planet, width: 82 },
    { title: words.sign, width: 70 },
    { title: words.degree, width: 52, align: "right" },
    { title: words.nakshatra, width: 100 },
    { title: words.pada, width: 36, align: "center" },
    { title: words.house, width: 38, align: "center" },
    { title: words.dignity, width: 88 },
    { title: words.notes, width: context.width - 466, align: "center" },
  ];
  const rows: Row[] = report.planets.map((row) => ({
    strong: row.point === "ascendant",
    cells: [
      row.name,
      row.sign_name,
      formatDegree(row.degree, language),
      row.nakshatra_name,
      number(context, row.pada),
      number(context, row.house),
      row.dignity_name ?? "",
      [row.retrograde ? words.retrogradeMark : "", row.combust ? words.combustMark : ""].filter(Boolean).join(" "),
    ],
  }));
  table(context, columns, rows);
}

// ---------- the periods ----------

function years(context: Context, value: number): string {
  return Number.isInteger(value) ? number(context, value) : number(context, value, 2);
}

function periodRows(context: Context, periods: readonly DashaPeriodView[]): Row[] {
  return periods.map((period) => ({
    strong: period.running,
    shaded: period.running,
    cells: [
      period.lord_name,
      date(context, period.start),
      date(context, period.end),
      years(context, period.years),
      period.running ? context.words.running : "",
    ],
  }));
}

function periodColumns(context: Context): Column[] {
  const { words } = context;
  return [
    { title: words.planet, width: 95 },
    { title: words.from, width: 150 },
    { title: words.to, width: 150 },
    { title: words.years, width: 45, align: "right" },
    { title: "", width: context.width - 440, align: "center" },
  ];
}

function dashaSection(context: Context) {
  const { report, words } = context;
  const { dasha } = report;
  heading(context, words.vimshottari);
  text(context, fill(words.asOf, { date: date(context, report.at) }), SMALL);
  const first = dasha.mahadashas[0];
  if (first) {
    text(
      context,
      fill(words.balance, { years: years(context, Number(dasha.balance_years.toFixed(2))), lord: first.lord_name }),
    );
  }
  heading(context, words.mahadashas, 2);
  table(context, periodColumns(context), periodRows(context, dasha.mahadashas));
  const runningMahadasha = dasha.mahadashas.find((period) => period.running);
  if (runningMahadasha) {
    heading(context, fill(words.antardashasOf, { lord: runningMahadasha.lord_name }), 2);
    table(context, periodColumns(context), periodRows(context, runningMahadasha.antardashas));
    const runningAntardasha = runningMahadasha.antardashas.find((period) => period.running);
    if (runningAntardasha && dasha.pratyantardashas.length > 0) {
      heading(context, fill(words.pratyantardashasOf, { lord: runningAntardasha.lord_name }), 2);
      table(context, periodColumns(context), periodRows(context, dasha.pratyantardashas));
    }
  }
}

// ---------- today ----------

function transitSection(context: Context) {
  const { report, words } = context;
  heading(context, words.transits, 1, 120);
  const columns: Column[] = [
    { title: words.planet, width: 78 },
    { title: words.sign, width: 66 },
    { title: words.houseFromMoon, width: 62, align: "center" },
    { title: words.houseFromAscendant, width: 62, align: "center" },
    { title: words.since, width: 123 },
    { title: words.until, width: context.width - 391 },
  ];
  table(
    context,
    columns,
    report.now.transits.map((transit) => ({
      cells: [
        `${transit.name}${transit.retrograde ? ` (${words.retrogradeMark})` : ""}`,
        transit.sign_name,
        number(context, transit.house_from_moon),
        number(context, transit.house_from_ascendant),
        transit.since ? date(context, transit.since) : "",
        transit.until ? date(context, transit.until) : "",
      ],
    })),
  );
  for (const transit of report.now.transits) {
    const verdict = transit.favourable ? words.favourable : words.unfavourable;
    text(context, `${transit.name} (${verdict}): ${transit.line}`);
    context.doc.y += 2;
  }
}

function spell(context: Context, label: string, value: { start: string; end: string } | null) {
  if (!value) return;
  text(context, `${label}: ${date(context, value.start)} – ${date(context, value.end)}`);
}

function school(context: Context, value: string) {
  const name = context.words.schools[value] ?? value;
  text(context, fill(context.words.school, { school: name }), SMALL);
}

function sadeSatiSection(context: Context) {
  const { report, words } = context;
  const sade = report.now.sade_sati;
  heading(context, words.sadeSati);
  const status = sade.active
    ? fill(words.sadeSatiRunning, { phase: sade.phase_name ?? sade.phase ?? "" })
    : words.sadeSatiNotRunning;
  text(context, status, { ...BODY, weight: "bold" });
  spell(context, words.currentSpell, sade.current);
  spell(context, words.phaseSpan, sade.phase_span);
  spell(context, words.nextSpell, sade.next);
  spell(context, words.previousSpell, sade.previous);
  if (sade.line) text(context, sade.line);
  school(context, sade.school);
}

function manglikSection(context: Context) {
  const { report, words } = context;
  const manglik = report.now.manglik;
  heading(context, words.manglik);
  const marsHouse = fill(words.marsHouse, { house: WORDS[context.language].house(manglik.mars_house) });
  text(context, `${words.manglikStatus[manglik.status]} · ${marsHouse}`, { ...BODY, weight: "bold" });
  if (manglik.line) text(context, manglik.line);
  if (manglik.exceptions.length > 0) {
    text(context, `${words.exceptions}:`);
    for (const exception of manglik.exceptions) text(context, `• ${exception}`, BODY, 10);
  }
  school(context, manglik.school);
}

function yogaSection(context: Context) {
  const { report, words } = context;
  heading(context, words.yogas);
  if (report.now.yogas.length === 0) {
    text(context, words.noYogas);
    return;
  }
  for (const yoga of report.now.yogas) {
    const flags = [yoga.cancelled ? words.cancelled : "", yoga.weakened ? words.weakened : ""].filter(Boolean);
    const title = flags.length > 0 ? `${yoga.label} (${flags.join(", ")})` : yoga.label;
    ensureSpace(context, 40);
    text(context, title, { ...BODY, weight: "bold" });
    text(context, yoga.line);
    school(context, yoga.school);
    context.doc.y += 3;
  }
}

function interpretationSection(context: Context) {
  const { report, words } = context;
  const paragraphs = report.interpretation
    .split(/\n+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return;
  heading(context, words.interpretation);
  for (const part of paragraphs) {
    text(context, part, { ...BODY, size: 10 });
    context.doc.y += 4;
  }
}

// ---------- footers ----------

function footers(context: Context) {
  const { doc, report, words } = context;
  const range = doc.bufferedPageRange();
  const total = range.count;
  for (let index = 0; index < total; index++) {
    doc.switchToPage(range.start + index);
    // Writing in the bottom margin must not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 8;
    doc
      .save()
      .lineWidth(0.5)
      .strokeColor(RULE)
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + context.width, y - 6)
      .stroke();
    doc.restore();
    line(doc, `${words.title} · ${report.person.name}`, MARGIN, y, SMALL, { maxWidth: context.width - 80 });
    const pages = `${number(context, index + 1)} / ${number(context, total)}`;
    line(doc, pages, MARGIN + context.width, y, SMALL, { align: "right" });
    doc.page.margins.bottom = bottom;
  }
}
