import { describe, expect, it } from "vitest";
import { escapeHtml, plainTextToHtml, renderBlocks } from "../../../server/guru/html";

describe("answer HTML", () => {
  it("escapes every character that could open markup", () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      "&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;",
    );
  });

  it("renders paragraphs, lists and bold from blocks with the text escaped", () => {
    expect(renderBlocks([{ paragraph: ["a <b>", { strong: "c&d" }] }, { list: [["x"], ["<y>"]] }])).toBe(
      "<p>a &lt;b&gt;<strong>c&amp;d</strong></p><ul><li>x</li><li>&lt;y&gt;</li></ul>",
    );
  });

  it("turns untrusted plain text into safe paragraphs and lists, never passing its tags through", () => {
    const html = plainTextToHtml(
      "Your **10th house** is strong.\n<script>alert(1)</script>\n\n- first point\n- second <b>point</b>\n\n## Heading",
    );
    expect(html).toBe(
      "<p>Your <strong>10th house</strong> is strong. &lt;script&gt;alert(1)&lt;/script&gt;</p>" +
        "<ul><li>first point</li><li>second &lt;b&gt;point&lt;/b&gt;</li></ul><p>Heading</p>",
    );
  });
});
