// /kundali (SPEC §2 Kundali home): who the chart is for, the Vedic sign, the interpretation, the link to
// the free answer, and the birth chart modal.
import { Button } from "../../components/Button";
import { ZodiacImage } from "../../components/ZodiacImage";
import { findZodiacSign } from "../../components/zodiac";
import type { BirthChartModalProps } from "./BirthChartModal";
import { LazyBirthChartModal } from "./LazyBirthChartModal";
import "./KundaliView.css";
import { formatDisplayDate } from "../../../machines/lib/dateDisplay";
import { to12Hour } from "../../../machines/lib/time";

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
  /** Plain text; line breaks are kept. */
  interpretation: string;
  onViewAnswer: () => void;
  onOpenChart: () => void;
  chart: Omit<BirthChartModalProps, "computedFor"> & { computedFor?: string };
}

export function KundaliView(props: KundaliViewProps) {
  const zodiac = findZodiacSign(props.sign);
  if (props.status === "generating") {
    return (
      <main className="screen screen--with-nav kundali kundali--generating">
        <div className="kundali__spinner" aria-hidden="true" />
        <p className="status-text" role="status">
          GENERATING VEDIC KUNDALI...
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
              <dt>Birth date</dt>
              <dd>{formatDisplayDate(props.birthDate) ?? props.birthDate}</dd>
            </div>
            <div>
              <dt>Birth time</dt>
              <dd>{to12Hour(props.birthTime) ?? props.birthTime}</dd>
            </div>
            {props.birthPlace ? (
              <div>
                <dt>Birth place</dt>
                <dd>{props.birthPlace}</dd>
              </div>
            ) : null}
            <div>
              <dt>Vedic sign</dt>
              <dd>{zodiac ? `${zodiac.english} (${zodiac.sanskrit})` : props.sign}</dd>
            </div>
          </dl>
        </div>
      </section>
      <Button variant="secondary" wide onPress={props.onOpenChart}>
        View your birth chart
      </Button>
      <section className="card" aria-labelledby="kundali-says">
        <h2 id="kundali-says" className="card__title">
          What does your kundali say?
        </h2>
        <div className="kundali__interpretation">
          {props.interpretation.split(/\n+/).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text split
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </section>
      <Button wide onPress={props.onViewAnswer}>
        View your free question's answer
      </Button>
      <LazyBirthChartModal {...props.chart} />
    </main>
  );
}
