// The owner's questions and the guru's answers, oldest first, in the shape the client reads.
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { chatMessages } from "../db/schema";
import type { QuotaOwner } from "../quota/ledger";

export interface HistoryEntry {
  query: string;
  response: { text: { value: string } }[];
  suggestions: string[];
  created_at: string;
}

export async function queryHistory(db: Db, owner: QuotaOwner): Promise<HistoryEntry[]> {
  const where =
    "userId" in owner
      ? eq(chatMessages.userId, owner.userId)
      : and(eq(chatMessages.sessionId, owner.sessionId), isNull(chatMessages.userId));
  const rows = await db.select().from(chatMessages).where(where).orderBy(asc(chatMessages.id));
  return rows.map((r) => ({
    query: r.query,
    response: [{ text: { value: r.responseHtml } }],
    suggestions: r.suggestions,
    created_at: r.createdAt.toISOString(),
  }));
}
