// docs/product.md §2: a chat body is HTML, so what the user typed is escaped first and shows exactly as typed.
import { describe, expect, it } from "vitest";
import { escapeHtml, plainTextToHtml } from "../../../machines/lib/html";

describe("typed chat text as an HTML body", () => {
  it("escapes every character HTML would read as markup", () => {
    expect(escapeHtml(`<b class="x">Tom & 'Jerry'</b>`)).toBe(
      "&lt;b class=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/b&gt;",
    );
  });

  it("escapes every occurrence, and an ampersand before the entities it makes", () => {
    expect(escapeHtml("a&b&c<<>>\"\"''")).toBe("a&amp;b&amp;c&lt;&lt;&gt;&gt;&quot;&quot;&#39;&#39;");
  });

  it("turns typed line breaks into <br> after escaping", () => {
    expect(plainTextToHtml("Will I travel?\n<soon>\r\nthanks")).toBe("Will I travel?<br>&lt;soon&gt;<br>thanks");
  });
});
