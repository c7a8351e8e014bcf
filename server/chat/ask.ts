// Asking the guru, with the quota rule "charge exactly one question for a delivered reading, and nothing else".
// The question is understood first, with the owner's last turns: someone in danger gets the crisis or emergency
// reply straight away (no guru, no reading), and a greeting, an off-topic or an unplaceable question is answered
// without touching the quota, so these free replies work at 0 questions left. For a reading the question is
// reserved first (a -1 ledger row with a pending ref, written under the owner's row lock, so concurrent questions
// cannot spend the same credit); the answer is then produced outside any transaction (an LLM may take seconds and
// PGlite has one connection); finally the answer is stored and, if the guru's reply is a reading, the reservation
// becomes the charge; any other reply kind releases it. If answering fails the reservation is deleted.
// Every message counts against the sender's hourly limits (the caller's `checkLimits`), except one from someone who
// may be in danger: safety first, the crisis or emergency reply is given over every limit. Free replies are stored
// within a bound per owner (chat/history.ts), so neither kind of message grows the database without end.

import { randomUUID } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { serverMessages } from "../../contract/server-messages";
import { lockOwner } from "../commerce/owner-lock";
import type { HelpLine } from "../config/help-lines";
import type { Db } from "../db/client";
import { chatMessages, quotaLedger } from "../db/schema";
import type { GuruAnswer, GuruLanguage, GuruQuestion } from "../guru/contract";
import type { Guru } from "../guru/guru";
import { safetyAnswer } from "../guru/safety/replies";
import { todayQuestionOf } from "../guru/today/asks-about-today";
import { understand } from "../guru/understand/understand";
import { ApiError } from "../http/errors";
import { latestMatchOf } from "../matching/service";
import { ownerColumns, type Queryable, type QuotaOwner, recordQuota, remainingQuestions } from "../quota/ledger";
import { chargeRef, keepFreeRepliesWithinBound, recentTurns } from "./history";
import { latestChartOf } from "./owner-chart";

/** A reservation older than this belongs to a request that died mid-answer; it is released. */
const STALE_RESERVATION_MINUTES = 10;
/** A reservation's ref prefix; also the predicate of the partial indexes on pending rows (migration 0006). */
const PENDING_PREFIX = "pending:";

export interface ChatAnswer {
  html: string;
  suggestions: string[];
  /** What kind of reply it was; only "reading" was charged. Not sent to the client (docs/product.md §7 shape). */
  kind: GuruAnswer["kind"];
  availableQueryCount: number;
}

function ownedBy(owner: QuotaOwner) {
  return "userId" in owner ? eq(quotaLedger.userId, owner.userId) : eq(quotaLedger.sessionId, owner.sessionId);
}

/** 401 when the owner is gone, 403 when the guest session now belongs to an account. */
async function ensureMayAsk(tx: Queryable, owner: QuotaOwner): Promise<void> {
  const state = await lockOwner(tx, owner);
  if (!state.exists) throw ApiError.said(401, "logInToContinue");
  if (state.claimedByUserId !== null) throw ApiError.said(403, "sessionClaimed");
}

/** Takes one question from the owner's quota as a pending reservation; 402 when none remain. */
async function reserveQuestion(db: Db, owner: QuotaOwner): Promise<string> {
  return db.transaction(async (tx) => {
    await ensureMayAsk(tx, owner);
    await tx.delete(quotaLedger).where(
      and(
        ownedBy(owner),
        // Written as the partial indexes' predicate (migration 0006), so the planner can use them.
        sql`${quotaLedger.ref} like 'pending:%'`,
        lt(quotaLedger.createdAt, sql`now() - make_interval(mins => ${STALE_RESERVATION_MINUTES})`),
      ),
    );
    if ((await remainingQuestions(tx, owner)) <= 0) throw ApiError.said(402, "noQuestionsLeft");
    const ref = `${PENDING_PREFIX}${randomUUID()}`;
    await recordQuota(tx, owner, -1, "answer", ref);
    return ref;
  });
}

async function releaseReservation(db: Db, ref: string): Promise<void> {
  await db.delete(quotaLedger).where(eq(quotaLedger.ref, ref));
}

export interface AskContext {
  /** The app's UI language (from Accept-Language): romanised questions are answered in it. */
  uiLanguage: GuruLanguage;
  /** The crisis and emergency lines given when the asker may be in danger. */
  helpLines: HelpLine[];
  /** Counts the message against the sender's limits; throws (429) when over one. Never called for a safety reply. */
  checkLimits: () => Promise<void>;
  now?: Date;
}

export async function askGuru(
  db: Db,
  guru: Guru,
  owner: QuotaOwner,
  question: string,
  { uiLanguage, helpLines, checkLimits, now = new Date() }: AskContext,
): Promise<ChatAnswer> {
  const chart = await latestChartOf(db, owner);
  if (!chart) throw ApiError.said(409, "noChart");
  const history = await recentTurns(db, owner);
  const understanding = understand(question, history, uiLanguage);
  const danger =
    understanding.intent === "crisis" || understanding.intent === "emergency" ? understanding.intent : null;
  if (!danger) await checkLimits();
  const match = understanding.aboutMatch ? await latestMatchOf(db, owner) : null;
  let reservation: string | null = null;
  // Today's tithi or rahu kaal asked alone is answered free, as the Today page shows it: no question is held for it.
  const freeAlmanac = todayQuestionOf(question, understanding.intent) === "facts";
  if (understanding.replyKind === "reading" && !freeAlmanac) reservation = await reserveQuestion(db, owner);
  else await db.transaction((tx) => ensureMayAsk(tx, owner));
  try {
    const input: GuruQuestion = {
      question,
      name: chart.name,
      gender: chart.gender,
      chart: chart.data,
      now,
      history,
      uiLanguage,
      match: match && {
        askerName: match.asker.name,
        askerRole: match.asker.role,
        partnerName: match.partner.name,
        result: match.result,
      },
    };
    const answer: GuruAnswer = danger
      ? safetyAnswer(danger, understanding.answerLanguage, helpLines, question)
      : await guru(input);
    // The guru decides the kind: it may find a reading in a question the understanding could not place.
    if (answer.kind === "reading" && reservation === null) reservation = await reserveQuestion(db, owner);
    const charge = answer.kind === "reading" ? reservation : null;
    await db.transaction(async (tx) => {
      const [message] = await tx
        .insert(chatMessages)
        .values({
          ...ownerColumns(owner),
          query: question,
          responseHtml: answer.html,
          suggestions: answer.suggestions,
          provider: answer.provider,
        })
        .returning({ id: chatMessages.id });
      if (!message) throw new Error("insert into chat_messages returned no row");
      if (charge) {
        await tx
          .update(quotaLedger)
          .set({ ref: chargeRef(message.id) })
          .where(eq(quotaLedger.ref, charge));
      } else {
        if (reservation) await tx.delete(quotaLedger).where(eq(quotaLedger.ref, reservation));
        await keepFreeRepliesWithinBound(tx, owner);
      }
    });
    return {
      html: answer.html,
      suggestions: answer.suggestions,
      kind: answer.kind,
      availableQueryCount: await remainingQuestions(db, owner),
    };
  } catch (err) {
    if (reservation) await releaseReservation(db, reservation);
    if (err instanceof ApiError) throw err;
    throw new GuruFailed(err);
  }
}

/** The answer could not be produced or stored; the question was not charged. Answered as 503. */
export class GuruFailed extends ApiError {
  constructor(readonly reason: unknown) {
    super(503, serverMessages.guruFailed, {}, undefined, "guruFailed");
  }
}
