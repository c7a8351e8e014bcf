// The walkthrough's entries in the development gallery (/__gallery).

import type { GalleryEntry } from "../../dev/gallery/galleryEntry";
import { noop } from "../../dev/gallery/sharedSamples";
import { type WalkthroughSlide, WalkthroughView } from "./WalkthroughView";

const sampleSlides: WalkthroughSlide[] = [
  {
    img: "/images/walkthrough/ask.svg",
    title: "Ask your first question free",
    description:
      "Choose what matters to you now: career, marriage, relationships, health or money. Your first answer from the guru costs nothing.",
  },
  {
    img: "/images/walkthrough/chart.svg",
    title: "Your Vedic birth chart",
    description: "From your birth date, time and place we compute your kundali.",
  },
  {
    img: "/images/walkthrough/guru.svg",
    title: "Guidance from your own chart",
    description: "The guru reads your chart and answers in plain words.",
  },
];

export const walkthroughGallery: GalleryEntry[] = [
  {
    id: "walkthrough",
    route: "/",
    render: () => <WalkthroughView slides={sampleSlides} status="ready" onSkip={noop} onFinish={noop} />,
  },
];
