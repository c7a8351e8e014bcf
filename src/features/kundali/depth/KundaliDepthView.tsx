// The kundali in depth, below the short and the full reading of /kundali, each part a section that opens (its title and
// one line that explains its classical words): D1 and D9 in the chosen style with the conventions used under them,
// the planet table (the charts' text alternative), the Vimshottari timeline, today's findings, and the PDF.
import { useStore } from "@nanostores/react";
import { useId } from "react";
import type { ChartStyle, DashaYearDaysOption, KundaliReport } from "../../../../contract/kundali";
import { calendarWords, compassWords, displayCoordinates } from "../../../i18n/format";
import { language } from "../../../i18n/i18n";
import { Button } from "../../../ui/Button";
import { Fold } from "../../../ui/Fold";
import { KundaliChart } from "../../../ui/KundaliChart";
import { ChoiceGroup } from "./ChoiceGroup";
import { DashaTimeline } from "./DashaTimeline";
import { depthMessages } from "./depthMessages";
import { NowPanel } from "./NowPanel";
import { PlanetTable } from "./PlanetTable";
import { periodSpan } from "./periodDates";
import "./KundaliDepth.css";
import type { Said } from "../../../../machines/lib/callFailure";
import { useMessage } from "../../../i18n/messages";

export interface KundaliDepthViewProps {
  status: "loading" | "ready" | "failed" | "missing";
  report: KundaliReport | null;
  error: Said | null;
  style: ChartStyle;
  yearDays: DashaYearDaysOption;
  onStyleChange(style: ChartStyle): void;
  onYearDaysChange(yearDays: DashaYearDaysOption): void;
  onRetry(): void;
  pdf: { working: boolean; error: Said | null; saved: boolean; onDownload(): void };
  /** The reader's time zone for dates (tests fix it); the device's when absent. */
  timeZone?: string;
}

export function KundaliDepthView(props: KundaliDepthViewProps) {
  const t = useStore(depthMessages);
  const code = useStore(language);
  const bsMonths = useStore(calendarWords) as unknown as Record<string, string>;
  const compass = useStore(compassWords);
  const tableId = useId();
  const message = useMessage();
  const { report } = props;
  if (!report) {
    if (props.status === "missing") return null;
    return (
      <section className="card depth-section" aria-busy={props.status === "loading"}>
        {props.status === "failed" ? (
          <>
            <p role="alert">{props.error ? message(props.error) : t.failed}</p>
            <Button variant="secondary" onPress={props.onRetry}>
              {t.retry}
            </Button>
          </>
        ) : (
          <p className="status-text" role="status">
            {t.loading}
          </p>
        )}
      </section>
    );
  }
  const span = (start: string, end: string) => periodSpan(start, end, code, bsMonths, props.timeZone);
  const conventions = report.conventions;
  return (
    <div className="depth" aria-busy={props.status === "loading"}>
      <Fold title={t.chartsTitle} hint={t.chartsHint} className="depth-section">
        <ChoiceGroup
          label={t.chartStyle}
          value={props.style}
          options={[
            { value: "north", label: t.north },
            { value: "south", label: t.south },
          ]}
          onChange={props.onStyleChange}
        />
        <div className="depth-charts">
          <KundaliChart picture={report.charts.d1} style={props.style} caption={t.rasi} describedBy={tableId} />
          <KundaliChart picture={report.charts.d9} style={props.style} caption={t.navamsa} describedBy={tableId} />
        </div>
        <section className="depth-conventions" aria-labelledby="depth-conventions">
          <h3 id="depth-conventions" className="depth-subtitle">
            {t.conventionsTitle}
          </h3>
          <p className="depth-conventions__line">{conventions.line}</p>
          <dl className="depth-facts">
            <div>
              <dt>{t.birthPlace}</dt>
              <dd>
                {conventions.place} ({displayCoordinates(conventions.lat, conventions.lon, code, compass)})
              </dd>
            </div>
            <div>
              <dt>{t.timeZone}</dt>
              <dd>
                {/* the zone's IANA name, as other software shows it: an identifier, not words */}
                <span lang="en" translate="no">
                  {conventions.timezone ?? "UTC"}
                </span>{" "}
                {conventions.utc_offset}
              </dd>
            </div>
          </dl>
        </section>
        <PlanetTable id={tableId} rows={report.planets} t={t} code={code} />
      </Fold>

      <Fold title={t.dashaTitle} hint={t.dashaHint} className="depth-section">
        <p className="depth-note">{code === "ne" ? `${t.endDates} ${t.bsNote}` : t.endDates}</p>
        <ChoiceGroup
          label={t.yearLength}
          value={props.yearDays}
          options={[
            { value: "365.25", label: t.yearCommon },
            { value: "365.256364", label: t.yearSidereal },
          ]}
          onChange={props.onYearDaysChange}
        />
        <DashaTimeline dasha={report.dasha} span={span} t={t} />
      </Fold>

      <Fold title={t.nowTitle} hint={t.nowHint} className="depth-section">
        <NowPanel now={report.now} t={t} code={code} span={span} />
      </Fold>

      <div className="depth-pdf">
        <Button wide variant="secondary" onPress={props.pdf.onDownload} isDisabled={props.pdf.working}>
          {props.pdf.working ? t.pdfWorking : t.pdf}
        </Button>
        <p className="depth-pdf__status" role="status">
          {props.pdf.error ? (
            <span className="error-text">{message(props.pdf.error)}</span>
          ) : props.pdf.saved ? (
            t.pdfSaved
          ) : (
            ""
          )}
        </p>
      </div>
    </div>
  );
}
