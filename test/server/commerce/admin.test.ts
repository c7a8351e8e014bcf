import { describe, expect, it } from "vitest";
import { ADMIN_HELP, mailsToShow, runAdminCommand, UsageError } from "../../../server/commerce/admin-commands";
import { remainingQuestions } from "../../../server/quota/ledger";
import { postJson, registerAndLogin } from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { useTestApp } from "../../support/test-app";

describe.each(dbKinds)("the admin CLI's commands on %s", (kind) => {
  const suite = useTestApp(kind);
  const admin = (...argv: string[]) => runAdminCommand(suite.database.db, argv);

  it("reads how many of the outbox's mails to print, 5 unless --last says", () => {
    expect(mailsToShow(["mails"])).toBe(5);
    expect(mailsToShow(["mails", "--last", "12"])).toBe(12);
    expect(() => mailsToShow(["mails", "--last", "0"])).toThrow(UsageError);
    expect(() => mailsToShow(["mails", "--first", "2"])).toThrow(UsageError);
  });

  it("prints help for --help and for no command", async () => {
    expect(await admin("--help")).toBe(ADMIN_HELP);
    expect(await admin()).toBe(ADMIN_HELP);
    expect(ADMIN_HELP).toMatch(/create-coupon[\s\S]*list-coupons[\s\S]*create-pack[\s\S]*update-pack[\s\S]*grant/);
  });

  it("creates coupons that users can apply, and lists them with their redemptions", async () => {
    expect(await admin("create-coupon", "--code", "newyear", "--questions", "3", "--max-redemptions", "10")).toBe(
      "Created coupon NEWYEAR: 3 questions, up to 10 redemptions.",
    );
    const user = await registerAndLogin(suite.app);
    const res = await postJson(suite.app, "/api/coupon/-/questions/apply", { coupon_code: "NewYear" }, user.authHeader);
    expect(res.status).toBe(200);
    expect(await admin("list-coupons")).toContain("NEWYEAR\t3 questions\t1/10 redeemed\tno expiry");
    await expect(admin("create-coupon", "--code", "NEWYEAR", "--questions", "3")).rejects.toThrow(/already exists/);
  });

  it("creates and updates packs, which the product list then shows", async () => {
    expect(
      await admin(
        "create-pack",
        "--sku",
        "questions_50",
        "--queries",
        "50",
        "--title",
        "50 Questions",
        "--description",
        "A year of answers",
        "--price",
        "9.99",
      ),
    ).toBe("Created questions_50\t50 questions\t9.99 USD\ton sale\t50 Questions");
    await admin("update-pack", "--sku", "questions_50", "--price", "8.5", "--title", "50 Questions (offer)");
    const { inappproduct } = (await (await suite.app.request("/api/google-play/product/-/list")).json()) as {
      inappproduct: {
        sku: string;
        listings: Record<string, { title: string }>;
        defaultPrice: { priceMicros: string };
      }[];
    };
    const pack = inappproduct.find((p) => p.sku === "questions_50");
    expect(pack?.defaultPrice.priceMicros).toBe("8500000");
    expect(pack?.listings["en-GB"]?.title).toBe("50 Questions (offer)");
    await admin("update-pack", "--sku", "questions_50", "--active", "false");
    expect(await admin("list-packs")).toContain("questions_50\t50 questions\t8.50 USD\toff sale");
  });

  it("grants questions to a user by e-mail", async () => {
    const user = await registerAndLogin(suite.app);
    expect(await admin("grant", "--email", user.email.toUpperCase(), "--questions", "4")).toBe(
      `Granted 4 questions to ${user.email}; they now have 5.`,
    );
    expect(await remainingQuestions(suite.database.db, { userId: user.userId })).toBe(5);
  });

  it("explains mistakes instead of guessing", async () => {
    const mistakes = [
      ["frobnicate"],
      ["create-coupon", "--code", "OK1"],
      ["create-coupon", "--code", "ab", "--questions", "2"],
      ["create-coupon", "--code", "ABC", "--questions", "-1"],
      ["create-coupon", "--code", "ABC", "--questions", "1", "--expires", "tomorrow"],
      ["create-pack", "--sku", "x", "--queries", "1", "--title", "t", "--description", "d", "--price", "cheap"],
      ["update-pack", "--sku", "questions_3"],
      ["update-pack", "--sku", "nope", "--price", "1"],
      ["grant", "--email", "nobody@example.com", "--questions", "1"],
      ["grant", "--bogus"],
    ];
    for (const argv of mistakes) await expect(admin(...argv), argv.join(" ")).rejects.toBeInstanceOf(UsageError);
  });
});
