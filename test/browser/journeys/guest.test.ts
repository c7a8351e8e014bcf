// The guest journey of issue 7 in Chromium at 390x844 against the real server (`npm start`'s process) with a
// throw-away data directory: walkthrough -> a question -> the birth form with a real city search -> the loading
// screen -> /kundali with the computed sign, the short reading and the folded interpretation -> the birth chart -> /chat with the free answer ->
// a second message meets the guest limit and the register modal (with 'Login Now') opens.
import { describe, expect, it } from "vitest";
import { phoneContext } from "../../support/browser";
import { useServerAndBrowser } from "../../support/browser-suite";
import { recordJourney } from "../../support/journey";

// Generous limits: the machine is shared, and a first chart or answer may wait on a busy CPU.
const SLOW = { timeout: 60_000 };

describe("the guest journey in Chromium", () => {
  const suite = useServerAndBrowser();

  it("walks from the walkthrough to the guest limit in the chat", async () => {
    // axe-core is injected as a script tag, which the app's Content-Security-Policy would refuse.
    const page = await suite.browser.newPage({ ...phoneContext, reducedMotion: "reduce", bypassCSP: true });
    const journey = recordJourney(page, "guest");

    // Walkthrough: the slides of public/content/walkthrough.json; Next, then Continue on the last one.
    await page.goto(suite.server.url);
    await page.getByRole("heading", { name: "Ask your first question free" }).waitFor(SLOW);
    await journey.capture("1-walkthrough");
    while (await page.getByRole("button", { name: "Next" }).isVisible()) {
      await page.getByRole("button", { name: "Next" }).click();
    }
    await page.getByRole("button", { name: "Continue" }).click();

    // /questions: categories from the API; the button label follows the selection.
    await page.waitForURL(/\/questions$/, SLOW);
    await page.getByRole("heading", { name: "Popular Questions" }).waitFor();
    await page.getByRole("tab").first().waitFor(SLOW);
    const continueButton = page.getByRole("button", { name: "Select 1 Question to continue" });
    expect(await continueButton.isDisabled()).toBe(true);
    const question = page.getByRole("list", { name: "Questions" }).getByRole("button").first();
    const questionText = (await question.textContent())?.trim() ?? "";
    expect(questionText.length).toBeGreaterThan(3);
    await question.click();
    await journey.capture("2-questions");
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    // /get-started: the form with a real search against /api/cities/search.
    await page.waitForURL(/\/get-started$/, SLOW);
    await page.getByRole("heading", { name: "GET STARTED" }).waitFor();
    await page.getByLabel("Full name").fill("Sita Sharma");
    await page.getByText("Female", { exact: true }).click();
    await page.getByLabel("Birth date").fill("1992-03-14");
    await page.getByLabel("Birth time").fill("06:45");
    const place = page.getByRole("combobox", { name: "Birth place" });
    await place.click();
    await place.pressSequentially("Kathmandu", { delay: 30 });
    const kathmandu = page.getByRole("option", { name: /^Kathmandu, Nepal/ }).first();
    await kathmandu.waitFor(SLOW);
    await journey.capture("3-birth-form");
    await kathmandu.click();
    expect(await place.inputValue()).toMatch(/^Kathmandu, Nepal/);

    const chartAnswer = page.waitForResponse((r) => r.url().endsWith("/api/astro-details"), SLOW);
    await page.getByRole("button", { name: "Continue" }).click();

    // The loading screen: a percentage and the current step of loading.json.
    const progress = page.getByRole("progressbar", { name: "Preparing your kundali" });
    await progress.waitFor(SLOW);
    await journey.capture("4-loading");
    const chart = (await (await chartAnswer).json()) as { horoscope_data: string; interpretation: string };
    expect((await chartAnswer).status()).toBe(200);
    const sign = (JSON.parse(chart.horoscope_data) as { sign: string }).sign;

    // /kundali, first layer: the computed sign and the short plain reading of this chart, with the free answer's
    // button on the first screen; the full interpretation waits, folded, in its opening section.
    await page.waitForURL(/\/kundali$/, SLOW);
    await page.getByRole("heading", { name: "Sita Sharma" }).waitFor(SLOW);
    expect(await page.locator(".kundali__facts").textContent()).toContain(sign);
    const short = page.getByRole("region", { name: "Your kundali in short" }).locator(".kundali__summary");
    await short.waitFor(SLOW);
    const reading = (await short.textContent()) ?? "";
    expect(reading).toMatch(/^Sita, your ascendant \(lagna\), the sign rising as you were born, is /);
    expect(reading).toContain("nakshatra, the Moon's star");
    expect(reading.split(/\s+/).length).toBeLessThanOrEqual(80);
    const viewAnswer = page.getByRole("button", { name: "View your free question's answer" });
    const mainNavigation = page.getByRole("navigation", { name: "Main" });
    const navigationTop = await mainNavigation.evaluate((element) => element.getBoundingClientRect().top);
    expect(await viewAnswer.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThanOrEqual(
      navigationTop,
    );
    const firstParagraph = chart.interpretation.split(/\n+/)[0] ?? "";
    expect(firstParagraph.length).toBeGreaterThan(10);
    const fullReading = page.getByText(firstParagraph.slice(0, 40), { exact: false }).first();
    expect(await fullReading.isVisible()).toBe(false);
    expect(await mainNavigation.isVisible()).toBe(true);
    await journey.capture("5-kundali");
    // The second layer opens on a tap: the full interpretation of this chart.
    await page.getByText("What does your kundali say?").click();
    await fullReading.waitFor();
    await journey.capture("5b-kundali-reading");

    // 'Your Birth Chart': the canvas is drawn at its shown size in device pixels and a table stands in for screen
    // readers.
    await page.getByRole("button", { name: "View your birth chart" }).click();
    const dialog = page.getByRole("dialog", { name: "Your Birth Chart" });
    await dialog.waitFor();
    const canvas = dialog.locator("canvas");
    await canvas.waitFor(SLOW);
    // It is painted in a task after the frame that shows it.
    const painted = () =>
      canvas.evaluate((element) => {
        const c = element as HTMLCanvasElement;
        const data = c.getContext("2d")?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray();
        let inked = 0;
        for (let i = 3; i < data.length; i += 4 * 97) if ((data[i] ?? 0) > 0) inked++;
        const shown = Math.min(c.clientWidth, 600) * window.devicePixelRatio;
        return { width: c.width, shown: Math.round(shown), inked: inked > 100 };
      });
    await expect.poll(painted, { timeout: 10_000 }).toMatchObject({ inked: true });
    const { width, shown } = await painted();
    expect(width).toBe(shown);
    expect(width).toBeGreaterThan(600);
    await journey.capture("6-birth-chart");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    // /chat: the free question and the guru's answer.
    await page.getByRole("button", { name: "View your free question's answer" }).click();
    await page.waitForURL(/\/chat$/, SLOW);
    await page.getByText(questionText).first().waitFor(SLOW);
    const answers = page.locator(".message__body");
    expect(await answers.count()).toBe(2);
    const answerText = (await answers.nth(1).textContent()) ?? "";
    expect(answerText.length).toBeGreaterThan(40);
    expect(answerText).not.toContain("Something went wrong.");
    await journey.capture("7-chat");

    // A second message meets the guest limit: nothing is sent, the register modal opens.
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/assistant/chat")) sent.push(request.url());
    });
    const input = page.getByRole("textbox", { name: "Your question" });
    await input.fill("Will I travel abroad this year?");
    await input.press("Enter");
    const register = page.getByRole("dialog", { name: "Create your account!" });
    await register.waitFor(SLOW);
    expect(await register.getByRole("button", { name: /Login Now/ }).isVisible()).toBe(true);
    expect(sent).toEqual([]);
    await journey.capture("8-guest-limit");

    expect(journey.pageErrors).toEqual([]);
    expect(journey.problems).toEqual([]);
  }, 600_000);
});
