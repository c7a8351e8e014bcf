// A small multinomial logistic regression over sparse binary features (feature names, not vectors): trained by
// stochastic gradient descent in a fixed, seeded order so the same rows always give the same weights, and stored as
// only the weights that matter (rounded), so the committed model stays small and its text changes only when the
// training rows or settings do.
import { seededRandom } from "../../../../shared/seeded-random";

export interface LinearModel {
  classes: string[];
  /** One bias per class. */
  bias: number[];
  /** Feature name → flat [class index, weight, class index, weight, ...] for the weights kept. */
  weights: Record<string, number[]>;
}

export interface TrainingSettings {
  epochs: number;
  /** The first step size; it shrinks as 1 / (1 + epoch / 4). */
  rate: number;
  /** L2 shrinkage per epoch. */
  l2: number;
  /** A feature seen in fewer training rows than this is left out (it cannot generalise). */
  minCount: number;
  /** Weights smaller than this (after rounding) are not stored. */
  keep: number;
  seed: number;
}

export interface Example {
  features: string[];
  label: string;
}

/** The class probabilities for a question's features, in the model's class order. */
export function probabilities(model: LinearModel, features: readonly string[]): number[] {
  const scores = [...model.bias];
  const scale = 1 / Math.sqrt(Math.max(1, features.length));
  for (const f of new Set(features)) {
    const w = model.weights[f];
    if (!w) continue;
    for (let i = 0; i < w.length; i += 2) {
      const c = w[i] as number;
      scores[c] = (scores[c] as number) + (w[i + 1] as number) * scale;
    }
  }
  return softmax(scores);
}

/** The likeliest class and its probability. */
export function predict(model: LinearModel, features: readonly string[]): { label: string; p: number } {
  const p = probabilities(model, features);
  let best = 0;
  for (let i = 1; i < p.length; i += 1) if ((p[i] as number) > (p[best] as number)) best = i;
  return { label: model.classes[best] as string, p: p[best] as number };
}

function softmax(scores: number[]): number[] {
  const top = Math.max(...scores);
  const e = scores.map((s) => Math.exp(s - top));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / sum);
}

export function train(examples: readonly Example[], settings: TrainingSettings): LinearModel {
  const classes = [...new Set(examples.map((e) => e.label))].sort();
  const C = classes.length;
  const count = new Map<string, number>();
  for (const e of examples) for (const f of new Set(e.features)) count.set(f, (count.get(f) ?? 0) + 1);
  const names = [...count.entries()]
    .filter(([, n]) => n >= settings.minCount)
    .map(([f]) => f)
    .sort();
  const index = new Map(names.map((f, i) => [f, i]));
  const rows = examples.map((e) => ({
    features: [...new Set(e.features)].map((f) => index.get(f)).filter((i): i is number => i !== undefined),
    scale: 1 / Math.sqrt(Math.max(1, e.features.length)),
    label: classes.indexOf(e.label),
  }));
  const w = new Float64Array(names.length * C);
  const bias = new Float64Array(C);
  const random = seededRandom(settings.seed);
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < settings.epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    const rate = settings.rate / (1 + epoch / 4);
    for (const r of order) {
      const row = rows[r] as (typeof rows)[number];
      const scores = Array.from(bias);
      for (const f of row.features) {
        for (let c = 0; c < C; c += 1) scores[c] = (scores[c] as number) + (w[f * C + c] as number) * row.scale;
      }
      const p = softmax(scores);
      for (let c = 0; c < C; c += 1) {
        const g = (p[c] as number) - (c === row.label ? 1 : 0);
        bias[c] = (bias[c] as number) - rate * g;
        for (const f of row.features) w[f * C + c] = (w[f * C + c] as number) - rate * g * row.scale;
      }
    }
    const shrink = 1 - rate * settings.l2;
    for (let i = 0; i < w.length; i += 1) w[i] = (w[i] as number) * shrink;
  }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const weights: Record<string, number[]> = {};
  names.forEach((f, i) => {
    const kept: number[] = [];
    for (let c = 0; c < C; c += 1) {
      const v = round(w[i * C + c] as number);
      if (Math.abs(v) >= settings.keep) kept.push(c, v);
    }
    if (kept.length > 0) weights[f] = kept;
  });
  return { classes, bias: Array.from(bias, round), weights };
}
