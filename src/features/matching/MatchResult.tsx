// One match, as a family can read it: the total out of 36 first, the two people, the summary, the eight kootas as a
// table (points of each and both categories), the three doshas with their cancellations, and both Manglik statuses.
// The words of the match (labels, meanings, reasons, summary, sign and nakshatra names) come from the server in the
// reader's language; only this screen's own words are here.
import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import type { MatchDosha, MatchSide, MatchView } from "../../../contract/matching";
import { useFormat } from "../../i18n/format";
import { i18n } from "../../i18n/i18n";
import { Button } from "../../ui/Button";

export const matchResultMessages = i18n("matchResult", {
  heading: "{person} and {partner}",
  score: "Guna milan",
  outOf: "{total} of {max} gunas",
  bride: "Bride",
  groom: "Groom",
  moonSign: "Moon sign",
  nakshatra: "Nakshatra",
  pada: "pada {pada}",
  summary: "What this match says",
  askGuru: "Ask the guru about this match",
  // Worded so the guru reads it as a question about this match (its matching words: compatible, कुण्डली मिल्छ,
  // कुंडली मिलती) and about marriage.
  guruQuestion: "Are we compatible for marriage?",
  kootas: "The eight kootas",
  koota: "Koota",
  points: "Points",
  doshas: "Doshas",
  doshaPresent: "Present",
  doshaCancelled: "Present, cancelled",
  doshaAbsent: "Not present",
  manglik: "Manglik",
  manglikNeither: "Neither of you is Manglik.",
  manglikBoth: "Both of you are Manglik, so it balances out.",
  manglikBrideOnly: "Only the bride is Manglik.",
  manglikGroomOnly: "Only the groom is Manglik.",
  perspective:
    "Guna milan is a traditional guide, not a verdict. Read it together with the whole kundali and talk it over as a family.",
  newMatch: "Match another kundali",
});

type Words = ReturnType<typeof matchResultMessages.get>;

export interface MatchResultProps {
  match: MatchView;
  /** The question in the reader's language. */
  onAskGuru: (question: string) => void;
  onNewMatch: () => void;
}

function doshaStatus(dosha: MatchDosha, t: Words): { text: string; tone: "present" | "cancelled" | "absent" } {
  if (!dosha.present) return { text: t.doshaAbsent, tone: "absent" };
  return dosha.cancelled ? { text: t.doshaCancelled, tone: "cancelled" } : { text: t.doshaPresent, tone: "present" };
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

function PersonCard({ side, t, number }: { side: MatchSide; t: Words; number: (value: number) => string }) {
  return (
    <section className="matching__person" aria-label={side.name}>
      <p className="matching__role">{side.role === "bride" ? t.bride : t.groom}</p>
      <h3 className="matching__person-name">{side.name}</h3>
      <dl className="matching__facts">
        <div>
          <dt>{t.moonSign}</dt>
          <dd>{side.moon_sign}</dd>
        </div>
        <div>
          <dt>{t.nakshatra}</dt>
          <dd>
            {side.nakshatra}
            {side.pada ? `, ${fill(t.pada, { pada: number(side.pada) })}` : ""}
          </dd>
        </div>
        <div>
          <dt>{t.manglik}</dt>
          <dd>{side.manglik_text}</dd>
        </div>
      </dl>
    </section>
  );
}

export function MatchResult({ match, onAskGuru, onNewMatch }: MatchResultProps) {
  const t = useStore(matchResultMessages);
  const format = useFormat();
  // A new result replaces the form (or another result) where the reader was: bring its heading into view and move
  // focus there, so the score is what is seen and what a screen reader reads next.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!match.id) return;
    headingRef.current?.scrollIntoView?.({ block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [match.id]);
  const number = (value: number) => format.number(value);
  const sides = [match.person, match.partner];
  const bride = sides.find((side) => side.role === "bride") ?? match.person;
  const groom = sides.find((side) => side.role === "groom") ?? match.partner;
  const share = match.max > 0 ? Math.max(0, Math.min(1, match.total / match.max)) : 0;
  const manglik = {
    neither: t.manglikNeither,
    both: t.manglikBoth,
    bride_only: t.manglikBrideOnly,
    groom_only: t.manglikGroomOnly,
  }[match.manglik];
  return (
    <article className="matching__result" aria-labelledby="match-heading">
      <header className="card matching__score">
        <h2 id="match-heading" className="matching__pair" ref={headingRef} tabIndex={-1}>
          {fill(t.heading, { person: match.person.name, partner: match.partner.name })}
        </h2>
        <p className="matching__score-label">{t.score}</p>
        <p className="matching__total">
          <span aria-hidden="true">
            <span className="matching__total-value">{number(match.total)}</span>
            <span className="matching__total-max"> / {number(match.max)}</span>
          </span>
          <span className="visually-hidden">
            {fill(t.outOf, { total: number(match.total), max: number(match.max) })}
          </span>
        </p>
        <div className="matching__bar" aria-hidden="true">
          <span className="matching__bar-fill" style={{ width: `${Math.round(share * 100)}%` }} />
        </div>
      </header>

      <div className="matching__people">
        <PersonCard side={match.person} t={t} number={number} />
        <PersonCard side={match.partner} t={t} number={number} />
      </div>

      <section className="card" aria-labelledby="match-summary">
        <h3 id="match-summary" className="card__title">
          {t.summary}
        </h3>
        <div className="matching__summary">
          {match.summary
            .split(/\n+/)
            .filter((paragraph) => paragraph.trim() !== "")
            .map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static text split
              <p key={index}>{paragraph}</p>
            ))}
        </div>
        <p className="matching__perspective">{t.perspective}</p>
      </section>

      <Button wide onPress={() => onAskGuru(t.guruQuestion)}>
        {t.askGuru}
      </Button>

      <section className="card matching__section" aria-labelledby="match-kootas">
        <h3 id="match-kootas" className="card__title">
          {t.kootas}
        </h3>
        <table className="matching__table">
          <thead>
            <tr>
              <th scope="col">{t.koota}</th>
              <th scope="col">
                {t.bride}
                <span className="matching__col-name">{bride.name}</span>
              </th>
              <th scope="col">
                {t.groom}
                <span className="matching__col-name">{groom.name}</span>
              </th>
              <th scope="col" className="matching__num">
                {t.points}
              </th>
            </tr>
          </thead>
          <tbody>
            {match.kootas.map((koota) => (
              <tr key={koota.name}>
                <th scope="row">
                  <span className="matching__koota">{koota.label}</span>
                  <span className="matching__meaning">{koota.meaning}</span>
                </th>
                <td>{koota.bride}</td>
                <td>{koota.groom}</td>
                <td className="matching__num">
                  <span className={koota.points === 0 ? "matching__points matching__points--none" : "matching__points"}>
                    {number(koota.points)}
                  </span>
                  <span className="matching__max">/{number(koota.max)}</span>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t.score}
              </th>
              <td className="matching__num">
                <span className="matching__points">{number(match.total)}</span>
                <span className="matching__max">/{number(match.max)}</span>
              </td>
            </tr>
          </tfoot>
        </table>
      </section>

      <section className="card matching__section" aria-labelledby="match-doshas">
        <h3 id="match-doshas" className="card__title">
          {t.doshas}
        </h3>
        <ul className="matching__doshas">
          {match.doshas.map((dosha) => {
            const status = doshaStatus(dosha, t);
            return (
              <li key={dosha.name} className="matching__dosha">
                <p className="matching__dosha-head">
                  <span className="matching__dosha-name">{dosha.label}</span>
                  <span className={`matching__badge matching__badge--${status.tone}`}>{status.text}</span>
                </p>
                {dosha.reason ? <p className="matching__reason">{dosha.reason}</p> : null}
              </li>
            );
          })}
        </ul>
      </section>

      <section className="card matching__section" aria-labelledby="match-manglik">
        <h3 id="match-manglik" className="card__title">
          {t.manglik}
        </h3>
        <p className="matching__manglik">{manglik}</p>
        <ul className="matching__manglik-list">
          {sides.map((side) => (
            <li key={`${side.role}-${side.name}`}>
              <span className="matching__manglik-name">{side.name}</span>
              <span>{side.manglik_text}</span>
            </li>
          ))}
        </ul>
      </section>

      <Button variant="secondary" wide onPress={onNewMatch}>
        {t.newMatch}
      </Button>
    </article>
  );
}
