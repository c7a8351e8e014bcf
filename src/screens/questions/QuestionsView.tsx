// /questions (SPEC §2): pick one free question from the category tabs, then Continue to /get-started.
import { Button } from "../../components/Button";
import { SwipeTabs } from "../../components/SwipeTabs";
import { LazyLoginModal } from "../login/LazyLoginModal";
import type { LoginModalProps } from "../login/LoginModal";
import "./QuestionsView.css";

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
  return (
    <main className="screen questions">
      <header className="screen__header">
        <h1 className="screen__title">Popular Questions</h1>
        <p className="screen__subtitle">Select 1 Free Question</p>
      </header>
      {status === "loading" ? (
        <p className="status-text">Loading ...</p>
      ) : (
        <SwipeTabs
          label="Question categories"
          tabs={categories}
          selected={activeCategory}
          onSelect={props.onSelectCategory}
        >
          {questions.length === 0 ? (
            <p className="status-text">No questions available.</p>
          ) : (
            <ul className="question-list" aria-label="Questions">
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
          {selectedQuestion === null ? "Select 1 Question to continue" : "Continue"}
        </Button>
        <Button variant="link" onPress={props.onOpenLogin}>
          Already have an account?
        </Button>
      </div>
      <LazyLoginModal {...props.loginModal} />
    </main>
  );
}
