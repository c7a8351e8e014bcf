// A reply cut at max_tokens: kept to its complete paragraphs when the answer and a reason remain, else refused.
import { describe, expect, it } from "vitest";
import { trimCutReply } from "../../../server/guru/cut-reply";

const VERDICT = "The time for marriage is from March 2027 to 2029.";
const REASON = "Your 7th house is Libra, and its lord Venus sits in the 11th house.";

describe("trimming a reply cut at max_tokens", () => {
  it("drops the cut paragraph and keeps the verdict and the reasons", () => {
    expect(trimCutReply(`${VERDICT}\n\n${REASON}\n\nMeet people through fam`, 2)).toBe(`${VERDICT}\n\n${REASON}`);
  });

  it("drops a lead-in whose list was lost", () => {
    expect(trimCutReply(`${VERDICT}\n\n${REASON}\n\nWhat to do:\n\n- Talk to`, 2)).toBe(`${VERDICT}\n\n${REASON}`);
  });

  it("keeps a complete list before the cut", () => {
    const list = "- Talk to your family\n- Meet people through friends";
    expect(trimCutReply(`${VERDICT}\n\n${list}\n\nAnd next ye`, 2)).toBe(`${VERDICT}\n\n${list}`);
  });

  it("refuses when only the verdict would remain for a full reading, but keeps it for a simple answer", () => {
    const text = `${VERDICT}\n\nYour 7th house is Li`;
    expect(trimCutReply(text, 2)).toBeNull();
    expect(trimCutReply(text, 1)).toBe(VERDICT);
  });

  it("refuses a reply cut inside its first paragraph", () => {
    expect(trimCutReply("The time for marriage is from Mar", 1)).toBeNull();
  });

  it("parts a reply written without blank lines at its lines", () => {
    expect(trimCutReply(`${VERDICT}\n${REASON}\nMeet peo`, 2)).toBe(`${VERDICT}\n\n${REASON}`);
  });

  it("keeps Devanagari paragraphs that end with a danda", () => {
    const ne = "तपाईंको बिहेको समय २०२७ मा आउँछ।\n\nसातौं भावमा तुला राशि छ।\n\nपरिवारसँग कु";
    expect(trimCutReply(ne, 2)).toBe("तपाईंको बिहेको समय २०२७ मा आउँछ।\n\nसातौं भावमा तुला राशि छ।");
  });

  it("refuses when the last kept paragraph does not end a sentence", () => {
    expect(trimCutReply(`${VERDICT}\n\nYour 7th house is Libra and\n\nmore`, 2)).toBeNull();
  });
});
