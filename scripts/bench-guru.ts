// npm run bench:guru: built-in guru answers per second and their latency (p50, p95, max) in process, on one
// thread, with conversation history (0-6 earlier turns) and questions in English, Nepali and Hindi; beside an
// anchor measured in the same run (complete chart computation), so figures from different machines compare.
// Two cases: the three askers again and again (the chart's judgement cached for the day, as for a returning
// asker), and a fresh chart for every question (judgement computed cold).
import { computeChartFor, resolveBirth } from "../server/astro/chart";
import { answerWithBuiltinGuru } from "../server/guru/builtin-guru";
import type { GuruQuestion, GuruTurn } from "../server/guru/contract";
import { ASKERS, CONVERSATION, EVERYDAY_QUESTIONS, NOW, questionFor } from "../test/unit/guru/everyday";

const N = Number(process.env.BENCH_GURU ?? 3000);
const QUESTIONS = [
  ...EVERYDAY_QUESTIONS,
  "मेरो बिहे कहिले हुन्छ?",
  "मेरो जागिर कस्तो छ?",
  "मेरी शादी कब होगी?",
  "मेरी नौकरी कैसी रहेगी?",
  "mero biha kahile hunchha",
];

/** Each asker's conversation so far, so questions can be asked with 0 to 6 earlier turns. */
const histories = ASKERS.map((asker) => {
  const history: GuruTurn[] = [];
  for (const q of CONVERSATION.slice(0, 6)) {
    history.push({
      question: q,
      answerHtml: answerWithBuiltinGuru(questionFor(asker, q, history)).answer.html,
      at: NOW.toISOString(),
    });
  }
  return history;
});

function inputFor(i: number): GuruQuestion {
  const a = i % ASKERS.length;
  const asker = ASKERS[a] as (typeof ASKERS)[number];
  const history = (histories[a] as GuruTurn[]).slice(0, i % 7);
  return { ...questionFor(asker, QUESTIONS[i % QUESTIONS.length] as string, history), uiLanguage: i % 2 ? "ne" : "en" };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/**
 * Runs the jobs one after another. Wall time per job includes moments the process is not scheduled (the shared
 * machine is often loaded far beyond its cores); CPU time per job (process.cpuUsage, microseconds) does not, so
 * both are printed.
 */
function measure(label: string, unit: string, count: number, prepare: (i: number) => () => unknown) {
  for (let i = 0; i < Math.min(200, count); i++) prepare(i)(); // warm-up for the JIT
  const jobs = Array.from({ length: count }, (_, i) => prepare(i + 1000));
  const wall: number[] = [];
  const cpu: number[] = [];
  const t0 = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  for (const job of jobs) {
    const s = process.hrtime.bigint();
    const c = process.cpuUsage();
    job();
    const used = process.cpuUsage(c);
    wall.push(Number(process.hrtime.bigint() - s) / 1e6);
    cpu.push((used.user + used.system) / 1000);
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpuTotal = process.cpuUsage(c0);
  const cpuSeconds = (cpuTotal.user + cpuTotal.system) / 1e6;
  wall.sort((x, y) => x - y);
  cpu.sort((x, y) => x - y);
  const ms = (x: number) => `${x.toFixed(2)} ms`;
  console.log(label);
  console.log(
    `  wall: ${Math.round(count / seconds).toLocaleString("en-US")} ${unit}/s, p50 ${ms(percentile(wall, 50))}, p95 ${ms(percentile(wall, 95))}, max ${ms(wall[wall.length - 1] ?? 0)}`,
  );
  console.log(
    `  cpu:  ${Math.round(count / cpuSeconds).toLocaleString("en-US")} ${unit}/s of CPU, p50 ${ms(percentile(cpu, 50))}, p95 ${ms(percentile(cpu, 95))}, max ${ms(cpu[cpu.length - 1] ?? 0)}`,
  );
}

const births = Array.from({ length: N }, (_, i) =>
  resolveBirth(
    { utc: new Date(Date.UTC(1950, 0, 1) + ((i * 7_919_993_111) % (60 * 365.25 * 86_400_000))) },
    20 + (i % 10),
    75 + (i % 15),
  ),
);

console.log(`${N} questions per case, node ${process.version}, one thread`);
measure(
  "anchor: complete chart (mean node)",
  "charts",
  N,
  (i) => () => computeChartFor(births[i % N] as (typeof births)[number], "mean"),
);
measure("built-in answer, 3 returning askers, 0-6 turns of history", "answers", N, (i) => {
  const input = inputFor(i);
  return () => answerWithBuiltinGuru(input);
});
const freshCharts = births.map((b) => computeChartFor(b, "mean"));
measure("built-in answer, a new chart every question (cold judgement)", "answers", N, (i) => {
  const input = { ...inputFor(i), chart: freshCharts[i % N] as GuruQuestion["chart"] };
  return () => answerWithBuiltinGuru(input);
});
