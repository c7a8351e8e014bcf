// Kundali matching (Ashtakoot guna milan): POST /api/matches (the asker's chart against a partner's birth details)
// and GET /api/matches (the owner's matches, newest first). Every text field (labels, meanings, reasons, summary,
// sign and nakshatra names, manglik_text) arrives in the request's language; the client adds only its own words.
import { z } from "zod";
import { birthFields } from "./charts";
import { sessionIdField } from "./chat";

/** The partner's birth details, as POST /api/astro-details takes them (no bot-protection field). */
export const matchRequest = z.object({ ...birthFields, session_id: sessionIdField });
export type MatchRequest = z.input<typeof matchRequest>;

/** The eight kootas in the classical order, Varna first, Nadi last. */
export const KOOTA_NAMES = ["varna", "vashya", "tara", "yoni", "graha_maitri", "gana", "bhakoot", "nadi"] as const;
export type MatchKootaName = (typeof KOOTA_NAMES)[number];

const matchSide = z.object({
  name: z.string(),
  gender: z.string(),
  role: z.enum(["bride", "groom"]).describe("The side of the match this person's chart is read as"),
  moon_sign: z.string(),
  nakshatra: z.string(),
  pada: z.number().int().min(1).max(4),
  manglik_status: z.enum(["none", "cancelled", "mild", "present"]),
  manglik_text: z.string(),
});
export type MatchSide = z.infer<typeof matchSide>;

const kootaSchema = z.object({
  name: z.enum(KOOTA_NAMES),
  label: z.string(),
  /** 0..max; halves occur. */
  points: z.number(),
  max: z.number(),
  /** The bride's and the groom's category for this koota (e.g. "Brahmin", "Deva", "Adi"). */
  bride: z.string(),
  groom: z.string(),
  meaning: z.string().describe("What the koota weighs"),
});
export type MatchKoota = z.infer<typeof kootaSchema>;

const doshaSchema = z.object({
  name: z.enum(["nadi", "bhakoot", "gana"]),
  label: z.string(),
  present: z.boolean(),
  /** Present but cancelled by a classical exception (the reason says which). */
  cancelled: z.boolean(),
  reason: z.string(),
});
export type MatchDosha = z.infer<typeof doshaSchema>;

export const matchViewSchema = z.object({
  id: z.string(),
  created_at: z.string().describe("ISO 8601 instant"),
  person: matchSide.describe("The asker, from their own chart"),
  partner: matchSide.extend({ birth_date: z.string(), birth_time: z.string(), birth_place: z.string() }),
  kootas: z.array(kootaSchema).length(KOOTA_NAMES.length),
  total: z.number().min(0).max(36),
  max: z.literal(36),
  doshas: z.array(doshaSchema),
  /** Manglik of both weighed together. */
  manglik: z.enum(["neither", "both", "bride_only", "groom_only"]),
  summary: z.string().describe("Plain text, in the request's language"),
});
export type MatchView = z.infer<typeof matchViewSchema>;

export const matchAnswerSchema = z.object({ status: z.literal("success"), match: matchViewSchema });
export type MatchAnswer = z.infer<typeof matchAnswerSchema>;
export const matchesAnswerSchema = z.object({ matches: z.array(matchViewSchema) });
export type MatchesAnswer = z.infer<typeof matchesAnswerSchema>;
