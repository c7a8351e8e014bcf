// npm run train:understanding — trains the guru's understanding model (server/guru/understand/model) from the
// TRAINING rows of the labelled question set (test/fixtures/guru-plan; the held-back rows are never read here) and
// writes server/guru/understand/model/understanding-model.json, which the server loads (no download at run time).
// `npm run train:understanding -- --cv` instead prints 5-fold cross-validation on the training rows: the model alone,
// the rules alone and the two combined, for the first form, the main area and the language.
import { writeFileSync } from "node:fs";
import { CONFIDENCE } from "../server/guru/understand/model/combine";
import { predict } from "../server/guru/understand/model/linear";
import {
  featured,
  MODEL_FILE,
  modelText,
  trainFromFeatured,
  trainUnderstanding,
} from "../server/guru/understand/model/training";
import { understand } from "../server/guru/understand/understand";
import { TRAINING_QUESTIONS } from "../test/fixtures/guru-plan";

const pct = (right: number, total: number) => `${((100 * right) / Math.max(1, total)).toFixed(1)}%`;

function crossValidate(k: number) {
  const rows = featured(TRAINING_QUESTIONS);
  const tally = () => ({ alone: 0, rules: 0, both: 0 });
  const right = { intent: tally(), area: tally(), language: tally() };
  let fresh = 0;
  let withArea = 0;
  for (let fold = 0; fold < k; fold += 1) {
    const model = trainFromFeatured(rows.filter((_, i) => i % k !== fold));
    rows.forEach((r, i) => {
      if (i % k !== fold) return;
      const { row } = r;
      const history = row.previous ? [{ question: row.previous, answerHtml: "", at: "2026-01-01T00:00:00.000Z" }] : [];
      const rules = understand(row.question, history, "en", null);
      const both = understand(row.question, history, "en", model);
      const alone = {
        intent: predict(model.intent, r.meaning).label,
        area: predict(model.area, r.meaning).label,
        language: predict(model.language, r.language).label,
      };
      right.language.alone += Number(alone.language === row.language);
      right.language.rules += Number(rules.language === row.language);
      right.language.both += Number(both.language === row.language);
      if (row.act !== "new") return;
      fresh += 1;
      right.intent.alone += Number(alone.intent === row.intents[0]);
      right.intent.rules += Number(rules.intent === row.intents[0]);
      right.intent.both += Number(both.intent === row.intents[0]);
      if (row.areas.length === 0) return;
      withArea += 1;
      right.area.alone += Number(alone.area === row.areas[0]);
      right.area.rules += Number(rules.area === row.areas[0]);
      right.area.both += Number(both.area === row.areas[0]);
    });
  }
  const line = (name: string, r: ReturnType<typeof tally>, n: number) =>
    `${name} (${n} rows): model alone ${pct(r.alone, n)}, rules alone ${pct(r.rules, n)}, combined ${pct(r.both, n)}`;
  console.log(
    `${k}-fold cross-validation on the training rows (confidence to overrule: ${JSON.stringify(CONFIDENCE)})`,
  );
  console.log(`  ${line("first form, new questions", right.intent, fresh)}`);
  console.log(`  ${line("main area, new questions", right.area, withArea)}`);
  console.log(`  ${line("language, all questions", right.language, rows.length)}`);
  console.log("  (the rules' words were tuned on these rows, so the rules alone look better here than on new wording)");
}

if (process.argv.includes("--cv")) {
  crossValidate(5);
} else {
  const model = trainUnderstanding(TRAINING_QUESTIONS);
  writeFileSync(MODEL_FILE, modelText(model));
  const kept = (["intent", "area", "language"] as const).map((h) => Object.keys(model[h].weights).length);
  console.log(
    `Trained on ${model.trainedOn.rows} training rows; features kept: intent ${kept[0]}, area ${kept[1]}, language ${kept[2]}.`,
  );
}
