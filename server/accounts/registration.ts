// POST /api/register: creates the account, moves a guest's chart, chats and questions to it (modal mode,
// with session_id), credits the registration question, applies a coupon, and mails a verification link.
// Everything of one registration happens in one transaction: it all happens, or nothing does.
import { eq } from "drizzle-orm";
import { blankToUndefined } from "../../contract/account-fields";
import { type RegisterInput, registerRequest } from "../../contract/accounts";
import { PASSWORD_MISMATCH } from "../../contract/rules";
import type { GuruProfile } from "../../contract/user";
import type { Language } from "../../machines/lib/language";
import { createEmailToken } from "../auth/email-tokens";
import { hashPassword } from "../auth/passwords";
import { createUserChart } from "../charts/service";
import { hasRedeemedCoupon, redeemCoupon } from "../commerce/coupons";
import { users } from "../db/schema";
import { type FieldErrors, ValidationError } from "../http/errors";
import { fieldErrorsOf, malformedTextFields } from "../http/validation";
import { sendInBackground } from "../mail/mailer";
import { verificationMail } from "../mail/templates";
import { cityById } from "../places/gazetteer";
import { recordQuota } from "../quota/ledger";
import { type AccountContext, appLink } from "./context";
import { claimGuestSession } from "./guest-claim";
import { guruProfileOf, pickGuruId } from "./gurus";

export const EMAIL_TAKEN = "The email has already been taken.";
export const REGISTERED = "User created successfully! Please check your e-mail to verify your address.";

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
export async function validateRegistration(ctx: AccountContext, raw: Record<string, unknown>): Promise<RegisterInput> {
  const parsed = registerRequest.safeParse(raw);
  const malformed = malformedTextFields(raw);
  let errors = merge(merge(parsed.success ? {} : fieldErrorsOf(parsed.error), crossFieldErrors(raw)), malformed);
  // Malformed text never reaches a query.
  if (parsed.success && Object.keys(malformed).length === 0 && (await emailTaken(ctx, parsed.data.email)))
    errors = merge(errors, { email: [EMAIL_TAKEN] });
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
  userId: number;
  guruProfile: GuruProfile | null;
}

/** `language`: the mail's (the language the app was used in). */
export async function registerAccount(
  ctx: AccountContext,
  input: RegisterInput,
  language: Language = "en",
): Promise<Registration> {
  const passwordHash = await hashPassword(input.password);
  // A picked suggestion is kept as the gazetteer names it, not as the suggestion read in the reader's language
  // ("पोखरा, नेपाल"): /profile writes it in whichever language is chosen later.
  const picked = input.place_id ? cityById(input.place_id) : null;
  let verifyToken = "";
  let registration: Registration;
  try {
    registration = await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name ?? "",
          email: input.email,
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
      verifyToken = await createEmailToken(tx, userId, "verify", ctx.config.VERIFY_TOKEN_TTL_HOURS * 60);
      return { userId, guruProfile: await guruProfileOf(tx, guruId) };
    });
  } catch (err) {
    // Two registrations of one address at the same moment: the unique index decides, the loser gets the 422.
    if (isUniqueViolation(err)) throw new ValidationError({ email: [EMAIL_TAKEN] });
    throw err;
  }

  const [user] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, registration.userId));
  const link = appLink(ctx.config, "/verification", { token: verifyToken });
  void sendInBackground(
    ctx.mailer,
    ctx.log,
    verificationMail(input.email, user?.name ?? "", link, ctx.config.VERIFY_TOKEN_TTL_HOURS, language),
  );
  return registration;
}
