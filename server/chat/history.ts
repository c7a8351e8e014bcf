// The owner's questions and the guru's answers, oldest first: all of them in the shape the client reads, and the
// last few as the conversation the guru reads before answering.
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { chatMessages } from "../db/schema";
import type { GuruTurn } from "../guru/contract";
import type { QuotaOwner } from "../quota/ledger";

/** How many earlier turns the guru reads. */
export const CONVERSATION_TURNS = 6;

export interface HistoryEntry {
  query: string;
  response: { text: { value: string } }[];
  suggestions: string[];
  created_at: string;
}

function ownedMessages(owner: QuotaOwner) {
  return "userId" in owner
    ? eq(chatMessages.userId, owner.userId)
    : and(eq(chatMessages.sessionId, owner.sessionId), isNull(chatMessages.userId));
}

export async function queryHistory(db: Db, owner: QuotaOwner): Promise<HistoryEntry[]> {
  const where = ownedMessages(owner);
  const rows = await db.select().from(chatMessages).where(where).orderBy(asc(chatMessages.id));
  return rows.map((r) => ({
    query: r.query,
    response: [{ text: { value: r.responseHtml } }],
    suggestions: r.suggestions,
    created_at: r.createdAt.toISOString(),
  }));
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
