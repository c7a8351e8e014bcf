import { describe, expect, it } from "vitest";
import { phoneContext } from "../support/browser";
import { useServerAndBrowser } from "../support/browser-suite";

describe("the not-found page in Chromium at 390x844", () => {
  const suite = useServerAndBrowser();

  it("shows the spec's message and a link home for an unknown path", async () => {
    const page = await suite.browser.newPage(phoneContext);
    const response = await page.goto(`${suite.server.url}/no-such-page/deeper?x=1`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole("heading").textContent()).toBe("Opps!... Page does not exist!");
    const link = page.getByRole("link", { name: "Go to Home page" });
    expect(await link.getAttribute("href")).toBe("/");
    await page.screenshot({ path: "test/e2e/screenshots/not-found.png" });
  });

  it("serves hashed assets with long-lived caching and the page itself with no-cache", async () => {
    const index = await fetch(`${suite.server.url}/anything`);
    expect(index.headers.get("cache-control")).toBe("no-cache");
    const html = await index.text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const assetRes = await fetch(`${suite.server.url}${asset}`);
    expect(assetRes.status).toBe(200);
    expect(assetRes.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
