// npm run train:understanding — trains the guru's understanding model (server/guru/understand/model) from the
// training rows of the labelled question set (test/fixtures/guru-plan; the held-back rows are never read here) and
// writes server/guru/understand/model/understanding-model.json, which the server loads (no download at run time).
// `npm run train:understanding -- --cv` instead prints 5-fold cross-validation on the training rows: the model alone,
// the rules alone and the two combined, for the first form, the main area, the subject and the language, and the
// combined figure at other confidences to overrule the rules (how CONFIDENCE in combine.ts was chosen).
import { writeFileSync } from "node:fs";
import { CONFIDENCE, type Confidence, withModel } from "../server/guru/understand/model/combine";
import { predict } from "../server/guru/understand/model/linear";
import {
  featured,
  MODEL_FILE,
  modelText,
  trainFromFeatured,
  trainUnderstanding,
} from "../server/guru/understand/model/training";
import { UNDERSTANDING_TRAINING_QUESTIONS } from "../test/fixtures/guru-plan";

const pct = (right: number, total: number) => `${((100 * right) / Math.max(1, total)).toFixed(1)}%`;
type Head = Exclude<keyof Confidence, "place">;
const HEADS: Head[] = ["intent", "area", "subject", "language"];
const TRIED = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

function crossValidate(k: number) {
  const rows = featured(UNDERSTANDING_TRAINING_QUESTIONS);
  const total = Object.fromEntries(HEADS.map((h) => [h, 0])) as Record<Head, number>;
  const alone = { ...total };
  const rules = { ...total };
  // Combined, at each confidence tried for one head (the other heads at CONFIDENCE).
  const combined = Object.fromEntries(HEADS.map((h) => [h, TRIED.map(() => 0)])) as Record<Head, number[]>;
  for (let fold = 0; fold < k; fold += 1) {
    const model = trainFromFeatured(rows.filter((_, i) => i % k !== fold));
    rows.forEach((r, i) => {
      if (i % k !== fold) return;
      const { row } = r;
      const reading = !row.intents.some((x) => ["greeting", "off_topic", "crisis", "emergency"].includes(x));
      const want: Record<Head, string | null> = {
        intent: row.act === "new" ? (row.intents[0] as string) : null,
        area: row.act === "new" ? (row.areas[0] ?? null) : null,
        subject: row.act === "new" && reading ? row.subject : null,
        language: row.language,
      };
      const features: Record<Head, string[]> = {
        intent: r.meaning,
        area: r.meaning,
        subject: r.subject,
        language: r.language,
      };
      for (const head of HEADS) {
        const wanted = want[head];
        if (wanted === null) continue;
        total[head] += 1;
        alone[head] += Number(predict(model[head], features[head]).label === wanted);
        rules[head] += Number(r.rules[head] === wanted);
        const tally = combined[head];
        TRIED.forEach((c, t) => {
          const both = withModel(r.rules, row.question, model, { ...CONFIDENCE, [head]: c });
          tally[t] = (tally[t] ?? 0) + Number(both[head] === wanted);
        });
      }
    });
  }
  console.log(
    `${k}-fold cross-validation on the training rows (confidence to overrule: ${JSON.stringify(CONFIDENCE)})`,
  );
  for (const head of HEADS) {
    const n = total[head];
    const at = TRIED.map((c, t) => `${c}: ${pct((combined[head] as number[])[t] as number, n)}`).join(", ");
    console.log(`  ${head} (${n} rows): model alone ${pct(alone[head], n)}, rules alone ${pct(rules[head], n)}`);
    console.log(`    combined, by confidence to overrule: ${at}`);
  }
  console.log("  (the rules' words were tuned on these rows, so the rules alone look better here than on new wording)");
}

if (process.argv.includes("--cv")) {
  crossValidate(5);
} else {
  const model = trainUnderstanding(UNDERSTANDING_TRAINING_QUESTIONS);
  writeFileSync(MODEL_FILE, modelText(model));
  const kept = HEADS.map((h) => `${h} ${Object.keys(model[h].weights).length}`).join(", ");
  console.log(`Trained on ${model.trainedOn.rows} training rows; features kept: ${kept}.`);
}
