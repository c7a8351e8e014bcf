// POST /api/register: creates the account, moves a guest's chart, chats and questions to it (modal mode,
// with session_id), credits the registration question, applies a coupon, and mails a verification link.
// Everything of one registration happens in one transaction: it all happens, or nothing does.
//
// An address that has an account already gets the same answer as a free one, so registration does not tell who has
// an account: the registration is rehearsed in full under a placeholder address (the same checks, the same work, the
// same guru chosen) and rolled back, and the owner gets a mail saying someone tried to register with their address.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { blankToUndefined } from "../../contract/account-fields";
import { type RegisterInput, registerRequest } from "../../contract/accounts";
import type { Language } from "../../contract/language";
import { PASSWORD_MISMATCH } from "../../contract/rules";
import type { GuruProfile } from "../../contract/user";
import { createEmailToken } from "../auth/email-tokens";
import { hashPassword } from "../auth/passwords";
import { runInBackground } from "../background";
import { createUserChart } from "../charts/service";
import { hasRedeemedCoupon, redeemCoupon } from "../commerce/coupons";
import { users } from "../db/schema";
import { type FieldErrors, ValidationError } from "../http/errors";
import { fieldErrorsOf, malformedTextFields } from "../http/validation";
import { sendInBackground } from "../mail/mailer";
import { accountExistsMail, verificationMail } from "../mail/templates";
import { cityById } from "../places/gazetteer";
import { type Queryable, recordQuota } from "../quota/ledger";
import { type AccountContext, appLink, withinMailCap } from "./context";
import { claimGuestSession } from "./guest-claim";
import { guruProfileOf, pickGuruId } from "./gurus";

const PAGE_MODE_REQUIRED: [keyof RegisterInput, string][] = [
  ["name", "The name field is required"],
  ["birth_date", "The birth date is required"],
  ["birth_time", "The birth time is required"],
  ["birth_place", "The birth place is required"],
];

/** Rules across fields, checked on the raw body so they are reported together with the format errors. */
function crossFieldErrors(raw: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const pageMode = blankToUndefined(raw.session_id) === undefined;
  if (pageMode) {
    for (const [field, message] of PAGE_MODE_REQUIRED)
      if (blankToUndefined(raw[field]) === undefined) errors[field] = [message];
  }
  const { password, password_confirmation } = raw;
  if (typeof password === "string" && typeof password_confirmation === "string" && password !== password_confirmation) {
    errors.password_confirmation = [PASSWORD_MISMATCH];
  }
  return errors;
}

function merge(a: FieldErrors, b: FieldErrors): FieldErrors {
  const out: FieldErrors = { ...a };
  for (const [field, messages] of Object.entries(b)) out[field] = [...new Set([...(out[field] ?? []), ...messages])];
  return out;
}

async function emailTaken(ctx: AccountContext, address: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, address));
  return row !== undefined;
}

/** Validates the whole body at once, answering every field's problems together (422). */
export function validateRegistration(raw: Record<string, unknown>): RegisterInput {
  const parsed = registerRequest.safeParse(raw);
  const errors = merge(
    merge(parsed.success ? {} : fieldErrorsOf(parsed.error), crossFieldErrors(raw)),
    malformedTextFields(raw),
  );
  if (!parsed.success || Object.keys(errors).length > 0) throw new ValidationError(errors);
  return parsed.data;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error || (typeof e === "object" && e !== null); ) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
    if (e === undefined) break;
  }
  return false;
}

export interface Registration {
  guruProfile: GuruProfile | null;
}

/** Thrown at the end of a rehearsed registration so its transaction rolls back; carries what the answer shows. */
class Rehearsed extends Error {
  constructor(readonly guruProfile: GuruProfile | null) {
    super("registration rehearsed and rolled back");
  }
}

/**
 * Registers `input`, or, when its address has an account, rehearses the registration and mails that account's
 * owner instead; both answer alike. `language`: the mails' (the language the app was used in).
 */
export async function registerAccount(
  ctx: AccountContext,
  input: RegisterInput,
  language: Language = "en",
): Promise<Registration> {
  const passwordHash = await hashPassword(input.password);
  const taken = await emailTaken(ctx, input.email);
  let created: { userId: number; guruProfile: GuruProfile | null; verifyToken: string };
  try {
    created = await ctx.db.transaction(async (tx) => {
      // A placeholder address never collides with a real one (.invalid is reserved) and is never kept.
      const address = taken ? `rehearsal-${randomUUID()}@registration.invalid` : input.email;
      const account = await createAccount(ctx, tx, input, address, passwordHash);
      if (taken) throw new Rehearsed(account.guruProfile);
      return account;
    });
  } catch (err) {
    if (err instanceof Rehearsed) {
      mailExistingOwner(ctx, input.email, language);
      return { guruProfile: err.guruProfile };
    }
    // Two registrations of one address at the same moment: the unique index decides; the other is answered as
    // for any address that has an account.
    if (isUniqueViolation(err)) {
      mailExistingOwner(ctx, input.email, language);
      return { guruProfile: await guruProfileOf(ctx.db, await pickGuruId(ctx.db)) };
    }
    throw err;
  }

  const link = appLink(ctx.config, "/verification", { token: created.verifyToken });
  const [user] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, created.userId));
  void sendInBackground(
    ctx.mailer,
    ctx.log,
    verificationMail(input.email, user?.name ?? "", link, ctx.config.VERIFY_TOKEN_TTL_HOURS, language),
  );
  return { guruProfile: created.guruProfile };
}

/** Tells the owner of `address` that someone tried to register it; off the request path, within the mail cap. */
function mailExistingOwner(ctx: AccountContext, address: string, language: Language): void {
  void runInBackground(ctx.log, "Mailing an account's owner about a registration", async () => {
    const [owner] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.email, address));
    if (!owner || !(await withinMailCap(ctx, "account-exists-mail", address))) return;
    await ctx.mailer.send(accountExistsMail(address, owner.name, appLink(ctx.config, "/login", {}), language));
  });
}

/** The account's rows, in the caller's transaction: the user, its guru and chart, the question, the coupon. */
async function createAccount(
  ctx: AccountContext,
  tx: Queryable,
  input: RegisterInput,
  address: string,
  passwordHash: string,
): Promise<{ userId: number; guruProfile: GuruProfile | null; verifyToken: string }> {
  // A picked suggestion is kept as the gazetteer names it, not as the suggestion read in the reader's language
  // ("पोखरा, नेपाल"): /profile writes it in whichever language is chosen later.
  const picked = input.place_id ? cityById(input.place_id) : null;
  const [user] = await tx
    .insert(users)
    .values({
      name: input.name ?? "",
      email: address,
      passwordHash,
      gender: input.gender ?? null,
      contact: input.contact ?? null,
      birthDate: input.birth_date ?? null,
      birthTime: input.birth_time ?? null,
      birthPlace: picked?.name ?? input.birth_place ?? null,
      country: picked?.country_name ?? input.country ?? null,
      isParent: input.is_parent ?? false,
    })
    .returning({ id: users.id });
  if (!user) throw new Error("insert into users returned no row");
  const userId = user.id;

  let guruId: number | null;
  if (input.session_id) {
    const guest = await claimGuestSession(tx, input.session_id, userId);
    guruId = guest.guruId ?? (await pickGuruId(tx));
    const chart = guest.chart;
    const name = chart?.name ?? input.name;
    if (!name) throw new ValidationError({ name: ["The name field is required"] });
    await tx
      .update(users)
      .set({
        name,
        guruId,
        gender: input.gender ?? (chart?.gender === "others" ? "other" : (chart?.gender ?? null)),
        birthDate: chart?.birthDate ?? input.birth_date ?? null,
        birthTime: chart?.birthTime ?? input.birth_time ?? null,
        birthPlace: chart?.birthPlace ?? picked?.name ?? input.birth_place ?? null,
        country: chart?.country ?? picked?.country_name ?? input.country ?? null,
      })
      .where(eq(users.id, userId));
  } else {
    guruId = await pickGuruId(tx);
    await tx.update(users).set({ guruId }).where(eq(users.id, userId));
    // Page mode always carries birth details (required above): the account starts with its chart.
    await createUserChart(tx, userId, {
      name: input.name ?? "",
      gender: input.gender ?? "",
      birthDate: input.birth_date ?? "",
      birthTime: input.birth_time ?? "",
      birthPlace: input.birth_place ?? "",
      country: input.country ?? null,
      placeId: input.place_id ?? null,
    });
  }

  await recordQuota(tx, { userId }, 1, "registration");
  // In modal mode the guest may have applied this very coupon already; its redemption moved to the account
  // with the session, so the code is honoured, not refused as applied twice.
  if (input.coupon_code && !(await hasRedeemedCoupon(tx, { userId }, input.coupon_code))) {
    await redeemCoupon(tx, { userId }, input.coupon_code);
  }
  const verifyToken = await createEmailToken(tx, userId, "verify", ctx.config.VERIFY_TOKEN_TTL_HOURS * 60);
  return { userId, guruProfile: await guruProfileOf(tx, guruId), verifyToken };
}
