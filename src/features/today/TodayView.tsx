// Today's card (the top of /kundali) and page (/today): the day's panchang for the reader's place and one line for
// their Moon sign. Both draw the same facts (todayWords.ts); the page adds every anga's end, the place picker and how
// the day was computed.
import { useStore } from "@nanostores/react";
import type { PanchangAnswer } from "../../../contract/panchang";
import type { NatalMoon } from "../../../shared/today-reading";
import { useChartWords } from "../../i18n/chartWords";
import { calendarWords, displayDate } from "../../i18n/format";
import { language } from "../../i18n/i18n";
import { Button } from "../../ui/Button";
import { CitySearchField, type CitySearchFieldProps } from "../../ui/CitySearchField";
import { dayFacts, dayLine, houseWords, todayMessages } from "./todayWords";
import "./Today.css";

export type TodayStatus = "loading" | "ready" | "failed" | "missing";

export interface TodayDayProps {
  status: TodayStatus;
  /** The day shown: today's, or the kept one while loading or after a failure. */
  day: PanchangAnswer | null;
  /** The Moon the line is read for. */
  moon: NatalMoon | null;
  onRetry: () => void;
}

function useDay(day: PanchangAnswer | null, moon: NatalMoon | null) {
  const t = useStore(todayMessages);
  const code = useStore(language);
  const calendar = useStore(calendarWords);
  const houses = useStore(houseWords);
  return {
    t,
    facts: day ? dayFacts(day, code, t, calendar) : null,
    line: day && moon ? dayLine(day, moon, t, houses) : null,
  };
}

/** Loading, a failure (with the kept day marked as the last one had) or the empty state; null when the day is fresh. */
function DayState({ status, day, onRetry, compact }: TodayDayProps & { compact?: boolean }) {
  const t = useStore(todayMessages);
  const code = useStore(language);
  if (status === "missing") return <p className="status-text">{t.missing}</p>;
  if (status === "loading" && !day) {
    return (
      <p className="status-text" role="status">
        {t.loading}
      </p>
    );
  }
  if (status !== "failed") return null;
  return (
    <div className={compact ? "today__state today__state--compact" : "today__state"} role="alert">
      <p className="today__note">{day ? t.lastKnown({ date: displayDate(day.date, code) ?? day.date }) : t.failed}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t.retry}
      </Button>
    </div>
  );
}

export function TodayCard(props: TodayDayProps & { onOpen: () => void }) {
  const { t, facts, line } = useDay(props.day, props.moon);
  return (
    <section className="card today-card" aria-labelledby="today-card-title" aria-busy={props.status === "loading"}>
      <div className="today-card__head">
        <h2 id="today-card-title" className="card__title today-card__title">
          {t.title}
        </h2>
        {facts ? <p className="today-card__bs">{facts.bs ?? facts.ad}</p> : null}
      </div>
      {facts ? (
        <>
          <p className="today-card__ad">{facts.bs ? facts.ad : null}</p>
          <p className="today-card__angas">
            <span>{facts.tithi}</span>
            <span aria-hidden="true"> · </span>
            <span>{facts.nakshatra}</span>
          </p>
          {facts.festivals.length > 0 ? (
            <p className="today-card__festivals">
              <span className="visually-hidden">{t.festivals}: </span>
              {facts.festivals.join(" · ")}
            </p>
          ) : null}
          <p className="today-card__sun">
            {t.sunrise} {facts.sunrise} · {t.sunset} {facts.sunset}
          </p>
          {line ? <p className="today__line">{line}</p> : null}
        </>
      ) : null}
      <DayState {...props} compact />
      {props.status !== "missing" ? (
        <Button variant="link" onPress={props.onOpen} className="today-card__open">
          {t.open} →
        </Button>
      ) : null}
    </section>
  );
}

export interface TodayViewProps extends TodayDayProps {
  /** The place the day is read for, as the reader's language writes it. */
  placeName: string;
  /** The place picker: the city search's field. */
  city: Omit<CitySearchFieldProps, "errors" | "label">;
  /** Shown when the reader chose a place other than the birth place. */
  onBirthPlace?: () => void;
}

export function TodayView(props: TodayViewProps) {
  const { t, facts, line } = useDay(props.day, props.moon);
  const words = useChartWords();
  const day = props.day;
  return (
    <main className="screen screen--with-nav today" aria-busy={props.status === "loading"}>
      <header className="today__header">
        <h1 className="screen__title">{t.title}</h1>
        {facts ? (
          <>
            <p className="today__bs">{facts.bs ?? facts.ad}</p>
            {facts.bs ? <p className="screen__subtitle">{facts.ad}</p> : null}
          </>
        ) : null}
        {props.placeName ? <p className="today__place">{props.placeName}</p> : null}
      </header>
      <DayState {...props} />
      {facts && day ? (
        <>
          {line && props.moon ? (
            <section className="card today__for-you" aria-labelledby="today-for-you">
              <h2 id="today-for-you" className="card__title">
                {t.forYou({ sign: words.sign(props.moon.sign) })}
              </h2>
              <p className="today__line">{line}</p>
            </section>
          ) : null}
          {facts.festivals.length > 0 ? (
            <section className="card today__festivals" aria-labelledby="today-festivals">
              <h2 id="today-festivals" className="card__title">
                {t.festivals}
              </h2>
              <ul>
                {day.festivals.map((festival) => (
                  <li key={festival.id} title={festival.source}>
                    {festival.name}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className="card" aria-label={t.open}>
            <dl className="today__facts">
              <div>
                <dt>{t.tithi}</dt>
                <dd>
                  {facts.tithi} <span className="muted">{facts.tithiEnds}</span>
                </dd>
              </div>
              <div>
                <dt>{t.nakshatra}</dt>
                <dd>
                  {facts.nakshatra} <span className="muted">{facts.nakshatraEnds}</span>
                </dd>
              </div>
              <div>
                <dt>{t.yoga}</dt>
                <dd>
                  {facts.yoga} <span className="muted">{facts.yogaEnds}</span>
                </dd>
              </div>
              <div>
                <dt>{t.karana}</dt>
                <dd>{facts.karana}</dd>
              </div>
              <div>
                <dt>{t.sunrise}</dt>
                <dd>{facts.sunrise}</dd>
              </div>
              <div>
                <dt>{t.sunset}</dt>
                <dd>{facts.sunset}</dd>
              </div>
              <div>
                <dt>{t.rahuKaal}</dt>
                <dd>{facts.rahuKaal}</dd>
              </div>
            </dl>
            <p className="today__method">{day.provisional ? t.provisional : t.drik}</p>
          </section>
        </>
      ) : null}
      {props.status !== "missing" ? (
        <section className="card today__picker" aria-labelledby="today-place">
          <h2 id="today-place" className="card__title">
            {t.place}
          </h2>
          <CitySearchField label={t.otherPlace} {...props.city} />
          {props.onBirthPlace ? (
            <Button variant="secondary" wide onPress={props.onBirthPlace}>
              {t.birthPlace}
            </Button>
          ) : null}
        </section>
      ) : null}
    </main>
  );
}
