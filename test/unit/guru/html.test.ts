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
        "<ul><li>first point</li><li>second &lt;b&gt;point&lt;/b&gt;</li></ul><p><strong>Heading</strong></p>",
    );
  });

  it("renders a list written without a blank line before it, numbered lists, italic and headings as bold", () => {
    expect(plainTextToHtml("What to do:\n- talk to your family\n- wait for **March**\nThen ask again.")).toBe(
      "<p>What to do:</p><ul><li>talk to your family</li><li>wait for <strong>March</strong></li></ul><p>Then ask again.</p>",
    );
    expect(plainTextToHtml("Steps:\n1. Stay patient\n2) Prepare *well*\n\n- one\n1. two")).toBe(
      "<p>Steps:</p><ol><li>Stay patient</li><li>Prepare <em>well</em></li></ol><ul><li>one</li></ul><ol><li>two</li></ol>",
    );
    expect(
      plainTextToHtml("### **Your answer**\nIt is _likely_, not certain; 2*3 stays as it is, and snake_case too."),
    ).toBe(
      "<p><strong>Your answer</strong></p><p>It is <em>likely</em>, not certain; 2*3 stays as it is, and snake_case too.</p>",
    );
    expect(plainTextToHtml("__proto__ and __init__ stay as written")).toBe(
      "<p>__proto__ and __init__ stay as written</p>",
    );
    expect(plainTextToHtml("१. धैर्य राख्नुहोस्\n\n**<i>x</i>** *<b>y</b>*")).toBe(
      "<ol><li>धैर्य राख्नुहोस्</li></ol><p><strong>&lt;i&gt;x&lt;/i&gt;</strong> <em>&lt;b&gt;y&lt;/b&gt;</em></p>",
    );
  });
});
