// The owner's questions and the guru's answers, oldest first: a page of them in the shape the client reads, and the
// last few as the conversation the guru reads before answering. Free replies (greetings, off-topic, help) are kept
// within a bound per owner; charged readings are kept.
import { and, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { chatMessages, quotaLedger } from "../db/schema";
import type { GuruTurn } from "../guru/contract";
import type { Queryable, QuotaOwner } from "../quota/ledger";

/** How many earlier turns the guru reads. */
export const CONVERSATION_TURNS = 6;
/** Entries per page of GET /api/query-history: the newest first page is what the chat shows. */
export const HISTORY_PAGE_SIZE = 50;
/** Free replies kept per owner: older ones are deleted as new ones are stored. Charged readings are always kept. */
export const FREE_REPLIES_KEPT = 20;

/** The ledger ref of the charge for a delivered reading: a message with one was charged, any other was free. */
const CHARGE_REF_PREFIX = "chat_message:";
export const chargeRef = (messageId: number) => `${CHARGE_REF_PREFIX}${messageId}`;

export interface HistoryEntry {
  query: string;
  response: { text: { value: string } }[];
  suggestions: string[];
  created_at: string;
}

export interface HistoryPage {
  query_history: HistoryEntry[];
  /** Present when older entries exist: sent back as `before`, it names the page before this one. */
  next_before?: string;
}

function ownedMessages(owner: QuotaOwner) {
  return "userId" in owner
    ? eq(chatMessages.userId, owner.userId)
    : and(eq(chatMessages.sessionId, owner.sessionId), isNull(chatMessages.userId));
}

/** The newest page of the owner's history (or the page before the entry `before` names), oldest first. */
export async function queryHistory(db: Db, owner: QuotaOwner, before?: number): Promise<HistoryPage> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(ownedMessages(owner), before === undefined ? undefined : lt(chatMessages.id, before)))
    .orderBy(desc(chatMessages.id))
    .limit(HISTORY_PAGE_SIZE + 1);
  const page = rows.slice(0, HISTORY_PAGE_SIZE).reverse();
  const entries = page.map((r) => ({
    query: r.query,
    response: [{ text: { value: r.responseHtml } }],
    suggestions: r.suggestions,
    created_at: r.createdAt.toISOString(),
  }));
  const oldest = page[0];
  return rows.length > HISTORY_PAGE_SIZE && oldest
    ? { query_history: entries, next_before: String(oldest.id) }
    : { query_history: entries };
}

/** Deletes the owner's free replies beyond the newest FREE_REPLIES_KEPT. */
export async function keepFreeRepliesWithinBound(db: Queryable, owner: QuotaOwner): Promise<void> {
  const beyondBound = db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        ownedMessages(owner),
        sql`not exists (select 1 from ${quotaLedger} where ${quotaLedger.ref} = ${CHARGE_REF_PREFIX}::text || ${chatMessages.id})`,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .offset(FREE_REPLIES_KEPT);
  await db.delete(chatMessages).where(inArray(chatMessages.id, beyondBound));
}

/** The owner's last turns, oldest first, as the guru reads them. */
export async function recentTurns(db: Db, owner: QuotaOwner, count = CONVERSATION_TURNS): Promise<GuruTurn[]> {
  const rows = await db
    .select({ query: chatMessages.query, responseHtml: chatMessages.responseHtml, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(ownedMessages(owner))
    .orderBy(desc(chatMessages.id))
    .limit(count);
  return rows.reverse().map((r) => ({ question: r.query, answerHtml: r.responseHtml, at: r.createdAt.toISOString() }));
}
