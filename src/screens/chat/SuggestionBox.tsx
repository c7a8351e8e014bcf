// With no messages yet: category tabs and suggested questions; tapping one asks it.
import { SwipeTabs } from "../../components/SwipeTabs";

export interface SuggestionBoxProps {
  categories: readonly string[];
  activeCategory: string | null;
  questions: readonly string[];
  onSelectCategory: (category: string) => void;
  onAsk: (question: string) => void;
  isDisabled?: boolean;
}

export function SuggestionBox({
  categories,
  activeCategory,
  questions,
  onSelectCategory,
  onAsk,
  isDisabled,
}: SuggestionBoxProps) {
  return (
    <section className="suggestion-box card" aria-labelledby="suggestion-title">
      <h2 id="suggestion-title" className="card__title">
        Ask the guru
      </h2>
      <SwipeTabs label="Suggestion categories" tabs={categories} selected={activeCategory} onSelect={onSelectCategory}>
        <ul className="suggestion-box__list">
          {questions.map((question) => (
            <li key={question}>
              <button type="button" className="suggestion" onClick={() => onAsk(question)} disabled={isDisabled}>
                {question}
              </button>
            </li>
          ))}
        </ul>
      </SwipeTabs>
    </section>
  );
}
