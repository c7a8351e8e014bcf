// Sample data for the development gallery: realistic values, so screenshots show the screens as users see them.
import type { ChartHouse, PlanetPosition } from "../../components/BirthChart";
import type { PackView } from "../../components/PackList";
import type { ChatMessageView } from "../chat/chatTypes";
import type { WalkthroughSlide } from "../walkthrough/WalkthroughView";

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
  { name: "Kathmandu", country_name: "Nepal" },
  { name: "Kathua", country_name: "India" },
  { name: "Katherine", country_name: "Australia" },
  { name: "Kathleen", country_name: "United States" },
  { name: "Katha", country_name: "Myanmar" },
  { name: "Kathor", country_name: "India" },
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
