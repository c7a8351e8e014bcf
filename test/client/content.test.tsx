// The static content the app ships: slides, loading steps, images, policies and the manifest exist and have
// the shapes docs/product.md §3 gives them.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import hi from "../../src/i18n/catalogues/hi";
import ne from "../../src/i18n/catalogues/ne";
import { zodiacMedallion } from "../../src/ui/ZodiacImage";
import { zodiacSigns } from "../../src/ui/zodiac";

const publicDir = path.resolve(__dirname, "../../public");
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(publicDir, file), "utf8"));
const exists = (url: string) => existsSync(path.join(publicDir, url));

describe("public content", () => {
  it("walkthrough.json is a list of slides with an existing image, a title and a description", () => {
    const slides = readJson("content/walkthrough.json") as Array<{ img: string; title: string; description: string }>;
    expect(slides.length).toBeGreaterThanOrEqual(3);
    for (const slide of slides) {
      expect(Object.keys(slide).sort()).toEqual(["description", "img", "title"]);
      expect(exists(slide.img)).toBe(true);
      expect(slide.title.length).toBeGreaterThan(0);
      expect(slide.description.length).toBeGreaterThan(0);
    }
  });

  it("loading.json has loading_text steps (name, time in ms) and chat_analysis_msg", () => {
    const data = readJson("content/loading.json") as {
      loading_text: Array<{ name: string; time: number }>;
      chat_analysis_msg: string[];
    };
    expect(data.loading_text.length).toBeGreaterThanOrEqual(3);
    for (const step of data.loading_text) {
      expect(typeof step.name).toBe("string");
      expect(Number.isInteger(step.time) && step.time > 0).toBe(true);
    }
    expect(data.chat_analysis_msg).toContain("Guru is analyzing your data. Please wait");
  });

  it.each(["ne", "hi"])("content/%s/ has the same slides and loading steps as English, in Devanagari", (code) => {
    const english = readJson("content/walkthrough.json") as Array<{ img: string; title: string }>;
    const slides = readJson(`content/${code}/walkthrough.json`) as Array<{
      img: string;
      title: string;
      description: string;
    }>;
    expect(slides.map((slide) => slide.img)).toEqual(english.map((slide) => slide.img));
    for (const slide of slides) expect(`${slide.title} ${slide.description}`).toMatch(/^[^A-Za-z]*$/);
    const englishSteps = readJson("content/loading.json") as { loading_text: Array<{ time: number }> };
    const steps = readJson(`content/${code}/loading.json`) as {
      loading_text: Array<{ name: string; time: number }>;
      chat_analysis_msg: string[];
    };
    expect(steps.loading_text.map((step) => step.time)).toEqual(englishSteps.loading_text.map((step) => step.time));
    for (const text of [...steps.loading_text.map((step) => step.name), ...steps.chat_analysis_msg]) {
      expect(text).toMatch(/[\u0900-\u097F]/);
      expect(text).toMatch(/^[^A-Za-z]*$/);
    }
  });

  it("has a zodiac image for every sign, the guru portraits the seed names, and the icons of the manifest", () => {
    for (const sign of zodiacSigns) {
      expect(decodeURIComponent(zodiacMedallion(sign.english) ?? ""), sign.english).toContain(
        `<title>${sign.english}</title>`,
      );
    }
    for (const guru of ["shankar", "maya", "narayan"]) {
      expect(exists(`/images/gurus/${guru}.webp`)).toBe(true);
      // what pages of the previous version name
      expect(exists(`/images/gurus/${guru}.svg`)).toBe(true);
    }
    const manifest = readJson("manifest.webmanifest") as { icons: Array<{ src: string }>; start_url: string };
    expect(manifest.start_url).toBe("/");
    for (const icon of manifest.icons) expect(exists(icon.src)).toBe(true);
  });

  it("has both policies, framable under /policies/, and the spec's /privacy-policy.html address", () => {
    for (const kind of ["privacy", "usage"]) {
      const html = readFileSync(path.join(publicDir, `policies/${kind}-policy.html`), "utf8");
      expect(html).toContain("birth");
      expect(readFileSync(path.join(publicDir, `${kind}-policy.html`), "utf8")).toContain(
        `/policies/${kind}-policy.html`,
      );
    }
  });

  it.each(["ne", "hi"])("has both policies in %s, matching the English one section for section", (code) => {
    const count = (html: string, tag: string) => html.match(new RegExp(`<${tag}[ >]`, "g"))?.length ?? 0;
    const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    for (const kind of ["privacy", "usage"]) {
      const english = readFileSync(path.join(publicDir, `policies/${kind}-policy.html`), "utf8");
      const html = readFileSync(path.join(publicDir, `policies/${code}/${kind}-policy.html`), "utf8");
      expect(html).toContain(`<html lang="${code}">`);
      expect(html).toContain('"Noto Sans Devanagari"');
      for (const tag of ["h2", "li", "a"])
        expect(count(html, tag), `${code} ${kind} <${tag}>`).toBe(count(english, tag));
      expect(links(html)).toEqual(links(english));
      // Only the brand, the named services and AI stay in Latin letters.
      const text = html.replace(/<style>[\s\S]*?<\/style>|<[^>]+>/g, " ");
      const latin = new Set(text.match(/[A-Za-z]{2,}/g));
      for (const word of ["Kundali", "Guru", "Google", "reCAPTCHA", "Play", "App", "Store", "AI"]) latin.delete(word);
      expect([...latin], `${code} ${kind}`).toEqual([]);
    }
  });

  it("names the Settings items in the privacy policy as the Nepali and Hindi screens do", () => {
    for (const [code, catalogue] of [
      ["ne", ne],
      ["hi", hi],
    ] as const) {
      const html = readFileSync(path.join(publicDir, `policies/${code}/privacy-policy.html`), "utf8");
      const settings = catalogue.settings as Record<string, string>;
      expect(html).toContain(`${settings.title} › ${settings.deleteAccount}`);
      expect(html).toContain(`${settings.title} › ${settings.contactUs}`);
    }
  });
});
