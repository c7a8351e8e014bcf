/** Anonymous guest sessions: an unguessable id (32 random bytes, base64url) and an assigned guru. */
import { randomBytes } from "node:crypto";
import { pickGuruId } from "../accounts/gurus";
import { guestSessions } from "../db/schema";
import type { Queryable } from "../quota/ledger";

export function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

export async function createGuestSession(db: Queryable): Promise<{ id: string; guruId: number | null }> {
  const id = newSessionId();
  const guruId = await pickGuruId(db);
  await db.insert(guestSessions).values({ id, guruId });
  return { id, guruId };
}
