// The Vimshottari timeline: the nine mahadashas, each opening onto its nine antardashas, the running ones marked and
// the running mahadasha open; then the pratyantardashas of the running antardasha. Dates are the reader's own
// calendar dates (BS for Nepali readers).
import type { DashaPeriodView, DashaTimeline as Timeline } from "../../../../contract/kundali";
import type { DepthWords } from "./depthMessages";

function Period(props: {
  period: DashaPeriodView;
  span: (start: string, end: string) => string;
  t: DepthWords;
  level: string;
}) {
  const { period, span, t } = props;
  return (
    <span className="dasha-period">
      <span className="dasha-period__lord">{period.lord_name}</span>
      <span className="dasha-period__dates">{span(period.start, period.end)}</span>
      {period.running ? (
        <span className="dasha-period__now">
          <span className="visually-hidden">{props.level} </span>
          {t.running}
        </span>
      ) : null}
    </span>
  );
}

export function DashaTimeline(props: { dasha: Timeline; span: (start: string, end: string) => string; t: DepthWords }) {
  const { dasha, span, t } = props;
  return (
    <>
      <ol className="dasha-list">
        {dasha.mahadashas.map((md) => (
          <li key={md.start} className={md.running ? "dasha-md dasha-md--running" : "dasha-md"}>
            <details open={md.running}>
              <summary>
                <Period period={md} span={span} t={t} level={t.mahadasha} />
              </summary>
              <ol className="dasha-list dasha-list--inner" aria-label={`${t.antardasha}: ${md.lord_name}`}>
                {md.antardashas.map((ad) => (
                  <li key={ad.start} className={ad.running ? "dasha-ad dasha-ad--running" : "dasha-ad"}>
                    <Period period={ad} span={span} t={t} level={t.antardasha} />
                  </li>
                ))}
              </ol>
            </details>
          </li>
        ))}
      </ol>
      {dasha.pratyantardashas.length > 0 ? (
        <>
          <h3 className="depth-subtitle">{t.runningPratyantar}</h3>
          <ol className="dasha-list">
            {dasha.pratyantardashas.map((pd) => (
              <li key={pd.start} className={pd.running ? "dasha-ad dasha-ad--running" : "dasha-ad"}>
                <Period period={pd} span={span} t={t} level={t.pratyantardasha} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </>
  );
}
