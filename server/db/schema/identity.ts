// Who people are: gurus, registered users, anonymous guest sessions, and the tokens that prove identity.
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const guruProfiles = pgTable("guru_profiles", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  expertise: text("expertise").notNull(),
  profileDescription: text("profile_description").notNull(),
  imageUrl: text("image_url").notNull(),
  active: boolean("active").notNull().default(true),
});

export const users = pgTable(
  "users",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    // Stored lower-cased; uniqueness is therefore case-insensitive.
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    gender: text("gender"),
    contact: text("contact"),
    birthDate: text("birth_date"),
    birthTime: text("birth_time"),
    birthPlace: text("birth_place"),
    country: text("country"),
    guruId: integer("guru_id").references(() => guruProfiles.id),
    isParent: boolean("is_parent").notNull().default(false),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email)],
);

/** A visitor who generated a chart without an account; `id` is the unguessable session_id. */
export const guestSessions = pgTable("guest_sessions", {
  id: text("id").primaryKey(),
  guruId: integer("guru_id").references(() => guruProfiles.id),
  // Set when the guest registers in modal mode and its chart, chats and quota move to the account.
  claimedByUserId: bigint("claimed_by_user_id", { mode: "number" }).references(() => users.id, {
    onDelete: "set null",
  }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Opaque refresh tokens, stored hashed, rotated on use; a family shares one login. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: text("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("refresh_tokens_hash_unique").on(t.tokenHash), index("refresh_tokens_family").on(t.familyId)],
);

/** Single-use mailed tokens: e-mail verification and password reset. */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify", "reset"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("email_tokens_hash_unique").on(t.tokenHash)],
);

/** Fixed-window counters shared by every server instance on the same database. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull().default(0),
});
