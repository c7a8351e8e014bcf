// The verification page's way back into the native app: the intent link and store page made from the configured
// package and scheme, and the store fallback's checks (about 2.5 s, with the 3 s wall-clock check).
import { describe, expect, it } from "vitest";
import { appDidNotOpen, STORE_CHECK_MS, STORE_FALLBACK_MS } from "../../machines/verification";
import { nativeAppIntent, nativeAppPackage, nativeAppScheme, storePageUrl } from "../../src/config";

describe("the deep link settings", () => {
  it("make the intent link to the profile page and the store page from the package and scheme", () => {
    expect(nativeAppPackage).toBe("com.kundaliguru.app");
    expect(nativeAppScheme).toBe("kundaliguru");
    expect(nativeAppIntent).toBe("intent://profile#Intent;scheme=kundaliguru;package=com.kundaliguru.app;end");
    expect(storePageUrl).toBe("https://play.google.com/store/apps/details?id=com.kundaliguru.app");
  });
});

describe("the store fallback", () => {
  const openedAt = 1_000_000;
  it("opens the store when the timer fires on time and the page stayed in front", () => {
    expect(appDidNotOpen({ pageLeft: false, openedAt, now: openedAt + STORE_FALLBACK_MS })).toBe(true);
    expect(appDidNotOpen({ pageLeft: false, openedAt, now: openedAt + STORE_CHECK_MS - 1 })).toBe(true);
  });
  it("does not when the page went to the background or the timer was held up past 3 s (the app opened)", () => {
    expect(appDidNotOpen({ pageLeft: true, openedAt, now: openedAt + STORE_FALLBACK_MS })).toBe(false);
    expect(appDidNotOpen({ pageLeft: false, openedAt, now: openedAt + STORE_CHECK_MS })).toBe(false);
    expect(appDidNotOpen({ pageLeft: false, openedAt, now: openedAt + 60_000 })).toBe(false);
  });
});
