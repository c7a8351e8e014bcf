// How well danger is recognised, measured on a labelled file (format of test/fixtures/guru-safety/training.txt):
// recall is the share of crisis and emergency messages that get a danger reply of either kind (both replies carry
// no reading and are free; the kind only changes the numbers given), the false-alarm rate the share of ordinary
// messages that get one. `npm run eval:guru` measures the held-back file with it; the training test uses it too.
import { readFileSync } from "node:fs";
import { type Danger, dangerIn } from "../../../../server/guru/safety/danger";

export type SafetyLabel = Danger | "none";
export type SafetyLanguage = "en" | "ne" | "hi";
export type SafetyScript = "deva" | "latin";

export interface SafetyRow {
  label: SafetyLabel;
  language: SafetyLanguage;
  script: SafetyScript;
  message: string;
  /** Where the row came from ("training.txt:42"), for reading a miss. */
  source: string;
}

const LABELS: readonly SafetyLabel[] = ["crisis", "emergency", "none"];
const LANGUAGES: readonly SafetyLanguage[] = ["en", "ne", "hi"];
const SCRIPTS: readonly SafetyScript[] = ["deva", "latin"];

/** Rows of "label | language | script | message"; blank lines and "#" comments are skipped, a bad line throws. */
export function parseSafetyRows(text: string, name: string): SafetyRow[] {
  const rows: SafetyRow[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) return;
    const source = `${name}:${index + 1}`;
    // The message is everything after the third "|", so it may hold a "|" itself.
    const [label, language, script] = trimmed.split("|", 3).map((part) => part.trim());
    const message = trimmed.split("|").slice(3).join("|").trim();
    if (!LABELS.includes(label as SafetyLabel)) throw new Error(`${source}: label must be crisis, emergency or none`);
    if (!LANGUAGES.includes(language as SafetyLanguage)) throw new Error(`${source}: language must be en, ne or hi`);
    if (!SCRIPTS.includes(script as SafetyScript)) throw new Error(`${source}: script must be deva or latin`);
    if (message === "") throw new Error(`${source}: the message is empty`);
    rows.push({
      label: label as SafetyLabel,
      language: language as SafetyLanguage,
      script: script as SafetyScript,
      message,
      source,
    });
  });
  return rows;
}

export function loadSafetyRows(path: string): SafetyRow[] {
  return parseSafetyRows(readFileSync(path, "utf8"), path.split("/").pop() ?? path);
}

export interface SafetyFigures {
  danger: number;
  ordinary: number;
  /** Danger messages given a danger reply, over all danger messages (1 when there are none). */
  recall: number;
  /** Ordinary messages given a danger reply, over all ordinary messages (0 when there are none). */
  falseAlarmRate: number;
  /** Danger messages given the other danger reply (crisis for an emergency or back): still free and help. */
  wrongKind: number;
}

export interface SafetyMeasure extends SafetyFigures {
  misses: SafetyRow[];
  falseAlarms: (SafetyRow & { found: Danger })[];
  byLanguage: Record<SafetyLanguage, Record<SafetyScript, SafetyFigures>>;
}

function figures(rows: SafetyRow[], found: Map<SafetyRow, Danger | null>): SafetyFigures {
  const danger = rows.filter((r) => r.label !== "none");
  const ordinary = rows.filter((r) => r.label === "none");
  const caught = danger.filter((r) => found.get(r) !== null);
  return {
    danger: danger.length,
    ordinary: ordinary.length,
    recall: danger.length === 0 ? 1 : caught.length / danger.length,
    falseAlarmRate: ordinary.length === 0 ? 0 : ordinary.filter((r) => found.get(r) !== null).length / ordinary.length,
    wrongKind: caught.filter((r) => found.get(r) !== r.label).length,
  };
}

export function measureSafety(rows: SafetyRow[]): SafetyMeasure {
  const found = new Map(rows.map((row) => [row, dangerIn(row.message)] as const));
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        SCRIPTS.map((script) => [
          script,
          figures(
            rows.filter((r) => r.language === language && r.script === script),
            found,
          ),
        ]),
      ),
    ]),
  ) as SafetyMeasure["byLanguage"];
  return {
    ...figures(rows, found),
    misses: rows.filter((r) => r.label !== "none" && found.get(r) === null),
    falseAlarms: rows.flatMap((r) => {
      const danger = found.get(r);
      return r.label === "none" && danger ? [{ ...r, found: danger }] : [];
    }),
    byLanguage,
  };
}
