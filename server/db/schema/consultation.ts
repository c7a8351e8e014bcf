// The consultation itself: birth charts, the questions asked and the guru's answers, and the question catalogue.
import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { guestSessions, users } from "./identity";

/** One computed birth chart; belongs to a user or to a guest session. */
export const charts = pgTable(
  "charts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id").references(() => guestSessions.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    gender: text("gender").notNull(),
    birthDate: text("birth_date").notNull(),
    birthTime: text("birth_time").notNull(),
    birthPlace: text("birth_place").notNull(),
    country: text("country").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    timezone: text("timezone").notNull(),
    birthUtc: timestamp("birth_utc", { withTimezone: true }).notNull(),
    category: jsonb("category").$type<string[]>().notNull().default([]),
    horoscopeSign: text("horoscope_sign").notNull(),
    interpretation: text("interpretation").notNull(),
    astroData: jsonb("astro_data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("charts_user").on(t.userId), index("charts_session").on(t.sessionId)],
);

/** A question and the guru's answer, oldest first per owner. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id").references(() => guestSessions.id, { onDelete: "cascade" }),
    query: text("query").notNull(),
    responseHtml: text("response_html").notNull(),
    suggestions: jsonb("suggestions").$type<string[]>().notNull().default([]),
    provider: text("provider").notNull().default("builtin"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_messages_user").on(t.userId, t.id), index("chat_messages_session").on(t.sessionId, t.id)],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("categories_name_unique").on(t.name)],
);

export const categoryQuestions = pgTable(
  "category_questions",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("category_questions_unique").on(t.categoryId, t.question)],
);
