// The operator's commands behind `npm run admin -- ...`: coupons, question packs and granting questions.
// Pure functions of (database, arguments) that return the text to print, so tests run them directly.
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { recordQuota, remainingQuestions } from "../quota/ledger";
import { createCoupon, listCoupons } from "./coupons";
import { createPack, listAllPacks, type PackChanges, type QuestionPack, updatePack } from "./packs";

export const ADMIN_HELP = `Usage: npm run admin -- <command> [options]

Commands:
  create-coupon --code CODE --questions N [--max-redemptions N] [--expires YYYY-MM-DD]
      Create a coupon worth N questions. Codes are case-insensitive (stored upper-case), at least 3 characters.
      Without --max-redemptions any number of accounts may use it (each once); --expires ends it at 00:00 UTC.
  list-coupons
      Every coupon with its questions, limits, expiry and how often it was redeemed.
  list-packs
      Every question pack (on sale or not) with its price.
  create-pack --sku SKU --queries N --title TEXT --description TEXT --price 0.99 [--currency USD]
      Create a pack; the SKU must match the product id in the Google Play Console.
  update-pack --sku SKU [--queries N] [--title TEXT] [--description TEXT] [--price 0.99] [--currency USD]
              [--active true|false] [--sort N]
      Change a pack; --active false takes it off sale without deleting it.
  grant --email ADDRESS --questions N
      Give a registered user N more questions.
  mails [--last N]
      The last N mails (5 by default) of the file outbox (no SMTP_URL), each with its link: to follow a
      verification or password-reset link on a development machine.
  --help
      This text.

The database is the server's: DATABASE_URL when set, else the embedded one in DATA_DIR/db. On the embedded
database while the server runs, the server runs the command (over DATA_DIR/operator.sock); no need to stop it.`;

/** A mistake in the command line: printed with a hint, exit code 2. */
export class UsageError extends Error {}

const OPTIONS = {
  code: { type: "string" },
  questions: { type: "string" },
  "max-redemptions": { type: "string" },
  expires: { type: "string" },
  sku: { type: "string" },
  queries: { type: "string" },
  title: { type: "string" },
  description: { type: "string" },
  price: { type: "string" },
  currency: { type: "string" },
  active: { type: "string" },
  sort: { type: "string" },
  email: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

function positiveInt(value: string | undefined, name: string): number {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n < 1)
    throw new UsageError(`--${name} must be a whole number of at least 1.`);
  return n;
}

function required(value: string | undefined, name: string): string {
  if (value === undefined || value.trim() === "") throw new UsageError(`--${name} is required.`);
  return value.trim();
}

function priceMicros(value: string): number {
  if (!/^\d+(\.\d{1,6})?$/.test(value)) throw new UsageError("--price must be an amount such as 0.99.");
  const [whole = "0", fraction = ""] = value.split(".");
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, "0"));
}

function currency(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^[A-Za-z]{3}$/.test(value)) throw new UsageError("--currency must be a 3-letter code such as USD or NPR.");
  return value.toUpperCase();
}

function formatPack(p: QuestionPack): string {
  const price = `${(p.priceMicros / 1_000_000).toFixed(2)} ${p.currency}`;
  const title = p.listings["en-US"]?.title ?? p.listings["en-GB"]?.title ?? "";
  return `${p.sku}\t${p.queries} questions\t${price}\t${p.active ? "on sale" : "off sale"}\t${title}`;
}

/** `mails [--last N]`: how many of the outbox's last mails to print. */
export function mailsToShow(argv: string[]): number {
  let values: { last?: string | undefined };
  try {
    ({ values } = parseArgs({ args: argv.slice(1), options: { last: { type: "string" } }, strict: true }));
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  return values.last === undefined ? 5 : positiveInt(values.last, "last");
}

export async function runAdminCommand(db: Db, argv: string[]): Promise<string> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const { values: o, positionals } = parsed;
  const command = positionals[0];
  if (o.help || command === undefined || command === "help") return ADMIN_HELP;
  if (positionals.length > 1) throw new UsageError(`Unexpected argument "${positionals[1]}".`);

  switch (command) {
    case "create-coupon": {
      let expiresAt: Date | null = null;
      if (o.expires !== undefined) {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(o.expires) || Number.isNaN(Date.parse(`${o.expires}T00:00:00Z`))) {
          throw new UsageError("--expires must be a date such as 2026-12-31.");
        }
        expiresAt = new Date(`${o.expires}T00:00:00Z`);
      }
      const coupon = await createCoupon(db, {
        code: required(o.code, "code"),
        questions: positiveInt(o.questions, "questions"),
        maxRedemptions:
          o["max-redemptions"] === undefined ? null : positiveInt(o["max-redemptions"], "max-redemptions"),
        expiresAt,
      }).catch((err: unknown) => {
        throw new UsageError(err instanceof Error ? err.message : String(err));
      });
      return `Created coupon ${coupon.code}: ${coupon.questions} questions${coupon.maxRedemptions ? `, up to ${coupon.maxRedemptions} redemptions` : ""}${coupon.expiresAt ? `, expires ${coupon.expiresAt.toISOString().slice(0, 10)}` : ""}.`;
    }
    case "list-coupons": {
      const coupons = await listCoupons(db);
      if (coupons.length === 0) return "No coupons yet.";
      return coupons
        .map(
          (c) =>
            `${c.code}\t${c.questions} questions\t${c.redemptions}/${c.maxRedemptions ?? "unlimited"} redeemed\t${c.expiresAt ? `expires ${c.expiresAt.toISOString().slice(0, 10)}` : "no expiry"}`,
        )
        .join("\n");
    }
    case "list-packs":
      return (await listAllPacks(db)).map(formatPack).join("\n");
    case "create-pack": {
      const pack = await createPack(db, {
        sku: required(o.sku, "sku"),
        queries: positiveInt(o.queries, "queries"),
        title: required(o.title, "title"),
        description: required(o.description, "description"),
        priceMicros: priceMicros(required(o.price, "price")),
        currency: currency(o.currency) ?? "USD",
      }).catch((err: unknown) => {
        throw new UsageError(err instanceof Error ? err.message : String(err));
      });
      return `Created ${formatPack(pack)}`;
    }
    case "update-pack": {
      const changes: PackChanges = {};
      if (o.queries !== undefined) changes.queries = positiveInt(o.queries, "queries");
      if (o.title !== undefined) changes.title = required(o.title, "title");
      if (o.description !== undefined) changes.description = required(o.description, "description");
      if (o.price !== undefined) changes.priceMicros = priceMicros(o.price);
      if (o.currency !== undefined) changes.currency = currency(o.currency);
      if (o.active !== undefined) {
        if (o.active !== "true" && o.active !== "false") throw new UsageError("--active must be true or false.");
        changes.active = o.active === "true";
      }
      if (o.sort !== undefined) {
        const sort = Number(o.sort);
        if (!Number.isInteger(sort)) throw new UsageError("--sort must be a whole number.");
        changes.sortOrder = sort;
      }
      if (Object.keys(changes).length === 0) throw new UsageError("Nothing to change: give at least one option.");
      const pack = await updatePack(db, required(o.sku, "sku"), changes).catch((err: unknown) => {
        throw new UsageError(err instanceof Error ? err.message : String(err));
      });
      return `Updated ${formatPack(pack)}`;
    }
    case "grant": {
      const email = required(o.email, "email").toLowerCase();
      const questions = positiveInt(o.questions, "questions");
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) throw new UsageError(`No registered user has the e-mail ${email}.`);
      await recordQuota(db, { userId: user.id }, questions, "grant", `admin:${new Date().toISOString()}`);
      return `Granted ${questions} questions to ${email}; they now have ${await remainingQuestions(db, { userId: user.id })}.`;
    }
    default:
      throw new UsageError(`Unknown command "${command}". Run npm run admin -- --help.`);
  }
}
