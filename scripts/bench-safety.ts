// npm run bench:safety — how long the danger check takes per message (it runs on every chat message): the
// patterns alone, the model alone, and the whole check (patterns, then the model when they find nothing), over
// the guru's labelled questions and the safety training lines, each set run three times (word readings are
// remembered, as in a running server).
import { findDanger, patternDanger } from "../server/guru/safety/danger";
import { modelScores } from "../server/guru/safety/model";
import { PLAN_QUESTIONS } from "../test/fixtures/guru-plan";
import { loadTrainingRows } from "../test/unit/guru/safety/safety-training-files";

const messages = [...new Set([...PLAN_QUESTIONS.map((q) => q.question), ...loadTrainingRows().map((r) => r.message)])];

function perMessage(check: (message: string) => unknown): number {
  for (const m of messages) check(m); // warm-up: compiled patterns, remembered words
  const started = process.hrtime.bigint();
  for (let round = 0; round < 3; round++) for (const m of messages) check(m);
  return Number(process.hrtime.bigint() - started) / 1e6 / (3 * messages.length);
}

console.log(`${messages.length} distinct messages:`);
console.log(`  patterns and net: ${perMessage(patternDanger).toFixed(3)} ms a message`);
console.log(`  model alone:      ${perMessage(modelScores).toFixed(3)} ms a message`);
console.log(`  whole check:      ${perMessage(findDanger).toFixed(3)} ms a message`);
