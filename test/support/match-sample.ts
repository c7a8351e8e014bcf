// A match as GET / POST /api/matches send it (machine walks and view tests).
import type { MatchView } from "../../contract/matching";

export function sampleMatch(id: string, partner = "Sita Sharma", total = 27.5): MatchView {
  return {
    id,
    created_at: "2026-11-23T10:00:00.000Z",
    person: {
      name: "Ram Bahadur Thapa",
      gender: "male",
      role: "groom",
      moon_sign: "Taurus",
      nakshatra: "Rohini",
      pada: 2,
      manglik_status: "none",
      manglik_text: "Not Manglik.",
    },
    partner: {
      name: partner,
      gender: "female",
      role: "bride",
      moon_sign: "Cancer",
      nakshatra: "Pushya",
      pada: 1,
      manglik_status: "cancelled",
      manglik_text: "Mars in the 7th, cancelled by its own sign.",
      birth_date: "1992-03-14",
      birth_time: "06:45",
      birth_place: "Kathmandu",
    },
    kootas: [
      { name: "varna", label: "Varna", points: 1, max: 1, bride: "Brahmin", groom: "Vaishya", meaning: "Work" },
      { name: "vashya", label: "Vashya", points: 0.5, max: 2, bride: "Jalachara", groom: "Chatushpada", meaning: "" },
      { name: "tara", label: "Tara", points: 3, max: 3, bride: "Sampat", groom: "Kshema", meaning: "" },
      { name: "yoni", label: "Yoni", points: 2, max: 4, bride: "Goat", groom: "Serpent", meaning: "" },
      { name: "graha_maitri", label: "Graha Maitri", points: 5, max: 5, bride: "Moon", groom: "Venus", meaning: "" },
      { name: "gana", label: "Gana", points: 6, max: 6, bride: "Deva", groom: "Manushya", meaning: "" },
      { name: "bhakoot", label: "Bhakoot", points: 7, max: 7, bride: "Cancer", groom: "Taurus", meaning: "" },
      { name: "nadi", label: "Nadi", points: 3, max: 8, bride: "Madhya", groom: "Antya", meaning: "" },
    ],
    total,
    max: 36,
    doshas: [
      { name: "nadi", label: "Nadi dosha", present: false, cancelled: false, reason: "Different nadis." },
      { name: "bhakoot", label: "Bhakoot dosha", present: false, cancelled: false, reason: "" },
      { name: "gana", label: "Gana dosha", present: true, cancelled: true, reason: "Same sign lord." },
    ],
    manglik: "bride_only",
    summary: "A good match.",
  };
}
