// The claims a whole sentence makes rather than one planet's piece, in English, Nepali and Hindi: the running
// Vimshottari period ("currently in the Saturn mahadasha", "शनि–बुध दशा चलिरहेको छ") and a period's dates ("the
// Saturn–Mercury period, until February 2027", "२०२९ फेब्रुअरीसम्म"), Manglik status, Sade Sati (running or not, its
// end or the next one's start) and the named yogas, present or absent. A period said to come ("followed by Venus",
// "next", "आउने") is not read as running.
import type { BodyName, DashaLord } from "../../astro/types";
import type { Claim, NamedDate } from "./claim";
import { isHypothetical } from "./clauses";
import {
  alternation,
  DASHA_LORD_OF,
  DEVANAGARI_PLANETS,
  digitsValue,
  LATIN_PLANETS,
  MONTHS,
  YOGA_WORDS,
} from "./vocabulary";

const START = "(?<![\\p{L}\\p{M}])";
const END = "(?![\\p{L}\\p{M}])";
const PLANET_WORDS = { ...LATIN_PLANETS, ...DEVANAGARI_PLANETS };
const PLANET = `(${alternation(PLANET_WORDS)})`;
const POSSESSIVE = "(?:'s|\\s*(?:को|की|का|के))?";
const lordOf = (word: string): DashaLord | undefined => {
  const body: BodyName | undefined = PLANET_WORDS[word] ?? PLANET_WORDS[word.toLowerCase()];
  return body ? DASHA_LORD_OF[body] : undefined;
};

// "Saturn–Mercury", "शनि–बुध": a mahadasha and its antardasha.
const PAIR = new RegExp(`${START}${PLANET}\\s*[–—-]\\s*${PLANET}${END}(?!\\s*(?:yoga|योग))`, "giu");
const LEVELLED = new RegExp(
  `${START}${PLANET}${POSSESSIVE}\\s*(maha\\s?dasha|mahadasa|antar\\s?dasha|antardasa|bhukti|sub-?period|महादशा|अन्तर्दशा|अंतर्दशा|अन्तरदशा)`,
  "giu",
);
const RUNNING =
  /\b(running|current|currently|present|ongoing|now|under|going through|are in|you are in)\b|चलिरहेको|चलिरहेछ|चल्दैछ|चल रही|चल रहा|अहिले|अभी|वर्तमान|इस समय|यस समय|हाल/iu;
// What comes after the running period in the same sentence ("followed by Venus", "then", "after that"): cut off.
const THEN =
  /,?\s*\b(?:followed by|then|after (?:that|which|this|it)|next comes|and next|before|leading into|will give way)\b.*$|(?:पछि|त्यसपछि|उसके बाद|फिर|अर्को|अगली|अगला|आउने|आने वाली|आने वाला).*$/iu;
const FUTURE =
  /\b(will|coming|next|upcoming|later|begins|starts|start)\b|आउने|आउँदो|हुनेछ|सुरु हुने|आगामी|आने वाली|आने वाला|शुरू होगी|शुरू होगा|अगली|अर्को/iu;

// The running period named without its lord: "your current antardasha", "the running period", "अहिले चलिरहेको
// अन्तर्दशा", "अभी चल रही महादशा" ("this period" may be any span of time, so it is not read).
const RUNNING_PERIOD =
  /\b(?:current|currently running|running|present|ongoing)\s+(maha\s?dasha|antar\s?dasha|sub-?period|bhukti|dasha|period)\b(?!\s+of\b)|(?:अहिलेको|अहिले चलिरहेको|हाल चलिरहेको|चलिरहेको|हालको|वर्तमान|अभी की|अभी चल रही|अभी चल रहा|चल रही|चल रहा)\s*(महादशा|अन्तर्दशा|अंतर्दशा|अन्तरदशा|दशा)/iu;

const MONTH = alternation(MONTHS);
const LATIN_DATE = new RegExp(`\\b(?:(${MONTH})\\.?\\s+)?((?:19|20)\\d\\d)\\b`, "g");
const DEVANAGARI_DATE = new RegExp(
  `(?:${START}(${MONTH})\\s*)?((?:19|20|१९|२०)[0-9०-९]{2})(?:\\s*(${MONTH}))?(\\s*(?:सम्म|तक|देखि|से|मा|में|बाट)?)`,
  "gu",
);
// "to" ends a period only after a date ("from 2025 to 2027", "2025 to 2027", "2025–2027", "between 2025 and 2027"):
// "look to 2027" names no edge. A year range starts at its first year.
const END_BEFORE =
  /(?:\b(until|till|through|up to|ends?|ending|ended|lasts?|runs?|by)\s+(?:in\s+|around\s+)?|(?:19|20)\d\d\s*(?:to|–|—)\s*)$/i;
const END_OF_RANGE = /(?:(?:19|20)\d\d\s*(?:-|until|till)\s*|\bbetween\s+(?:\p{L}+\.?\s+)?(?:19|20)\d\d\s+and\s+)$/iu;
// A window inside a period ("during your current antardasha, 2027–2028 looks best"): its years are not the period's.
const WINDOW_INSIDE = /\b(?:within|during|inside|in the middle of|part of)\b|भित्र|दौरान|अवधिमा|बीचमा|के बीच/iu;
const RANGE_AHEAD = /^\s*(?:–|—|-|to|until|till)\s*(?:\p{L}+\.?\s+)?(?:19|20|१९|२०)[0-9०-९]{2}/iu;
const BETWEEN_BEFORE = /\bbetween\s+(?:\p{L}+\.?\s+)?$/iu;
const DEVANAGARI_RANGE_START = /^\s*[–—-]\s*(?:19|20|१९|२०)[0-9०-९]{2}/u;
const DEVANAGARI_RANGE_END = /(?:19|20|१९|२०)[0-9०-९]{2}\s*[–—-]\s*$/u;
// A date given as an estimate: "around 2029", "roughly 2029", "लगभग २०२९", "२०२९ तिर", "2029 के आसपास".
const APPROXIMATE_BEFORE =
  /(?:\b(?:around|about|roughly|approximately|circa|sometime in|some time in)\s+(?:in\s+)?|(?:लगभग|करिब|करीब|तकरीबन|तक़रीबन)\s*)$/iu;
const APPROXIMATE_AFTER = /^\s*(?:तिर|आसपास|को आसपास|के आसपास|or so)/iu;
const START_BEFORE =
  /\b(from|begins?|began|starts?|started|starting|beginning|commences?|opens?|since)\s+(?:in\s+|around\s+)?$/i;
const END_AFTER = /^\s*(?:सम्म|तक)/u;
const START_AFTER = /^\s*(?:देखि|से|बाट)/u;

interface DatedMention {
  date: NamedDate;
  edge: "start" | "end";
}

/** The dates a clause names with their edge: "until February 2027", "२०२९ फेब्रुअरीसम्म", "from 2030". */
function datesIn(clause: string): DatedMention[] {
  const found: DatedMention[] = [];
  const approximate = (index: number, length: number) =>
    APPROXIMATE_BEFORE.test(clause.slice(0, index)) || APPROXIMATE_AFTER.test(clause.slice(index + length));
  for (const m of clause.matchAll(LATIN_DATE)) {
    const before = clause.slice(0, m.index);
    const after = clause.slice((m.index ?? 0) + m[0].length);
    const inside = WINDOW_INSIDE.test(clause);
    const startsRange =
      !inside && (RANGE_AHEAD.test(after) || (BETWEEN_BEFORE.test(before) && /^\s+and\s/i.test(after)));
    const endsRange = !inside && END_OF_RANGE.test(before);
    const edge =
      END_BEFORE.test(before) || endsRange ? "end" : START_BEFORE.test(before) || startsRange ? "start" : null;
    if (!edge) continue;
    const year = Number(m[2]);
    const month = m[1] ? (MONTHS[m[1]] ?? null) : null;
    const date = approximate(m.index ?? 0, m[0].length) ? { year, month, approximate: true } : { year, month };
    found.push({ date, edge });
  }
  for (const m of clause.matchAll(DEVANAGARI_DATE)) {
    if (/^[0-9]+$/.test(m[2] as string) && !m[1] && !m[3] && !m[4]?.trim()) continue; // a Latin date: read above
    const after = m[4] ?? "";
    const edge = END_AFTER.test(after) ? "end" : START_AFTER.test(after) ? "start" : null;
    const beforeText = clause.slice(0, m.index);
    const latinEdge = END_BEFORE.test(beforeText) ? "end" : START_BEFORE.test(beforeText) ? "start" : null;
    const rest = clause.slice((m.index ?? 0) + m[0].length);
    const verbEdge = /^\s*(?:सुरु|शुरू|आरम्भ|प्रारम्भ)/u.test(rest)
      ? "start"
      : /^\s*(?:सकिन्छ|सकिने|सकिनेछ|समाप्त|खत्म|अन्त्य)/u.test(rest)
        ? "end"
        : null;
    const rangeEdge = WINDOW_INSIDE.test(clause)
      ? null
      : DEVANAGARI_RANGE_START.test(rest)
        ? "start"
        : DEVANAGARI_RANGE_END.test(beforeText)
          ? "end"
          : null;
    const chosen = edge ?? verbEdge ?? rangeEdge ?? latinEdge;
    if (!chosen) continue;
    // Nepali writes the month after the year (२०२९ फेब्रुअरी); a जुन before a year is the Nepali "which".
    const monthWord = m[3] ?? (m[1] === "जुन" ? undefined : m[1]);
    const year = digitsValue(m[2] as string);
    const month = monthWord ? (MONTHS[monthWord] ?? null) : null;
    const date = approximate(m.index ?? 0, m[0].length) ? { year, month, approximate: true } : { year, month };
    if (found.some((f) => f.date.year === date.year && f.date.month === date.month)) continue;
    found.push({ date, edge: chosen });
  }
  return found;
}

/** The periods a sentence names: pairs ("Saturn–Mercury") and levelled lords ("Mercury antardasha"). */
function periodsIn(text: string): { lords: DashaLord[]; level: "mahadasha" | "antardasha" | "pair" }[] {
  const periods: { lords: DashaLord[]; level: "mahadasha" | "antardasha" | "pair" }[] = [];
  for (const m of text.matchAll(PAIR)) {
    const a = lordOf(m[1] as string);
    const b = lordOf(m[2] as string);
    if (a && b) periods.push({ lords: [a, b], level: "pair" });
  }
  const levelled = [...text.matchAll(LEVELLED)];
  const maha = levelled.find((m) => /maha|महा/iu.test(m[2] as string));
  const antar = levelled.find((m) => !/maha|महा/iu.test(m[2] as string));
  if (periods.length === 0 && maha && antar) {
    const a = lordOf(maha[1] as string);
    const b = lordOf(antar[1] as string);
    if (a && b) periods.push({ lords: [a, b], level: "pair" });
  } else {
    for (const m of levelled) {
      const lord = lordOf(m[1] as string);
      if (lord) periods.push({ lords: [lord], level: /maha|महा/iu.test(m[2] as string) ? "mahadasha" : "antardasha" });
    }
  }
  return periods;
}

function dashaClaims(sentence: string): Claim[] {
  const claims: Claim[] = [];
  const now = sentence.replace(THEN, "");
  if (RUNNING.test(now) && !FUTURE.test(now) && !isHypothetical(now)) {
    for (const p of periodsIn(now)) {
      if (p.level === "pair") {
        claims.push({ kind: "running-dasha", level: "mahadasha", lord: p.lords[0] as DashaLord, text: now });
        claims.push({ kind: "running-dasha", level: "antardasha", lord: p.lords[1] as DashaLord, text: now });
      } else claims.push({ kind: "running-dasha", level: p.level, lord: p.lords[0] as DashaLord, text: now });
    }
  }
  // A date belongs to a period when the sentence names exactly one; to the running period when it names none but
  // speaks of the current one ("your current antardasha runs until 2029").
  const periods = periodsIn(sentence);
  const unnamed = periods.length === 0 ? sentence.match(RUNNING_PERIOD) : null;
  if (unnamed && !isHypothetical(sentence) && !WINDOW_INSIDE.test(sentence)) {
    const word = unnamed[1] ?? unnamed[2] ?? "";
    const level = /maha|महा/iu.test(word)
      ? "mahadasha"
      : /antar|sub|bhukti|अन्तर|अंतर/iu.test(word)
        ? "antardasha"
        : null;
    for (const d of datesIn(sentence)) {
      claims.push({ kind: "running-period-date", level, edge: d.edge, date: d.date, text: sentence });
    }
  }
  if (periods.length === 1) {
    const period = periods[0] as (typeof periods)[number];
    for (const d of datesIn(sentence)) {
      claims.push({
        kind: "period-date",
        mahadasha: period.level === "antardasha" ? null : (period.lords[0] as DashaLord),
        antardasha: period.level === "mahadasha" ? null : (period.lords.at(-1) as DashaLord),
        edge: d.edge,
        date: d.date,
        text: sentence,
      });
    }
  }
  return claims;
}

// Manglik. "Manglik is not a curse" says nothing of this chart; "you are not Manglik" does.
const MANGLIK =
  /\b(?:manglik|mangalik|mangal dosha|kuja dosha)\b|मांगलिक|माङ्गलिक|मङ्गलिक|मंगलिक|मंगल दोष|मङ्गल दोष|मांगलिक दोष/iu;
const MANGLIK_ABOUT_YOU =
  /\b(you are|you're|you aren't|your chart is|your chart has|your kundali|in your chart|your chart shows|you have)\b|तपाईं|तपाईंको|तपाईँ|आप|आपकी|आपका|तपाईंलाई/iu;
const MANGLIK_CANCELLED =
  /\b(cancel\w*|neutrali[sz]\w*|nullif\w*|removed|exception|does not apply)\b|हटाउँछ|हट्छ|रद्द|भंग|भङ्ग|निष्क्रिय|समाप्त|निरस्त|अपवाद/iu;
const MANGLIK_NOT = /\b(not|no|isn't|aren't|free of|without)\b|हुनुहुन्न|होइन|छैन|नहीं|मुक्त/iu;
const GENERIC =
  /\b(is not a curse|does not decide|many people|in general|generally|often|is a common)\b|श्राप होइन|अभिशाप नहीं|सामान्य/iu;

function manglikClaims(sentence: string): Claim[] {
  if (!MANGLIK.test(sentence) || !MANGLIK_ABOUT_YOU.test(sentence) || isHypothetical(sentence)) return [];
  if (GENERIC.test(sentence)) return [];
  if (MANGLIK_CANCELLED.test(sentence)) return [{ kind: "manglik", status: "cancelled", text: sentence }];
  return [{ kind: "manglik", status: MANGLIK_NOT.test(sentence) ? "no" : "yes", text: sentence }];
}

// Sade Sati: running or not, when the running one ends, when the next begins.
const SADE_SATI = /\bsade\s?-?sati\b|\bsadhe\s?-?sati\b|साढेसाती|साढ़ेसाती|साढे साती|साढ़े साती|साढेसात|साढ़ेसात/iu;
const SADE_SATI_NOT = /\b(not|no|isn't|over|ended|finished)\b|छैन|छैनन्|नहीं|सकियो|समाप्त|होइन|लागेको छैन/iu;
const SADE_SATI_NEXT =
  /\b(next|coming|will begin|will start|begins|starts|upcoming)\b|अर्को|अगली|आउने|सुरु हुन्छ|सुरु हुनेछ|शुरू होगी|आउनेछ|लाग्नेछ/iu;
const SADE_SATI_NOW =
  /\b(running|under|going through|in your|is on|active|current|currently|are in|now|phase)\b|चलिरहेको|चल्दैछ|लागेको|चल रही|चल रहा|अभी|अहिले|लगी हुई|लगी है/iu;

function sadeSatiClaims(sentence: string): Claim[] {
  if (!SADE_SATI.test(sentence) || isHypothetical(sentence)) return [];
  const claims: Claim[] = [];
  const next = SADE_SATI_NEXT.test(sentence);
  const head = sentence.split(/[;:]|,\s*(?:and\s+)?(?:the\s+)?next|अर्को|अगली/iu)[0] ?? sentence;
  if (SADE_SATI_NOW.test(head) && !GENERIC.test(head)) {
    claims.push({ kind: "sade-sati", running: !SADE_SATI_NOT.test(head), text: head });
  }
  for (const d of datesIn(sentence)) {
    if (next && d.edge === "start")
      claims.push({ kind: "sade-sati-date", which: "next-start", date: d.date, text: sentence });
    else if (!next && d.edge === "end")
      claims.push({ kind: "sade-sati-date", which: "current-end", date: d.date, text: sentence });
  }
  if (next) {
    // "the next Sade Sati begins in August 2036": the date follows "in" without an edge word of its own.
    const m = sentence.match(new RegExp(`(?:\\bin\\s+)((?:${alternation(MONTHS)})\\s+)?((?:19|20)\\d\\d)`, "iu"));
    if (m && !claims.some((c) => c.kind === "sade-sati-date"))
      claims.push({
        kind: "sade-sati-date",
        which: "next-start",
        date: { year: Number(m[2]), month: m[1] ? (MONTHS[m[1].trim()] ?? null) : null },
        text: sentence,
      });
    const dn = sentence.match(/((?:20|२०)[0-9०-९]{2})\s*(\S+?)?(?:मा|में)\s/u);
    if (dn && !claims.some((c) => c.kind === "sade-sati-date")) {
      const monthWord = dn[2] && MONTHS[dn[2]] !== undefined ? dn[2] : undefined;
      claims.push({
        kind: "sade-sati-date",
        which: "next-start",
        date: { year: digitsValue(dn[1] as string), month: monthWord ? (MONTHS[monthWord] ?? null) : null },
        text: sentence,
      });
    }
  }
  return claims;
}

// Named yogas, said of this chart ("your chart has Gajakesari yoga", "कुण्डलीमा गजकेसरी योग छ") or denied.
const YOGA = new RegExp(`${START}(${alternation(YOGA_WORDS)})\\s*(?:-|\\s)?\\s*(?:yoga|yog|योग)`, "giu");
const YOGA_ABOUT_YOU =
  /\b(your chart|your kundali|in your|you have|forms|formed|is present|is found|there is|there's|creates|gives you)\b|कुण्डलीमा|कुंडलीमा|कुंडली में|कुण्डली में|तपाईंको|तपाईंमा|आपकी|आपके|बनेको|बनेको छ|बनाउँछ|बन्छ|बनता|बन रहा|बना है|छ।|है।/iu;
const YOGA_NOT = /\b(no|not|isn't|absent|lacks|does not|doesn't|without)\b|छैन|बनेको छैन|बन्दैन|नहीं|अनुपस्थित/iu;
const YOGA_GENERIC = /\b(such as|like|for example|e\.g\.|in general|generally|classically|when)\b|जस्तै|जैसे|जब/iu;

function yogaClaims(sentence: string): Claim[] {
  const matches = [...sentence.matchAll(YOGA)];
  if (matches.length === 0 || !YOGA_ABOUT_YOU.test(sentence) || YOGA_GENERIC.test(sentence) || isHypothetical(sentence))
    return [];
  const present = !YOGA_NOT.test(sentence);
  const claims: Claim[] = [];
  for (const m of matches) {
    const word = (m[1] as string).toLowerCase();
    const yoga = YOGA_WORDS[word] ?? YOGA_WORDS[m[1] as string];
    // "Viparita raja" is one name: the "raja" inside it is not a second yoga.
    if (
      !yoga ||
      (yoga === "raja" && /vipar|vipreet|विपरीत/iu.test(sentence.slice(Math.max(0, (m.index ?? 0) - 12), m.index)))
    )
      continue;
    claims.push({ kind: "yoga", yoga, present, text: m[0] });
  }
  return claims;
}

export function statusClaims(sentence: string): Claim[] {
  return [...dashaClaims(sentence), ...manglikClaims(sentence), ...sadeSatiClaims(sentence), ...yogaClaims(sentence)];
}
