// Which language a reader gets (contract/language.ts) and the mails worded in it (server/mail/).
import { describe, expect, it } from "vitest";
import {
  LANGUAGE_NAMES,
  languageFromAcceptLanguage,
  languageOfTag,
  pickLanguage,
  usesDevanagari,
} from "../../contract/language";
import { passwordResetMail, verificationMail } from "../../server/mail/templates";

describe("choosing the language", () => {
  it("takes the first supported language in the reader's own order, else English", () => {
    expect(pickLanguage(["ne-NP", "en-US"])).toBe("ne");
    expect(pickLanguage(["hi_IN"])).toBe("hi");
    expect(pickLanguage(["en-GB", "ne"])).toBe("en");
    expect(pickLanguage(["fr-FR", "hi-IN", "ne-NP"])).toBe("hi");
    expect(pickLanguage(["fr", "de"])).toBe("en");
    expect(pickLanguage([])).toBe("en");
    expect(languageOfTag("nepali")).toBeNull();
  });

  it("reads Accept-Language by its q-values", () => {
    expect(languageFromAcceptLanguage("ne")).toBe("ne");
    expect(languageFromAcceptLanguage("en;q=0.5, hi-IN;q=0.9")).toBe("hi");
    expect(languageFromAcceptLanguage("fr-FR,fr;q=0.9,ne;q=0.8,en;q=0.7")).toBe("ne");
    expect(languageFromAcceptLanguage("ne;q=0, en")).toBe("en");
    expect(languageFromAcceptLanguage("*")).toBe("en");
    expect(languageFromAcceptLanguage(undefined)).toBe("en");
    expect(languageFromAcceptLanguage("ne;q=abc, hi")).toBe("hi");
  });
});

describe("Accept-Language headers as browsers and proxies write them", () => {
  it("reads a tag and a q-value with spaces around them", () => {
    expect(languageOfTag(" ne-NP ")).toBe("ne");
    expect(languageFromAcceptLanguage("hi; q=0.5, ne;q=0.8")).toBe("ne");
  });

  it("weighs only the q parameter", () => {
    expect(languageFromAcceptLanguage("ne;x=0.1, hi;q=0.5")).toBe("ne");
  });

  it("keeps the header's order between equal weights", () => {
    expect(languageFromAcceptLanguage("hi;q=0.5, ne;q=0.5")).toBe("hi");
    expect(languageFromAcceptLanguage("fr, hi, ne, en")).toBe("hi");
  });

  it("never picks a language the reader refused with q=0", () => {
    expect(languageFromAcceptLanguage("ne;q=0, fr")).toBe("en");
    expect(languageFromAcceptLanguage("hi;q=0")).toBe("en");
  });
});

describe("the languages offered", () => {
  it("names each language in itself", () => {
    expect(LANGUAGE_NAMES).toEqual({ en: "English", ne: "नेपाली", hi: "हिन्दी" });
  });

  it("marks Nepali and Hindi as written in Devanagari", () => {
    expect(usesDevanagari("ne")).toBe(true);
    expect(usesDevanagari("hi")).toBe(true);
    expect(usesDevanagari("en")).toBe(false);
  });
});

describe("mails in the reader's language", () => {
  const link = "https://app.test/verification?token=abc&x=1";

  it("keeps the English wording as it was", () => {
    const mail = verificationMail("ram@example.com", "Ram Bahadur Thapa", link, 24);
    expect(mail.subject).toBe("Verify your e-mail address");
    expect(mail.text).toContain("Namaste Ram Bahadur Thapa,");
    expect(mail.text).toContain("The link works once and expires in 24 hours.");
    expect(passwordResetMail("ram@example.com", link, 30).subject).toBe("Reset your password");
  });

  it("words the verification and reset mails in Nepali and Hindi, with the link and the escaping kept", () => {
    const nepali = verificationMail("sita@example.com", "सीता <b>शर्मा</b>", link, 24, "ne");
    expect(nepali.subject).toBe("आफ्नो इमेल ठेगाना प्रमाणित गर्नुहोस्");
    expect(nepali.text).toContain("नमस्ते सीता <b>शर्मा</b>,");
    expect(nepali.text).toContain("२४ घण्टापछि");
    expect(nepali.html).toContain("सीता &lt;b&gt;शर्मा&lt;/b&gt;");
    expect(nepali.html).not.toContain("<b>");
    expect(nepali.html).toContain("https://app.test/verification?token=abc&amp;x=1");
    expect(nepali.link).toBe(link);
    const hindi = passwordResetMail("sita@example.com", link, 30, "hi");
    expect(hindi.subject).toBe("अपना पासवर्ड रीसेट करें");
    expect(hindi.text).toContain("30 मिनट");
    expect(hindi.html).toContain("अगर बटन काम न करे");
    for (const mail of [nepali, hindi]) expect(mail.text).not.toMatch(/\b(the|link|expires|your)\b/i);
  });
});
