// The page's cookies read ahead through the Cookie Store API (src/adapters/cookies.ts): the start reads the same
// text document.cookie would give, without the synchronous question, until the page writes a cookie.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  documentCookieJar,
  readCookie,
  readDocumentCookiesAhead,
  VERSION_COOKIE,
  writeVersionCookie,
} from "../../../src/adapters/cookies";

afterEach(() => vi.unstubAllGlobals());

/** A page whose document.cookie holds `text` and counts its reads; writes land in it as a browser's would. */
function pageWithCookies(text: string) {
  const page = { text, reads: 0 };
  vi.stubGlobal("document", {
    get cookie() {
      page.reads += 1;
      return page.text;
    },
    set cookie(cookie: string) {
      const [pair = ""] = cookie.split(";");
      const name = pair.split("=")[0];
      const kept = page.text.split("; ").filter((part) => part && part.split("=")[0] !== name);
      page.text = [...kept, pair].join("; ");
    },
  });
  return page;
}

describe("the page's cookies read ahead", () => {
  it("answers from the Cookie Store's list, as document.cookie would, without asking document.cookie", async () => {
    const page = pageWithCookies("appVersion=v1.0.1; lg-in=%7B%22islogin%22%3Atrue%7D");
    vi.stubGlobal("cookieStore", {
      getAll: async () => [
        { name: "appVersion", value: "v1.0.1" },
        { name: "lg-in", value: "%7B%22islogin%22%3Atrue%7D" },
      ],
    });
    const jar = await readDocumentCookiesAhead();
    expect(jar.read()).toBe(page.text);
    expect(readCookie(jar, VERSION_COOKIE)).toBe("v1.0.1");
    expect(readCookie(jar, "lg-in")).toBe('{"islogin":true}');
    expect(page.reads).toBe(0);
  });

  it("reads the page's cookies again once the page has written one", async () => {
    const page = pageWithCookies("appVersion=v1.0.1");
    vi.stubGlobal("cookieStore", { getAll: async () => [{ name: "appVersion", value: "v1.0.1" }] });
    const jar = await readDocumentCookiesAhead();
    writeVersionCookie(jar, "v1.0.2");
    expect(readCookie(jar, VERSION_COOKIE)).toBe("v1.0.2");
    expect(page.reads).toBe(1);
  });

  it("is the document's own jar where the browser has no Cookie Store or it refuses", async () => {
    pageWithCookies("appVersion=v1.0.2");
    expect(await readDocumentCookiesAhead()).toBe(documentCookieJar);
    vi.stubGlobal("cookieStore", {
      getAll: async () => {
        throw new DOMException("insecure context", "SecurityError");
      },
    });
    expect(await readDocumentCookiesAhead()).toBe(documentCookieJar);
  });
});
