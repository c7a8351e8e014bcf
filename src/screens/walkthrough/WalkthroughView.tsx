// Landing slide show (SPEC §2 Walkthrough): Skip and Next, Continue on the last slide, 50 px swipes.
import { useState } from "react";
import { Button } from "../../components/Button";
import { useSwipe } from "../../components/useSwipe";
import "./WalkthroughView.css";

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
        <Button variant="ghost" onPress={onSkip}>
          Skip
        </Button>
      </div>
      {status === "loading" || !slide ? (
        <p className="status-text">Loading ...</p>
      ) : (
        <section
          className="walkthrough__slide"
          aria-roledescription="slide"
          aria-label={`${current + 1} of ${slides.length}`}
          {...swipe}
        >
          <img className="walkthrough__image" src={slide.img} alt="" width={280} height={280} draggable={false} />
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
            Continue
          </Button>
        ) : (
          <Button wide onPress={() => setIndex(current + 1)}>
            Next
          </Button>
        )}
      </div>
    </main>
  );
}
