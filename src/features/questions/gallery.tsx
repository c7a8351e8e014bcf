// The questions screen's entries in the development gallery (/__gallery), and the login modal as this screen opens it.

import { useState } from "react";
import type { GalleryEntry } from "../../dev/gallery/galleryEntry";
import { loginModal, noop, sampleCategories, sampleQuestions } from "../../dev/gallery/sharedSamples";
import { QuestionsView } from "./QuestionsView";

function QuestionsSample({ status, empty }: { status: "loading" | "ready"; empty?: boolean }) {
  const [category, setCategory] = useState<string | null>("career");
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <QuestionsView
      status={status}
      categories={sampleCategories}
      activeCategory={category}
      questions={empty ? [] : sampleQuestions}
      selectedQuestion={selected}
      onSelectCategory={setCategory}
      onToggleQuestion={(q) => setSelected((current) => (current === q ? null : q))}
      onContinue={noop}
      onOpenLogin={noop}
      loginModal={loginModal(false)}
    />
  );
}

export const questionsGallery: GalleryEntry[] = [
  { id: "questions", route: "/questions", render: () => <QuestionsSample status="ready" /> },
  { id: "questions-loading", route: "/questions", render: () => <QuestionsSample status="loading" /> },
  { id: "questions-empty", route: "/questions", render: () => <QuestionsSample status="ready" empty /> },
];

/** The login modal open over this screen (the modal is a prop of the view that shows it). */
export const questionsWithLoginModal: GalleryEntry = {
  id: "login-modal",
  route: "/questions",
  render: () => (
    <QuestionsView
      status="ready"
      categories={sampleCategories}
      activeCategory="career"
      questions={sampleQuestions}
      selectedQuestion={null}
      onSelectCategory={noop}
      onToggleQuestion={noop}
      onContinue={noop}
      onOpenLogin={noop}
      loginModal={loginModal(true, { showReplaceNote: true })}
    />
  ),
};
