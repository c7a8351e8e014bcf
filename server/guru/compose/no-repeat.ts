// A follow-up continues the conversation without saying again what was already said. A sentence of this answer is
// dropped when a part of it (six words or more) already appears in an earlier answer, or when every chart claim it
// makes (read by the claim checker) was already made, in whatever words.

import { claimsIn, plainTextOf } from "../claims/check-answer";
import type { Claim } from "../claims/claim";
import { sentencesOf } from "../claims/extract-latin";
import type { GuruTurn } from "../contract";
import type { Part } from "./parts";

/** Lower-case words only: the form in which two sentences count as the same. */
export function sentenceKey(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
}

const LONG = 6;

function longPieces(sentence: string): string[] {
  return sentencesOf(sentence)
    .map(sentenceKey)
    .filter((k) => k.split(" ").length >= LONG);
}

function claimKey({ text: _, ...claim }: Claim): string {
  return JSON.stringify(claim);
}

export interface Said {
  pieces: Set<string>;
  claims: Set<string>;
}

export function saidBefore(history: GuruTurn[]): Said {
  const said: Said = { pieces: new Set(), claims: new Set() };
  for (const turn of history) {
    const text = plainTextOf(turn.answerHtml);
    for (const s of sentencesOf(text)) said.pieces.add(sentenceKey(s));
    for (const c of claimsIn(text)) said.claims.add(claimKey(c));
  }
  return said;
}

export function wasSaid(sentence: string, said: Said): boolean {
  if (longPieces(sentence).some((p) => said.pieces.has(p))) return true;
  const claims = claimsIn(sentence);
  return claims.length > 0 && claims.every((c) => said.claims.has(claimKey(c)));
}

/** Counts sentences as said (within one answer: a later part does not repeat an earlier part's reason). */
export function remember(said: Said, sentences: string[]): void {
  for (const s of sentences) {
    for (const p of longPieces(s)) said.pieces.add(p);
    for (const c of claimsIn(s)) said.claims.add(claimKey(c));
  }
}

/** Drops what was said before and what this answer already says, then empty parts. */
export function withoutRepeats(parts: Part[], said: Said): Part[] {
  const seen: Said = { pieces: new Set(said.pieces), claims: new Set(said.claims) };
  const fresh = (s: string) => {
    if (wasSaid(s, seen)) return false;
    for (const p of longPieces(s)) seen.pieces.add(p);
    for (const c of claimsIn(s)) seen.claims.add(claimKey(c));
    return true;
  };
  return parts
    .map(
      (part): Part =>
        "paragraph" in part ? { paragraph: part.paragraph.filter(fresh) } : { ...part, list: part.list.filter(fresh) },
    )
    .filter((part) => ("paragraph" in part ? part.paragraph.length > 0 : part.list.length > 0));
}
