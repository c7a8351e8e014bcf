// The guest part of a journey, walked quickly (the guest journey test checks each step): from the walkthrough to
// /chat with the free answer shown.
import type { Page } from "playwright-core";

const SLOW = { timeout: 60_000 };

export async function walkGuestToChat(page: Page, baseUrl: string, name: string): Promise<void> {
  await page.goto(baseUrl);
  await page.getByRole("button", { name: "Skip" }).click(SLOW);
  await page.waitForURL(/\/questions$/, SLOW);
  await page.getByRole("list", { name: "Questions" }).getByRole("button").first().click(SLOW);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.waitForURL(/\/get-started$/, SLOW);
  await page.getByLabel("Full name").fill(name);
  await page.getByText("Male", { exact: true }).click();
  await page.getByLabel("Birth date").fill("1988-11-02");
  await page.getByLabel("Birth time").fill("21:10");
  const place = page.getByRole("combobox", { name: "Birth place" });
  await place.click();
  await place.pressSequentially("Pokhara", { delay: 30 });
  await page
    .getByRole("option", { name: /^Pokhara, Nepal/ })
    .first()
    .click(SLOW);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(/\/kundali$/, SLOW);
  await page.getByRole("button", { name: "View your free question's answer" }).click(SLOW);
  await page.waitForURL(/\/chat$/, SLOW);
  await page.locator(".message__body").nth(1).waitFor(SLOW);
}
