// Today's findings: the slow planets' transits from the Moon and the ascendant, Sade Sati, Manglik with its
// exceptions and school, and the yogas present, each with its one plain line (the guru's own words).
import type { KundaliReport } from "../../../../contract/kundali";
import { displayNumber } from "../../../i18n/format";
import type { DepthWords } from "./depthMessages";

export function NowPanel(props: {
  now: KundaliReport["now"];
  t: DepthWords;
  code: string;
  span: (start: string, end: string) => string;
}) {
  const { now, t, code, span } = props;
  const sadeSati = now.sade_sati;
  return (
    <>
      <h3 className="depth-subtitle">{t.transitsTitle}</h3>
      <ul className="depth-findings">
        {now.transits.map((transit) => (
          <li key={transit.body}>
            <p className="depth-finding__head">
              {transit.name} · {transit.sign_name}
              {transit.retrograde ? ` · ${t.retrograde}` : ""}
            </p>
            <p className="depth-finding__meta">
              {t.fromMoon}: {displayNumber(transit.house_from_moon, code)} · {t.fromAscendant}:{" "}
              {displayNumber(transit.house_from_ascendant, code)}
            </p>
            <p>{transit.line}</p>
          </li>
        ))}
      </ul>
      <h3 className="depth-subtitle">{t.sadeSati}</h3>
      <div className="depth-finding">
        <p>{sadeSati.line}</p>
        {sadeSati.current ? (
          <p className="depth-finding__meta">
            {t.sadeSati}: {span(sadeSati.current.start, sadeSati.current.end)}
          </p>
        ) : null}
        {sadeSati.phase_name && sadeSati.phase_span ? (
          <p className="depth-finding__meta">
            {t.phase}: {sadeSati.phase_name}, {span(sadeSati.phase_span.start, sadeSati.phase_span.end)}
          </p>
        ) : null}
        <p className="depth-finding__meta">
          {t.school}: {sadeSati.school}
        </p>
      </div>
      <h3 className="depth-subtitle">{t.manglik}</h3>
      <div className="depth-finding">
        <p>{now.manglik.line}</p>
        {now.manglik.exceptions.length > 0 ? (
          <ul className="depth-finding__list">
            {now.manglik.exceptions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        <p className="depth-finding__meta">
          {t.school}: {now.manglik.school}
        </p>
      </div>
      <h3 className="depth-subtitle">{t.yogas}</h3>
      {now.yogas.length === 0 ? (
        <p className="depth-finding">{t.noYogas}</p>
      ) : (
        <ul className="depth-findings">
          {now.yogas.map((yoga, index) => (
            // A chart can hold two raja or dhana yogas of the same name.
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list
            <li key={`${yoga.name}-${index}`}>
              <p className="depth-finding__head">
                {yoga.label}
                {yoga.cancelled ? ` · ${t.cancelled}` : yoga.weakened ? ` · ${t.weakened}` : ""}
              </p>
              <p>{yoga.line}</p>
              <p className="depth-finding__meta">
                {t.school}: {yoga.school}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
