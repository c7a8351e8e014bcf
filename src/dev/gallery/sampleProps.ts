// Sample data for the development gallery: realistic values, so screenshots show the screens as users see them.

import type { MatchView } from "../../../contract/matching";
import type { ChatMessageView } from "../../features/chat/chatTypes";
import type { WalkthroughSlide } from "../../features/walkthrough/WalkthroughView";
import type { ChartHouse, PlanetPosition } from "../../ui/BirthChart";
import type { PackView } from "../../ui/PackList";

export const noop = () => {};

export const sampleSlides: WalkthroughSlide[] = [
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

export const sampleCategories = ["career", "marriage", "relationships", "health", "finance"];

export const sampleQuestions = [
  "When will I get a stable job?",
  "Is this a good year to change my career?",
  "Will I work abroad?",
  "Should I start my own business?",
  "Which field suits me best according to my chart?",
];

export const sampleCities = [
  { id: 1, name: "Kathmandu", country_name: "Nepal" },
  { id: 2, name: "Kathua", country_name: "India" },
  { id: 3, name: "Katherine", country_name: "Australia" },
  { id: 4, name: "Kathleen", country_name: "United States" },
  { id: 5, name: "Katha", country_name: "Myanmar" },
  { id: 6, name: "Kathor", country_name: "India" },
];

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

export const sampleHouses: ChartHouse[] = Array.from({ length: 12 }, (_, index) => ({
  sign: index + 1,
  planet_small: planetsByHouse[index + 1] ?? [],
}));

export const samplePlanets: PlanetPosition[] = [
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

export const sampleInterpretation = `With Aries rising and its lord Mars in the first house, you meet life head-on: energetic, direct and quick to act. People notice your courage before anything else.
The Sun, Mercury and Venus together in Capricorn in the tenth house make work the stage of your life. Recognition comes through steady effort, and you do well where you can lead and organise.
The Moon in Pisces in the twelfth house gives a sensitive, private inner life. Quiet time, travel and spiritual practice restore you.`;

export const sampleMessages: ChatMessageView[] = [
  { id: "1", name: "Sita Sharma", slug: "user", msg: "When will I get a stable job?" },
  {
    id: "2",
    name: "Shankar",
    slug: "guru",
    msg: "<p>Namaste Sita. Your tenth house (career) is Capricorn, ruled by <strong>Saturn</strong>, which sits in the eleventh house of gains.</p><p>You are running <em>Venus–Saturn</em> until March 2027: a steady, slow-building period. Expect a firm offer between <strong>June and October 2026</strong>.</p>",
  },
  {
    id: "3",
    name: "Shankar",
    slug: "guru",
    msg: "<ul><li>Apply where structure and long service are valued.</li><li>Saturdays suit interviews and signing.</li></ul>",
  },
  { id: "4", name: "Sita Sharma", slug: "user", msg: "Will it be abroad?" },
];

export const samplePacks: PackView[] = [
  {
    sku: "questions_3",
    title: "3 Questions",
    description: "Three more answers from the guru",
    queries: 3,
    price: "$0.99",
  },
  {
    sku: "questions_10",
    title: "10 Questions",
    description: "Ask about every part of your life",
    queries: 10,
    price: "$2.99",
  },
  { sku: "questions_25", title: "25 Questions", description: "For a year of guidance", queries: 25, price: "$5.99" },
];

export const sampleProfile = {
  id: 42,
  name: "Sita Sharma",
  email: "sita.sharma@example.com",
  gender: "female" as const,
  contact: "+977-9812345678",
  birth_place: "Kathmandu, Nepal",
  birth_date: "1996-01-05",
  birth_time: "05:45",
  horoscope_sign: "Aries",
  email_verified: true,
};

/** A kundali match as GET / POST /api/matches send it (the words come from the server in the reader's language). */
export const sampleMatch: MatchView = {
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
