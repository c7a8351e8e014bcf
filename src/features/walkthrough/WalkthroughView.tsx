// Landing slide show (SPEC §2 Walkthrough): Skip and Next, Continue on the last slide, 50 px swipes.
import { useState } from "react";
import { Button } from "../../ui/Button";
import { useSwipe } from "../../ui/useSwipe";
import "./WalkthroughView.css";
import { params } from "@nanostores/i18n";
import { useStore } from "@nanostores/react";
import { i18n } from "../../i18n/i18n";

export const walkthroughMessages = i18n("walkthrough", {
  skip: "Skip",
  loading: "Loading ...",
  slideOf: params("{n} of {total}"),
  continue: "Continue",
  next: "Next",
  slide: "slide",
});

export interface WalkthroughSlide {
  img: string;
  title: string;
  description: string;
}

export interface WalkthroughViewProps {
  slides: readonly WalkthroughSlide[];
  status: "loading" | "ready";
  /** Skip: the walkthrough counts as seen, go to /questions. */
  onSkip: () => void;
  /** Continue on the last slide: seen, go to /questions. */
  onFinish: () => void;
}

export function WalkthroughView({ slides, status, onSkip, onFinish }: WalkthroughViewProps) {
  const t = useStore(walkthroughMessages);
  const [index, setIndex] = useState(0);
  const last = slides.length - 1;
  const current = Math.min(index, Math.max(last, 0));
  const swipe = useSwipe(
    () => setIndex((value) => Math.min(value + 1, last)),
    () => setIndex((value) => Math.max(value - 1, 0)),
  );
  const slide = slides[current];
  return (
    <main className="walkthrough">
      <div className="walkthrough__top">
        <Button variant="ghost" className="walkthrough__skip" onPress={onSkip}>
          {t.skip}
        </Button>
      </div>
      {status === "loading" || !slide ? (
        <p className="status-text">{t.loading}</p>
      ) : (
        <section
          className="walkthrough__slide"
          aria-roledescription={t.slide}
          aria-label={t.slideOf({ n: current + 1, total: slides.length })}
          {...swipe}
        >
          {/* The screen's largest paint: asked for first (a prerendered shell's HTML names it too). */}
          <img
            className="walkthrough__image"
            src={slide.img}
            alt=""
            width={280}
            height={280}
            draggable={false}
            fetchPriority="high"
          />
          <h1 className="walkthrough__title">{slide.title}</h1>
          <p className="walkthrough__description">{slide.description}</p>
        </section>
      )}
      <div className="walkthrough__bottom">
        <div className="walkthrough__dots" aria-hidden="true">
          {slides.map((item, dot) => (
            <span key={item.title} className={`walkthrough__dot${dot === current ? " walkthrough__dot--on" : ""}`} />
          ))}
        </div>
        {current >= last ? (
          <Button wide onPress={onFinish} isDisabled={status === "loading"}>
            {t.continue}
          </Button>
        ) : (
          <Button wide onPress={() => setIndex(current + 1)}>
            {t.next}
          </Button>
        )}
      </div>
    </main>
  );
}
