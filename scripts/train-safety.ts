// npm run train:safety — trains the danger model (server/guru/safety/model.ts) on the safety training files and
// writes server/guru/safety/danger-model.json (the same lines always give the same file):
//   1. 5-fold cross-validation on the training files: each message scored by a model trained without it;
//   2. the threshold: the highest score that keeps the model's own cross-validated recall at TARGET_RECALL (recall
//      first: a false alarm costs a free answer, a miss can cost a life);
//   3. the final weights, trained on every line.
// The held-back files are never read here. `npm run eval:guru` prints the cross-validation per language and script.
import { writeFileSync } from "node:fs";
import type { DangerModelFile } from "../server/guru/safety/model";
import {
  crossValidatedScores,
  modelFileText,
  readAll,
  TARGET_RECALL,
  thresholdForRecall,
  trainWeights,
} from "../server/guru/safety/model-training";
import { DANGER_MODEL_FILE, loadTrainingRows, trainingDigest } from "../test/unit/guru/safety/safety-training-files";

const started = Date.now();
const rows = loadTrainingRows();
const scores = crossValidatedScores(rows, (row) => `${row.language} ${row.script}`, 5);
const threshold = thresholdForRecall(
  scores.flatMap((score, i) => (rows[i]?.label === "none" ? [] : [score.danger])),
  TARGET_RECALL,
);
const model: DangerModelFile = {
  about:
    "Danger model of the guru's safety check (server/guru/safety/model.ts), written by `npm run train:safety`; do not edit.",
  trainedOn: trainingDigest(),
  threshold,
  ...trainWeights(rows, readAll(rows)),
};
writeFileSync(DANGER_MODEL_FILE, modelFileText(model));
const danger = rows.filter((r) => r.label !== "none").length;
console.log(
  `Trained on ${rows.length} lines (${danger} danger, ${rows.length - danger} ordinary): ${model.weights.length} features, threshold ${threshold} (${(TARGET_RECALL * 100).toFixed(0)}% cross-validated recall), ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
console.log(`Written ${DANGER_MODEL_FILE}.`);
