// The walkthrough's slides as this build serves them (public/content/, the content host's files by default), in each
// language. The prerendered shells paint the first of them from HTML (src/prerender/frames.tsx), and the screen shows
// them at once when none were kept from an earlier visit, so its first render is the frame the shell painted; the
// slides read from the content host replace them when they arrive (the same ones, unless a deployment serves others).
import type { WalkthroughSlide } from "../../../contract/content";
import type { Language } from "../../../contract/language";
import hi from "../../../public/content/hi/walkthrough.json";
import ne from "../../../public/content/ne/walkthrough.json";
import en from "../../../public/content/walkthrough.json";

export const BUILT_IN_SLIDES: Record<Language, readonly WalkthroughSlide[]> = { en, ne, hi };
