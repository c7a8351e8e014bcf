// /questions (SPEC §2): pick one free question from the category tabs, then Continue to /get-started.
import { Button } from "../../ui/Button";
import { SwipeTabs } from "../../ui/SwipeTabs";
import { LazyLoginModal, type LoginModalProps } from "../login";
import "./QuestionsView.css";
import { useStore } from "@nanostores/react";
import { i18n } from "../../i18n/i18n";

export const questionsMessages = i18n("questions", {
  title: "Popular Questions",
  subtitle: "Select 1 Free Question",
  loading: "Loading ...",
  categories: "Question categories",
  none: "No questions available.",
  list: "Questions",
  selectToContinue: "Select 1 Question to continue",
  continue: "Continue",
  haveAccount: "Already have an account?",
});

export interface QuestionsViewProps {
  status: "loading" | "ready";
  categories: readonly string[];
  activeCategory: string | null;
  /** Suggested questions of the active category. */
  questions: readonly string[];
  selectedQuestion: string | null;
  onSelectCategory: (category: string) => void;
  /** Selecting the chosen question again deselects it: the caller toggles. */
  onToggleQuestion: (question: string) => void;
  onContinue: () => void;
  onOpenLogin: () => void;
  loginModal: LoginModalProps;
}

export function QuestionsView(props: QuestionsViewProps) {
  const { status, categories, activeCategory, questions, selectedQuestion } = props;
  const t = useStore(questionsMessages);
  return (
    <main className="screen questions">
      <header className="screen__header">
        <h1 className="screen__title">{t.title}</h1>
        <p className="screen__subtitle">{t.subtitle}</p>
      </header>
      {status === "loading" ? (
        <p className="status-text">{t.loading}</p>
      ) : (
        <SwipeTabs label={t.categories} tabs={categories} selected={activeCategory} onSelect={props.onSelectCategory}>
          {questions.length === 0 ? (
            <p className="status-text">{t.none}</p>
          ) : (
            <ul className="question-list" aria-label={t.list}>
              {questions.map((question) => {
                const selected = question === selectedQuestion;
                return (
                  <li key={question}>
                    <button
                      type="button"
                      className={`question${selected ? " question--selected" : ""}`}
                      aria-pressed={selected}
                      onClick={() => props.onToggleQuestion(question)}
                    >
                      <span className="question__mark" aria-hidden="true" />
                      <span>{question}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </SwipeTabs>
      )}
      <div className="questions__footer">
        <Button wide isDisabled={selectedQuestion === null} onPress={props.onContinue}>
          {selectedQuestion === null ? t.selectToContinue : t.continue}
        </Button>
        <Button variant="link" onPress={props.onOpenLogin}>
          {t.haveAccount}
        </Button>
      </div>
      <LazyLoginModal {...props.loginModal} />
    </main>
  );
}
