// Asking the guru, with the quota rule "charge exactly one question per answered question, and only when the
// answer succeeded". The question is reserved first (a -1 ledger row with a pending ref, written under the owner's
// row lock, so concurrent questions cannot spend the same credit); the answer is then produced outside any
// transaction (an LLM may take seconds and PGlite has one connection); finally the answer is stored and the
// reservation becomes the charge. If answering fails the reservation is deleted: nothing is charged.
import { randomUUID } from "node:crypto";
import { and, eq, like, lt, sql } from "drizzle-orm";
import { lockOwner } from "../commerce/owner-lock";
import type { Db } from "../db/client";
import { chatMessages, quotaLedger } from "../db/schema";
import type { Guru } from "../guru/guru";
import { ApiError } from "../http/errors";
import { type QuotaOwner, recordQuota, remainingQuestions } from "../quota/ledger";
import { ownerMessages } from "./owner";
import { latestChartOf } from "./owner-chart";

export const askMessages = {
  noChart: "Please generate your kundali first: the guru answers from your birth chart.",
  noQuestionsLeft: "You have no remaining questions. Buy a question pack or apply a coupon to ask more.",
  guruFailed: "The guru could not answer right now. You have not been charged; please try again.",
  ownerGone: "Please log in to continue.",
} as const;

/** A reservation older than this belongs to a request that died mid-answer; it is released. */
const STALE_RESERVATION_MINUTES = 10;
const PENDING_PREFIX = "pending:";

export interface ChatAnswer {
  html: string;
  suggestions: string[];
  availableQueryCount: number;
}

function ownerColumns(owner: QuotaOwner) {
  return {
    userId: "userId" in owner ? owner.userId : null,
    sessionId: "sessionId" in owner ? owner.sessionId : null,
  };
}

function ownedBy(owner: QuotaOwner) {
  return "userId" in owner ? eq(quotaLedger.userId, owner.userId) : eq(quotaLedger.sessionId, owner.sessionId);
}

/** Takes one question from the owner's quota as a pending reservation; 402 when none remain. */
async function reserveQuestion(db: Db, owner: QuotaOwner): Promise<string> {
  return db.transaction(async (tx) => {
    const state = await lockOwner(tx, owner);
    if (!state.exists) throw new ApiError(401, askMessages.ownerGone);
    if (state.claimedByUserId !== null) throw new ApiError(403, ownerMessages.sessionClaimed);
    await tx
      .delete(quotaLedger)
      .where(
        and(
          ownedBy(owner),
          like(quotaLedger.ref, `${PENDING_PREFIX}%`),
          lt(quotaLedger.createdAt, sql`now() - make_interval(mins => ${STALE_RESERVATION_MINUTES})`),
        ),
      );
    if ((await remainingQuestions(tx, owner)) <= 0) throw new ApiError(402, askMessages.noQuestionsLeft);
    const ref = `${PENDING_PREFIX}${randomUUID()}`;
    await recordQuota(tx, owner, -1, "answer", ref);
    return ref;
  });
}

async function releaseReservation(db: Db, ref: string): Promise<void> {
  await db.delete(quotaLedger).where(eq(quotaLedger.ref, ref));
}

export async function askGuru(
  db: Db,
  guru: Guru,
  owner: QuotaOwner,
  question: string,
  now: Date = new Date(),
): Promise<ChatAnswer> {
  const chart = await latestChartOf(db, owner);
  if (!chart) throw new ApiError(409, askMessages.noChart);
  const reservation = await reserveQuestion(db, owner);
  try {
    const answer = await guru({ question, name: chart.name, chart: chart.data, now });
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
      await tx
        .update(quotaLedger)
        .set({ ref: `chat_message:${message.id}` })
        .where(eq(quotaLedger.ref, reservation));
    });
    return {
      html: answer.html,
      suggestions: answer.suggestions,
      availableQueryCount: await remainingQuestions(db, owner),
    };
  } catch (err) {
    await releaseReservation(db, reservation);
    if (err instanceof ApiError) throw err;
    throw new GuruFailed(err);
  }
}

/** The answer could not be produced or stored; the question was not charged. Answered as 503. */
export class GuruFailed extends ApiError {
  constructor(readonly reason: unknown) {
    super(503, askMessages.guruFailed);
  }
}
