// The kundali matching screen's entries in the development gallery (/__gallery): the form, its errors, and a result.

import { useState } from "react";
import type { MatchView } from "../../../contract/matching";
import type { BirthCalendar } from "../../../machines/lib/birthCalendar";
import type { GalleryEntry } from "../../dev/gallery/galleryEntry";
import { noop, useSampleCity } from "../../dev/gallery/sharedSamples";
import { MatchingView } from "./MatchingView";

/** A kundali match as GET / POST /api/matches send it (the words come from the server in the reader's language). */
const sampleMatch: MatchView = {
  id: "sample-match",
  created_at: "2026-11-23T10:00:00.000Z",
  person: {
    name: "Sita Sharma",
    gender: "female",
    role: "bride",
    moon_sign: "Taurus",
    nakshatra: "Rohini",
    pada: 2,
    manglik_status: "cancelled",
    manglik_text: "Mars in the 7th house, cancelled: Mars is in its own sign.",
  },
  partner: {
    name: "Hari Prasad",
    gender: "male",
    role: "groom",
    moon_sign: "Libra",
    nakshatra: "Swati",
    pada: 3,
    manglik_status: "none",
    manglik_text: "Not Manglik: Mars is in the 3rd house.",
    birth_date: "1990-07-21",
    birth_time: "06:45",
    birth_place: "Kathmandu",
  },
  kootas: [
    {
      name: "varna",
      label: "Varna",
      points: 1,
      max: 1,
      bride: "Vaishya",
      groom: "Shudra",
      meaning: "Work and temperament",
    },
    {
      name: "vashya",
      label: "Vashya",
      points: 0.5,
      max: 2,
      bride: "Chatushpada",
      groom: "Manava",
      meaning: "Mutual attraction",
    },
    {
      name: "tara",
      label: "Tara",
      points: 1.5,
      max: 3,
      bride: "Sadhana",
      groom: "Vipat",
      meaning: "Health and well-being",
    },
    {
      name: "yoni",
      label: "Yoni",
      points: 2,
      max: 4,
      bride: "Serpent",
      groom: "Buffalo",
      meaning: "Physical compatibility",
    },
    {
      name: "graha_maitri",
      label: "Graha Maitri",
      points: 5,
      max: 5,
      bride: "Venus",
      groom: "Venus",
      meaning: "Friendship of the Moon signs' lords",
    },
    { name: "gana", label: "Gana", points: 0, max: 6, bride: "Manushya", groom: "Rakshasa", meaning: "Nature" },
    {
      name: "bhakoot",
      label: "Bhakoot",
      points: 0,
      max: 7,
      bride: "Taurus",
      groom: "Libra",
      meaning: "Family welfare",
    },
    { name: "nadi", label: "Nadi", points: 8, max: 8, bride: "Antya", groom: "Adi", meaning: "Health and progeny" },
  ],
  total: 18,
  max: 36,
  doshas: [
    { name: "nadi", label: "Nadi dosha", present: false, cancelled: false, reason: "Different nadis." },
    {
      name: "bhakoot",
      label: "Bhakoot dosha",
      present: true,
      cancelled: true,
      reason: "Taurus and Libra are 6/8 apart, but Venus rules both, which cancels it.",
    },
    { name: "gana", label: "Gana dosha", present: true, cancelled: false, reason: "Rakshasa with Manushya." },
  ],
  manglik: "bride_only",
  summary:
    "18 of 36 gunas: the traditional threshold is met.\nThe Bhakoot dosha is cancelled because both Moon signs share a lord.",
};

function MatchingSample({ result, withErrors }: { result?: boolean; withErrors?: boolean }) {
  const city = useSampleCity(withErrors ? "" : "Kath");
  const [calendar, setCalendar] = useState<BirthCalendar>("AD");
  return (
    <MatchingView
      mode={result ? "result" : "form"}
      result={result ? sampleMatch : null}
      form={{
        status: "idle",
        calendar,
        onCalendarChange: setCalendar,
        errors: withErrors
          ? { name: ["The name field is required"], birth_place: ["The birth place is required"] }
          : {},
        formError: withErrors ? "Too many attempts. Please try again in 42 minutes." : null,
        city,
        onSubmit: noop,
      }}
      saved={{
        status: "ready",
        matches: result ? [sampleMatch] : [],
        error: null,
        currentId: result ? sampleMatch.id : null,
        onOpen: noop,
        onRetry: noop,
      }}
      onAskGuru={noop}
      onNewMatch={noop}
    />
  );
}

export const matchingGallery: GalleryEntry[] = [
  { id: "matching", route: "/matching", render: () => <MatchingSample /> },
  { id: "matching-errors", route: "/matching", render: () => <MatchingSample withErrors /> },
  { id: "matching-result", route: "/matching", render: () => <MatchingSample result /> },
];
