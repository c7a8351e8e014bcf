// /matching (Kundali matching, Ashtakoot guna milan): the partner's form or a match's result, and the saved matches
// (a member's, or the guest session's) below. The bottom navigation is hidden here as on the other form pages, so
// the header links back to /kundali.
import { useStore } from "@nanostores/react";
import { Link } from "wouter";
import type { MatchView } from "../../../contract/matching";
import { useFormat } from "../../i18n/format";
import { i18n } from "../../i18n/i18n";
import { useMessage } from "../../i18n/messages";
import { Button } from "../../ui/Button";
import { MatchForm, type MatchFormProps } from "./MatchForm";
import { MatchResult } from "./MatchResult";
import "./MatchingView.css";
import type { Said } from "../../../machines/lib/callFailure";

export const matchingMessages = i18n("matching", {
  title: "Kundali matching",
  subtitle: "Ashtakoot guna milan of your kundali with your partner's",
  back: "Back to your kundali",
  saved: "Saved matches",
  loading: "Loading your matches...",
  none: "No matches yet. Your matches are kept here.",
  retry: "Try again",
  score: "{total} / {max}",
});

export interface SavedMatchesProps {
  status: "loading" | "ready" | "failed";
  matches: readonly MatchView[];
  error: Said | null;
  /** The match on screen (highlighted in the list). */
  currentId?: string | null;
  isDisabled?: boolean;
  onOpen: (id: string) => void;
  onRetry: () => void;
}

export interface MatchingViewProps {
  /** The form (`form`) or a match's result (`result`). */
  mode: "form" | "result";
  form: MatchFormProps;
  result: MatchView | null;
  saved: SavedMatchesProps;
  onAskGuru: (question: string) => void;
  onNewMatch: () => void;
}

function SavedMatches(props: SavedMatchesProps) {
  const t = useStore(matchingMessages);
  const format = useFormat();
  const message = useMessage();
  return (
    <section className="card matching__saved" aria-labelledby="saved-matches">
      <h2 id="saved-matches" className="card__title">
        {t.saved}
      </h2>
      {props.status === "loading" && props.matches.length === 0 ? (
        <p className="status-text" role="status">
          {t.loading}
        </p>
      ) : null}
      {props.status === "failed" ? (
        <div className="matching__saved-error">
          <p className="error-text" role="alert">
            {message(props.error ?? "")}
          </p>
          <Button variant="secondary" onPress={props.onRetry}>
            {t.retry}
          </Button>
        </div>
      ) : null}
      {props.status === "ready" && props.matches.length === 0 ? <p className="muted">{t.none}</p> : null}
      {props.matches.length > 0 ? (
        <ul className="matching__saved-list">
          {props.matches.map((match) => (
            <li key={match.id}>
              <Button
                variant="ghost"
                className={`matching__saved-item${match.id === props.currentId ? " matching__saved-item--current" : ""}`}
                isDisabled={props.isDisabled}
                onPress={() => props.onOpen(match.id)}
                aria-current={match.id === props.currentId ? "true" : undefined}
              >
                <span className="matching__saved-name">{match.partner.name}</span>
                <span className="matching__saved-date">{format.date(match.created_at.slice(0, 10)) ?? ""}</span>
                <span className="matching__saved-score">
                  {t.score.replace("{total}", format.number(match.total)).replace("{max}", format.number(match.max))}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function MatchingView(props: MatchingViewProps) {
  const t = useStore(matchingMessages);
  return (
    <main className="screen matching">
      <nav className="matching__nav">
        <Link href="/kundali" className="matching__back">
          <span aria-hidden="true">‹ </span>
          {t.back}
        </Link>
      </nav>
      <header className="screen__header">
        <h1 className="screen__title">{t.title}</h1>
        <p className="screen__subtitle">{t.subtitle}</p>
      </header>
      {props.mode === "result" && props.result ? (
        <MatchResult match={props.result} onAskGuru={props.onAskGuru} onNewMatch={props.onNewMatch} />
      ) : (
        <MatchForm {...props.form} />
      )}
      <SavedMatches {...props.saved} />
    </main>
  );
}
