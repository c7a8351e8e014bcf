// With no messages yet: category tabs and suggested questions; tapping one asks it.

import { useStore } from "@nanostores/react";
import { i18n } from "../../i18n/i18n";
import { SwipeTabs } from "../../ui/SwipeTabs";

export const suggestionBoxMessages = i18n("suggestionBox", {
  title: "Ask the guru",
  categories: "Suggestion categories",
});

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
  const t = useStore(suggestionBoxMessages);
  return (
    <section className="suggestion-box card" aria-labelledby="suggestion-title">
      <h2 id="suggestion-title" className="card__title">
        {t.title}
      </h2>
      <SwipeTabs label={t.categories} tabs={categories} selected={activeCategory} onSelect={onSelectCategory}>
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
