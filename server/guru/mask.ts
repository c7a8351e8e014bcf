// Before a model's sentence is logged, what could identify the asker is masked: their name (whole and each part),
// the birth place, and the birth date and time in the forms an answer writes them. The log keeps what the model
// got wrong, not who asked.
import type { GuruQuestion } from "./contract";

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function maskAsker(text: string, input: Pick<GuruQuestion, "name" | "chart">): string {
  let masked = text;
  const names = [input.name.trim(), ...input.name.trim().split(/\s+/)].filter((n) => n.length >= 2);
  for (const n of names.sort((a, b) => b.length - a.length))
    masked = masked.replace(new RegExp(`(?<![\\p{L}\\p{M}])${literal(n)}(?![\\p{L}\\p{M}])`, "giu"), "[name]");
  const place = input.chart.birth.place;
  if (place) {
    for (const part of place.split(/,\s*/).filter((p) => p.length >= 3))
      masked = masked.replace(new RegExp(literal(part), "giu"), "[place]");
  }
  const local = input.chart.birth.local ?? input.chart.birth.utc;
  masked = masked.replace(new RegExp(literal(local.slice(0, 10)), "g"), "[birth date]");
  if (input.chart.birth.local) masked = masked.replace(new RegExp(literal(local.slice(11, 16)), "g"), "[birth time]");
  return masked.replace(new RegExp(`(?<![0-9])${local.slice(0, 4)}(?![0-9])`, "g"), "[birth year]");
}
