// /kundali (SPEC §2 Kundali home) in three layers, as a family reads it: who the chart is for and the chart in a few
// plain sentences with the free answer one tap below; then the full reading, the birth chart and the depth in sections
// that open; the birth chart modal.
import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { useChartWords } from "../../i18n/chartWords";
import { useFormat } from "../../i18n/format";
import { i18n, language } from "../../i18n/i18n";
import { Button } from "../../ui/Button";
import { Fold } from "../../ui/Fold";
import { ZodiacImage } from "../../ui/ZodiacImage";
import { findZodiacSign, zodiacSigns } from "../../ui/zodiac";
import type { BirthChartModalProps } from "./BirthChartModal";
import { LazyBirthChartModal } from "./LazyBirthChartModal";
import { summaryMessages } from "./summary";
import "./KundaliView.css";

export const kundaliMessages = i18n("kundali", {
  generating: "GENERATING VEDIC KUNDALI...",
  birthDate: "Birth date",
  birthTime: "Birth time",
  birthPlace: "Birth place",
  vedicSign: "Vedic sign",
  viewChart: "View your birth chart",
  cardTitle: "What does your kundali say?",
  cardHint: "Every placement of your chart, read in full.",
  viewAnswer: "View your free question's answer",
  matchKundali: "Match kundali",
});

export interface KundaliViewProps {
  status: "generating" | "ready";
  name: string;
  /** 'YYYY-MM-DD' */
  birthDate: string;
  /** 'HH:MM' (24-hour) */
  birthTime: string;
  birthPlace?: string;
  /** The Vedic (sidereal) sign, English or Sanskrit name. */
  sign: string;
  /** The short reading's sentences, in the reader's language; null while it is read. */
  summary: readonly string[] | null;
  /** The full reading in plain text (line breaks are kept); null while it is read. */
  interpretation: string | null;
  onViewAnswer: () => void;
  onOpenChart: () => void;
  /** Kundali matching (/matching): shown when given. */
  onMatch?: () => void;
  chart: Omit<BirthChartModalProps, "computedFor"> & { computedFor?: string };
  /** The kundali in depth (charts, planets, dashas, transits, PDF), below SPEC's parts. */
  depth?: ReactNode;
  /**
   * Today's card (src/features/today), right after the short reading and the free answer: what a visitor came for
   * stays on the first screen.
   */
  today?: ReactNode;
}

export function KundaliView(props: KundaliViewProps) {
  const t = useStore(kundaliMessages);
  const short = useStore(summaryMessages);
  const code = useStore(language);
  const words = useChartWords();
  const format = useFormat();
  const zodiac = findZodiacSign(props.sign);
  // English keeps both names ('Aries (Mesha)'); Nepali and Hindi use the sign's one name there (GLOSSARY.md).
  const signName = zodiac
    ? code === "en"
      ? `${zodiac.english} (${zodiac.sanskrit})`
      : words.sign(zodiacSigns.indexOf(zodiac) + 1)
    : props.sign;
  if (props.status === "generating") {
    return (
      <main className="screen screen--with-nav kundali kundali--generating">
        <div className="kundali__spinner" aria-hidden="true" />
        <p className="status-text" role="status">
          {t.generating}
        </p>
      </main>
    );
  }
  return (
    <main className="screen screen--with-nav kundali">
      <section className="kundali__hero card" aria-labelledby="kundali-name">
        <ZodiacImage sign={props.sign} size={104} className="kundali__zodiac" />
        <div className="kundali__who">
          <h1 id="kundali-name" className="kundali__name">
            {props.name}
          </h1>
          <dl className="kundali__facts">
            <div>
              <dt>{t.birthDate}</dt>
              <dd>{format.birthDate(props.birthDate)}</dd>
            </div>
            <div>
              <dt>{t.birthTime}</dt>
              <dd>{format.time(props.birthTime) ?? props.birthTime}</dd>
            </div>
            {props.birthPlace ? (
              <div>
                <dt>{t.birthPlace}</dt>
                <dd>{props.birthPlace}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t.vedicSign}</dt>
              <dd>{signName}</dd>
            </div>
          </dl>
        </div>
      </section>
      <section className="card kundali__short" aria-labelledby="kundali-short" aria-busy={props.summary === null}>
        <h2 id="kundali-short" className="card__title">
          {short.title}
        </h2>
        {props.summary === null ? (
          <p className="status-text" role="status">
            {short.loading}
          </p>
        ) : (
          <p className="kundali__summary">{props.summary.join(" ")}</p>
        )}
      </section>
      <Button wide onPress={props.onViewAnswer}>
        {t.viewAnswer}
      </Button>
      {props.today}
      <Fold title={t.cardTitle} hint={t.cardHint}>
        <div className="kundali__interpretation">
          {props.interpretation === null ? (
            <p className="status-text">{short.loading}</p>
          ) : (
            props.interpretation.split(/\n+/).map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static text split
              <p key={index}>{paragraph}</p>
            ))
          )}
        </div>
      </Fold>
      <Button variant="secondary" wide onPress={props.onOpenChart}>
        {t.viewChart}
      </Button>
      {props.onMatch ? (
        <Button variant="secondary" wide onPress={props.onMatch}>
          {t.matchKundali}
        </Button>
      ) : null}
      {props.depth}
      <LazyBirthChartModal {...props.chart} />
    </main>
  );
}
