// Kundali matches: the asker's chart weighed against a partner's (Ashtakoot). A match belongs to a user or to a
// guest session like a chart, moves with the session when the guest registers, and goes with the account.
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { charts } from "./consultation";
import { guestSessions, users } from "./identity";

export const matches = pgTable(
  "matches",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id").references(() => guestSessions.id, { onDelete: "cascade" }),
    /** The asker's chart the match was made from (kept when a newer chart is made; gone with the chart). */
    chartId: bigint("chart_id", { mode: "number" }).references(() => charts.id, { onDelete: "cascade" }),
    partnerName: text("partner_name").notNull(),
    partnerGender: text("partner_gender").notNull(),
    partnerBirthDate: text("partner_birth_date").notNull(),
    partnerBirthTime: text("partner_birth_time").notNull(),
    /** "City, Country" as resolved from the gazetteer. */
    partnerBirthPlace: text("partner_birth_place").notNull(),
    /** The partner's ChartData (server/astro/types.ts). */
    partnerChart: jsonb("partner_chart").notNull(),
    /** The Ashtakoot result (server/jyotish/matching/types.ts), language-neutral; words are added when read. */
    result: jsonb("result").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("matches_user").on(t.userId, t.id), index("matches_session").on(t.sessionId, t.id)],
);
