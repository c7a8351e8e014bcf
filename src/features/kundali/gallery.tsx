// The kundali screen's entries in the development gallery (/__gallery): a sample chart and its reading.

import type { GalleryEntry } from "../../dev/gallery/galleryEntry";
import { noop } from "../../dev/gallery/sharedSamples";
import type { ChartHouse, PlanetPosition } from "../../ui/BirthChart";
import { KundaliView, type KundaliViewProps } from "./KundaliView";

// Sidereal Aries rising: house 1 holds sign 1, the signs run on from there.
const planetsByHouse: Record<number, string[]> = {
  1: ["Ma"],
  3: ["Ra"],
  5: ["Ju"],
  9: ["Ke"],
  10: ["Su", "Me", "Ve"],
  11: ["Sa"],
  12: ["Mo"],
};

const sampleHouses: ChartHouse[] = Array.from({ length: 12 }, (_, index) => ({
  sign: index + 1,
  planet_small: planetsByHouse[index + 1] ?? [],
}));

const samplePlanets: PlanetPosition[] = [
  { planet: "Ascendant", sign: "Aries", degree: "12°04′", house: 1, nakshatra: "Ashwini" },
  { planet: "Sun", sign: "Capricorn", degree: "8°51′", house: 10, nakshatra: "Uttara Ashadha" },
  { planet: "Moon", sign: "Pisces", degree: "21°17′", house: 12, nakshatra: "Revati" },
  { planet: "Mars", sign: "Aries", degree: "3°40′", house: 1, nakshatra: "Ashwini" },
  { planet: "Mercury", sign: "Capricorn", degree: "19°02′", house: 10, nakshatra: "Shravana" },
  { planet: "Jupiter", sign: "Leo", degree: "27°33′", house: 5, nakshatra: "Uttara Phalguni" },
  { planet: "Venus", sign: "Capricorn", degree: "1°15′", house: 10, nakshatra: "Uttara Ashadha" },
  { planet: "Saturn", sign: "Aquarius", degree: "14°48′", house: 11, nakshatra: "Shatabhisha" },
  { planet: "Rahu", sign: "Gemini", degree: "6°22′", house: 3, nakshatra: "Ardra" },
  { planet: "Ketu", sign: "Sagittarius", degree: "6°22′", house: 9, nakshatra: "Mula" },
];

const sampleInterpretation = `With Aries rising and its lord Mars in the first house, you meet life head-on: energetic, direct and quick to act. People notice your courage before anything else.
The Sun, Mercury and Venus together in Capricorn in the tenth house make work the stage of your life. Recognition comes through steady effort, and you do well where you can lead and organise.
The Moon in Pisces in the twelfth house gives a sensitive, private inner life. Quiet time, travel and spiritual practice restore you.`;

const chart = { isOpen: false, onClose: noop, status: "ready" as const, houses: sampleHouses, planets: samplePlanets };

function kundali(overrides: Partial<KundaliViewProps> = {}): KundaliViewProps {
  return {
    status: "ready",
    name: "Sita Sharma",
    birthDate: "1996-01-05",
    birthTime: "05:45",
    birthPlace: "Kathmandu, Nepal",
    sign: "Aries",
    summary: [
      "Sita, your ascendant (lagna), the sign rising as you were born, is Aries: it gives you initiative, courage and a wish to lead.",
      "Your Moon sign (rashi) is Pisces, in Revati nakshatra, the Moon's star: at heart you carry compassion, imagination and a spiritual bent.",
      "Until Feb 26 2027 you are in the mahadasha, the main planetary period, of Venus.",
    ],
    interpretation: sampleInterpretation,
    onViewAnswer: noop,
    onOpenChart: noop,
    onMatch: noop,
    chart: { ...chart, computedFor: "Kathmandu, Nepal · Asia/Kathmandu · UTC+05:45" },
    ...overrides,
  };
}

export const kundaliGallery: GalleryEntry[] = [
  { id: "kundali", route: "/kundali", render: () => <KundaliView {...kundali()} /> },
  { id: "kundali-generating", route: "/kundali", render: () => <KundaliView {...kundali({ status: "generating" })} /> },
  {
    id: "kundali-reading",
    route: "/kundali",
    render: () => <KundaliView {...kundali({ summary: null, interpretation: null })} />,
  },
  {
    id: "kundali-chart",
    route: "/kundali",
    render: () => (
      <KundaliView
        {...kundali({
          chart: { ...chart, isOpen: true, computedFor: "Kathmandu, Nepal · Asia/Kathmandu · UTC+05:45" },
        })}
      />
    ),
  },
];
