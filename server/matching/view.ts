// A stored match as the API sends it (MatchView): the language-neutral result with its words added in the
// request's language, in contract/matching.ts's shape.
import type { MatchView } from "../../contract/matching";
import { WORDS } from "../guru/compose/words";
import type { GuruLanguage } from "../guru/contract";
import type { Manglik } from "../jyotish";
import { doshaReason, matchSentences } from "./reading";
import type { MatchRecord, MatchSideRecord } from "./service";
import { MATCH_WORDS } from "./words";

const MANGLIK_TEXT: Record<GuruLanguage, Record<Manglik["status"], string>> = {
  en: {
    none: "Not Manglik",
    cancelled: "Mars in a Manglik house, cancelled by an exception",
    mild: "Mildly Manglik (counted from the Moon only)",
    present: "Manglik",
  },
  ne: {
    none: "मांगलिक होइन",
    cancelled: "मङ्गल मांगलिक भावमा, तर अपवादले रद्द",
    mild: "हल्का मांगलिक (चन्द्रमाबाट मात्र)",
    present: "मांगलिक",
  },
  hi: {
    none: "मांगलिक नहीं",
    cancelled: "मंगल मांगलिक भाव में, पर अपवाद से निरस्त",
    mild: "हल्का मांगलिक (केवल चंद्रमा से)",
    present: "मांगलिक",
  },
};

function sideView(side: MatchSideRecord, result: MatchRecord["result"], language: GuruLanguage) {
  const person = side.role === "bride" ? result.bride : result.groom;
  const words = WORDS[language];
  return {
    name: side.name,
    gender: side.gender,
    role: side.role,
    moon_sign: words.sign(person.moonSign),
    nakshatra: words.nakshatra(person.nakshatra),
    pada: person.pada,
    manglik_status: person.manglik.status,
    manglik_text: MANGLIK_TEXT[language][person.manglik.status],
  };
}

export function matchView(record: MatchRecord, language: GuruLanguage): MatchView {
  const { result } = record;
  const w = MATCH_WORDS[language];
  const names = {
    bride: record.asker.role === "bride" ? record.asker.name : record.partner.name,
    groom: record.asker.role === "groom" ? record.asker.name : record.partner.name,
  };
  return {
    id: String(record.id),
    created_at: record.createdAt.toISOString(),
    person: sideView(record.asker, result, language),
    partner: {
      ...sideView(record.partner, result, language),
      birth_date: record.partner.birthDate,
      birth_time: record.partner.birthTime,
      birth_place: record.partner.birthPlace,
    },
    kootas: result.kootas.map((k) => ({
      name: k.name,
      label: w.koota[k.name],
      points: k.points,
      max: k.max,
      bride: w.category(k.bride),
      groom: w.category(k.groom),
      meaning: w.weighs[k.name],
    })),
    total: result.total,
    max: 36,
    doshas: result.doshas.map((d) => ({
      name: d.name,
      label: w.dosha[d.name],
      present: d.present,
      cancelled: d.cancelled,
      reason: doshaReason(result, d, language),
    })),
    manglik: result.manglikMatch,
    summary: matchSentences(result, names, language).join(" "),
  };
}
