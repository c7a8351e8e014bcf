// npm run guru:try -- [--chart 0|1|2] "question" — sends one question for one of the evaluation charts (0 Kathmandu
// 1990, 1 Mumbai 1975, 2 Pokhara 2001) to the LLM configured by GURU_LLM_BASE_URL, GURU_LLM_MODEL and
// GURU_LLM_API_KEY (from the environment), and prints the case file, the model's reply and the checker's
// verdict: the claims it read, the ones the chart contradicts and anything no answer may carry.
import { loadConfig } from "../server/config";
import { answerWithBuiltinGuru } from "../server/guru/builtin-guru";
import { checkAnswer, rejectedSentences } from "../server/guru/claims/check-answer";
import { trimCutReply } from "../server/guru/cut-reply";
import { llmSettingsOf } from "../server/guru/guru";
import { groundingMessage } from "../server/guru/llm-grounding";
import { askLlm, GURU_PERSONA } from "../server/guru/llm-guru";
import { ASKERS, NOW, questionFor } from "../test/unit/guru/everyday";

const args = process.argv.slice(2);
const chartFlag = args.indexOf("--chart");
const chartIndex = chartFlag >= 0 ? Number(args[chartFlag + 1]) : 0;
const question = args.filter((_, i) => chartFlag < 0 || (i !== chartFlag && i !== chartFlag + 1)).join(" ");
const asker = ASKERS[chartIndex];
if (!asker || question.trim() === "") {
  console.error('Usage: npm run guru:try -- [--chart 0|1|2] "When will I get married?"');
  process.exit(2);
}
const config = loadConfig(process.env);
const settings = llmSettingsOf(config);
if (!settings) {
  console.error("Set GURU_LLM_BASE_URL, GURU_LLM_MODEL and GURU_LLM_API_KEY (docs/guru.md lists them per server).");
  process.exit(2);
}
const now = process.env.GURU_TRY_NOW ? new Date(process.env.GURU_TRY_NOW) : NOW;
const input = { ...questionFor(asker, question), now };
const builtin = answerWithBuiltinGuru(input, config.GURU_HELP_LINES);
if (builtin.answer.kind !== "reading" || !builtin.judgement) {
  console.log(`Not a reading (${builtin.answer.kind}): the LLM is not asked.`);
  process.exit(0);
}
const caseFile = groundingMessage(input, builtin.plan, builtin.judgement, builtin.answer.html);
console.log(`== Chart: ${asker.label}; answer language ${builtin.plan.answerLanguage}; model ${settings.model}\n`);
console.log(`== System prompt\n${GURU_PERSONA}\n\n== Case file\n${caseFile}\n`);
const reply = await askLlm(settings, caseFile, builtin.plan.answerLanguage).catch((err: unknown) => {
  // What the server would log before giving the built-in answer: the model's server's own words, not a stack trace.
  const said = err instanceof Error ? `${err.name === "TimeoutError" ? "timed out: " : ""}${err.message}` : String(err);
  console.log(`== Verdict: the LLM call failed (${said}); the built-in answer would be given.`);
  process.exit(1);
});
console.log(`== Reply${reply.cutByLength ? " (cut at max_tokens)" : ""}\n${reply.text}\n`);
const text = reply.cutByLength ? trimCutReply(reply.text, builtin.plan.act === "simplify" ? 1 : 2) : reply.text;
if (text === null) {
  console.log("== Verdict: cut before it answered; the built-in answer would be given.");
  process.exit(0);
}
const check = checkAnswer(text, asker.chart, now, { helpLineNumbers: config.GURU_HELP_LINES.map((l) => l.number) });
console.log(
  `== Verdict: ${check.passes ? "passes; the reply would be shown" : "rejected; the built-in answer would be given"}`,
);
console.log(
  `   claims read: ${check.claims.length} (${[...new Set(check.claims.map((c) => c.kind))].join(", ") || "none"})`,
);
for (const r of rejectedSentences(check, text)) console.log(`   ${r.kind}: ${r.text}`);
