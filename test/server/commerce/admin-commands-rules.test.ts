// The operator's commands (server/commerce/admin-commands.ts) run directly on one shared database per engine, each
// test with its own codes, skus and e-mails: the text each prints, and each mistake with the hint it gives.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_HELP, runAdminCommand, UsageError } from "../../../server/commerce/admin-commands";
import { findActivePack } from "../../../server/commerce/packs";
import { coupons, questionPacks, quotaLedger } from "../../../server/db/schema";
import { dbKinds, useTestDatabase } from "../../support/databases";
import { insertUser } from "../../support/owner-rows";

describe.each(dbKinds)("admin commands on %s", (kind) => {
  const suite = useTestDatabase(kind);

  const admin = (...argv: string[]) => runAdminCommand(suite.database.db, argv);
  /** The usage mistake a command line is refused with. */
  const mistakeOf = async (...argv: string[]) => {
    const err = await admin(...argv).then(
      () => null,
      (e: unknown) => e,
    );
    if (!(err instanceof UsageError)) throw new Error(`expected a usage error, got ${String(err)}`);
    return err.message;
  };

  it("prints the help without a command, with help or --help, and for any command given --help", async () => {
    expect(ADMIN_HELP).toMatch(/^Usage: npm run admin -- <command> \[options\]\n/);
    for (const argv of [[], ["help"], ["--help"], ["-h"], ["create-coupon", "--help"]]) {
      expect(await admin(...argv)).toBe(ADMIN_HELP);
    }
  });

  it("refuses unknown options, extra arguments and unknown commands", async () => {
    expect(await mistakeOf("list-packs", "--bogus", "1")).toMatch(/'--bogus'/);
    expect(await mistakeOf("list-packs", "extra")).toBe('Unexpected argument "extra".');
    expect(await mistakeOf("frobnicate")).toBe('Unknown command "frobnicate". Run npm run admin -- --help.');
  });

  it("creates coupons, with an optional redemption limit and an expiry at 00:00 UTC", async () => {
    expect(await admin("create-coupon", "--code", " plain5 ", "--questions", "5")).toBe(
      "Created coupon PLAIN5: 5 questions.",
    );
    expect(
      await admin(
        "create-coupon",
        "--code",
        "LIMITED",
        "--questions",
        "2",
        "--max-redemptions",
        "10",
        "--expires",
        "2030-12-31",
      ),
    ).toBe("Created coupon LIMITED: 2 questions, up to 10 redemptions, expires 2030-12-31.");
    const [limited] = await suite.database.db.select().from(coupons).where(eq(coupons.code, "LIMITED"));
    expect(limited).toMatchObject({ questions: 2, maxRedemptions: 10, expiresAt: new Date("2030-12-31T00:00:00Z") });
    const [plain] = await suite.database.db.select().from(coupons).where(eq(coupons.code, "PLAIN5"));
    expect(plain).toMatchObject({ maxRedemptions: null, expiresAt: null });
  });

  it("refuses a coupon without a code or whole questions, with a bad limit or date, short or taken", async () => {
    const wholeNumber = (name: string) => `--${name} must be a whole number of at least 1.`;
    expect(await mistakeOf("create-coupon", "--questions", "1")).toBe("--code is required.");
    expect(await mistakeOf("create-coupon", "--code", "  ", "--questions", "1")).toBe("--code is required.");
    expect(await mistakeOf("create-coupon", "--code", "NOQ")).toBe(wholeNumber("questions"));
    for (const bad of ["0", "1.5", "abc", "-2"]) {
      expect(await mistakeOf("create-coupon", "--code", "BADQ", `--questions=${bad}`)).toBe(wholeNumber("questions"));
    }
    expect(await mistakeOf("create-coupon", "--code", "BADM", "--questions", "1", "--max-redemptions", "0")).toBe(
      wholeNumber("max-redemptions"),
    );
    for (const bad of ["2030-1-1", "31-12-2030", "2030-13-45", "2030-12-31x"]) {
      expect(await mistakeOf("create-coupon", "--code", "BADD", "--questions", "1", "--expires", bad)).toBe(
        "--expires must be a date such as 2026-12-31.",
      );
    }
    expect(await mistakeOf("create-coupon", "--code", "ab", "--questions", "1")).toBe(
      "The coupon code must be at least 3 characters.",
    );
    await admin("create-coupon", "--code", "TAKEN", "--questions", "1");
    expect(await mistakeOf("create-coupon", "--code", "taken", "--questions", "1")).toBe(
      'A coupon with code "TAKEN" already exists.',
    );
  });

  it("lists coupons with their questions, redemptions out of the limit and expiry, or says there are none", async () => {
    await suite.database.db
      .transaction(async (tx) => {
        await tx.delete(coupons);
        expect(await runAdminCommand(tx, ["list-coupons"])).toBe("No coupons yet.");
        await runAdminCommand(tx, ["create-coupon", "--code", "LISTA", "--questions", "3"]);
        await runAdminCommand(tx, [
          "create-coupon",
          ...["--code", "LISTB", "--questions", "1", "--max-redemptions", "4", "--expires", "2031-02-03"],
        ]);
        expect((await runAdminCommand(tx, ["list-coupons"])).split("\n")).toEqual([
          "LISTB\t1 questions\t0/4 redeemed\texpires 2031-02-03",
          "LISTA\t3 questions\t0/unlimited redeemed\tno expiry",
        ]);
        // Leaves the coupons of the other tests in place.
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error && err.message === "Rollback")) throw err;
      });
  });

  it("lists every pack with its questions, price, whether it is on sale and its title (en-US first)", async () => {
    await suite.database.db.insert(questionPacks).values([
      {
        sku: "zz-gb-only",
        queries: 4,
        listings: { "en-GB": { title: "Four", description: "" } },
        priceMicros: 1_500_000,
        currency: "NPR",
        sortOrder: 90,
      },
      { sku: "zz-untitled", queries: 1, listings: {}, priceMicros: 10_000, active: false, sortOrder: 91 },
      {
        sku: "zz-both",
        queries: 2,
        listings: { "en-GB": { title: "Colour", description: "" }, "en-US": { title: "Color", description: "" } },
        priceMicros: 2_000_000,
        sortOrder: 92,
      },
    ]);
    const lines = (await admin("list-packs")).split("\n");
    expect(lines).toContain("questions_3\t3 questions\t0.99 USD\ton sale\t3 Questions");
    expect(lines.filter((line) => line.startsWith("zz-"))).toEqual([
      "zz-gb-only\t4 questions\t1.50 NPR\ton sale\tFour",
      "zz-untitled\t1 questions\t0.01 USD\toff sale\t",
      "zz-both\t2 questions\t2.00 USD\ton sale\tColor",
    ]);
  });

  it("creates a pack, in USD unless a currency is given, the price to the millionth", async () => {
    const pack = ["--queries", "6", "--title", "Six", "--description", "Six questions"];
    expect(await admin("create-pack", "--sku", "six", ...pack, "--price", "1.5")).toBe(
      "Created six\t6 questions\t1.50 USD\ton sale\tSix",
    );
    expect(await admin("create-pack", "--sku", "six-npr", ...pack, "--price", "150", "--currency", "npr")).toBe(
      "Created six-npr\t6 questions\t150.00 NPR\ton sale\tSix",
    );
    await admin("create-pack", "--sku", "six-micro", ...pack, "--price", "0.000001");
    expect((await findActivePack(suite.database.db, "six-micro"))?.priceMicros).toBe(1);
    await admin("create-pack", "--sku", "six-exact", ...pack, "--price", "12.345678");
    expect((await findActivePack(suite.database.db, "six-exact"))?.priceMicros).toBe(12_345_678);
    expect((await findActivePack(suite.database.db, "six"))?.listings["en-GB"]).toEqual({
      title: "Six",
      description: "Six questions",
    });
    // Surrounding spaces from the shell are dropped.
    await admin(
      "create-pack",
      "--sku",
      " six-padded ",
      "--queries",
      "6",
      "--title",
      " Six ",
      "--description",
      " D ",
      "--price",
      "1",
    );
    expect((await findActivePack(suite.database.db, "six-padded"))?.listings["en-US"]).toEqual({
      title: "Six",
      description: "D",
    });
  });

  it("refuses a pack with a missing field, a bad price or currency, or a taken sku", async () => {
    const full = { sku: "bad-pack", queries: "2", title: "T", description: "D", price: "0.99" };
    const without = (name: keyof typeof full) =>
      Object.entries(full).flatMap(([key, value]) => (key === name ? [] : [`--${key}`, value]));
    for (const name of ["sku", "title", "description", "price"] as const) {
      expect(await mistakeOf("create-pack", ...without(name))).toBe(`--${name} is required.`);
    }
    expect(await mistakeOf("create-pack", ...without("queries"))).toBe(
      "--queries must be a whole number of at least 1.",
    );
    for (const bad of ["abc", "-1", "1.2345678", "1.", ".5", "1,5"]) {
      expect(await mistakeOf("create-pack", ...without("price"), `--price=${bad}`)).toBe(
        "--price must be an amount such as 0.99.",
      );
    }
    for (const bad of ["US", "USDX", "U$D"]) {
      expect(await mistakeOf("create-pack", ...without("sku"), "--sku", "bad-cur", "--currency", bad)).toBe(
        "--currency must be a 3-letter code such as USD or NPR.",
      );
    }
    await admin("create-pack", ...without("sku"), "--sku", "taken-pack");
    expect(await mistakeOf("create-pack", ...without("sku"), "--sku", "taken-pack")).toBe(
      'A pack with sku "taken-pack" already exists; use update-pack.',
    );
  });

  it("updates only the options given, and takes a pack off sale", async () => {
    await admin(
      "create-pack",
      "--sku",
      "upd",
      "--queries",
      "2",
      "--title",
      "Two",
      "--description",
      "D",
      "--price",
      "1",
    );
    expect(await admin("update-pack", "--sku", "upd", "--price", "2.25", "--currency", "inr")).toBe(
      "Updated upd\t2 questions\t2.25 INR\ton sale\tTwo",
    );
    expect(await admin("update-pack", "--sku", "upd", "--queries", "3", "--title", "Three", "--description", "E")).toBe(
      "Updated upd\t3 questions\t2.25 INR\ton sale\tThree",
    );
    expect(await admin("update-pack", "--sku", "upd", "--active", "false", "--sort=-4")).toBe(
      "Updated upd\t3 questions\t2.25 INR\toff sale\tThree",
    );
    const [row] = await suite.database.db.select().from(questionPacks).where(eq(questionPacks.sku, "upd"));
    expect(row).toMatchObject({ sortOrder: -4, active: false, priceMicros: 2_250_000 });
    expect(row?.listings["en-US"]).toEqual({ title: "Three", description: "E" });
    expect(await admin("update-pack", "--sku", "upd", "--active", "true")).toMatch(/\ton sale\t/);
  });

  it("refuses an update with nothing to change, bad values or an unknown sku", async () => {
    expect(await mistakeOf("update-pack", "--sku", "questions_3")).toBe("Nothing to change: give at least one option.");
    expect(await mistakeOf("update-pack", "--sku", "questions_3", "--active", "yes")).toBe(
      "--active must be true or false.",
    );
    for (const bad of ["x", "1.5"]) {
      expect(await mistakeOf("update-pack", "--sku", "questions_3", "--sort", bad)).toBe(
        "--sort must be a whole number.",
      );
    }
    expect(await mistakeOf("update-pack", "--sku", "questions_3", "--queries", "0")).toBe(
      "--queries must be a whole number of at least 1.",
    );
    expect(await mistakeOf("update-pack", "--sku", "questions_3", "--title", " ")).toBe("--title is required.");
    expect(await mistakeOf("update-pack", "--sku", "questions_3", "--description", "")).toBe(
      "--description is required.",
    );
    expect(await mistakeOf("update-pack", "--sku", "questions_3", "--price", "free")).toBe(
      "--price must be an amount such as 0.99.",
    );
    expect(await mistakeOf("update-pack", "--sku", "questions_3", "--currency", "dollars")).toBe(
      "--currency must be a 3-letter code such as USD or NPR.",
    );
    expect(await mistakeOf("update-pack", "--queries", "2")).toBe("--sku is required.");
    expect(await mistakeOf("update-pack", "--sku", "no-such-pack", "--queries", "2")).toBe(
      'No pack has sku "no-such-pack".',
    );
  });

  it("grants a registered user questions, found by e-mail in any case", async () => {
    const userId = await insertUser(suite.database.db, "granted@example.com");
    expect(await admin("grant", "--email", "Granted@Example.com", "--questions", "3")).toBe(
      "Granted 3 questions to granted@example.com; they now have 3.",
    );
    expect(await admin("grant", "--email", "granted@example.com", "--questions", "2")).toBe(
      "Granted 2 questions to granted@example.com; they now have 5.",
    );
    const rows = await suite.database.db
      .select({ delta: quotaLedger.delta, reason: quotaLedger.reason, ref: quotaLedger.ref })
      .from(quotaLedger)
      .where(eq(quotaLedger.userId, userId));
    expect(rows[0]).toEqual({
      delta: 3,
      reason: "grant",
      ref: expect.stringMatching(/^admin:\d{4}-\d\d-\d\dT[\d:.]+Z$/),
    });
  });

  it("refuses a grant to an unknown e-mail, without an e-mail or without whole questions", async () => {
    expect(await mistakeOf("grant", "--email", "Nobody@Example.com", "--questions", "1")).toBe(
      "No registered user has the e-mail nobody@example.com.",
    );
    expect(await mistakeOf("grant", "--questions", "1")).toBe("--email is required.");
    expect(await mistakeOf("grant", "--email", "granted@example.com", "--questions", "0")).toBe(
      "--questions must be a whole number of at least 1.",
    );
  });
});
