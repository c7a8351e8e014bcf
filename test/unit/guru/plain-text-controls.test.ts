// Text from an outside source (the LLM) may hold control characters: they are dropped, so the answer can be stored
// (PostgreSQL text refuses NUL) and shows as the text around them.
import { describe, expect, it } from "vitest";
import { plainTextToHtml } from "../../../server/guru/html";

describe("plainTextToHtml with control characters", () => {
  it("drops NUL and the other C0 controls, keeping tabs, line breaks and the text", () => {
    expect(plainTextToHtml("Venus\u0000 rules\u0001 the\u007f 7th\thouse.\n\n- one\u0008\n- two")).toBe(
      "<p>Venus rules the 7th\thouse.</p><ul><li>one</li><li>two</li></ul>",
    );
  });

  it("escapes markup that a control character was meant to hide", () => {
    expect(plainTextToHtml("<scr\u0000ipt>alert(1)</script>")).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
  });
});
