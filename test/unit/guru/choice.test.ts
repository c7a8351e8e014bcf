// The two options of a "this or that?" question reach the answer and the LLM's case file as whole phrases in our
// words, never cut mid-phrase ("own business" / "stay in", "अरेंज मैं", "रहँदैन सुगर").
import { describe, expect, it } from "vitest";
import { optionsIn } from "../../../server/guru/understand/choice";
import { understand } from "../../../server/guru/understand/understand";

describe("the options of a choice", () => {
  it("are whole phrases, the asker's 'my' said as 'your' (en)", () => {
    expect(optionsIn("should I start my own business or stay in my job?", "en")).toEqual([
      "start your own business",
      "stay in your job",
    ]);
    expect(optionsIn("will my first child be a boy or a girl", "en")).toEqual(["boy", "girl"]);
    expect(optionsIn("when will I marry and will it be love or arranged?", "en")).toEqual(["love", "arranged"]);
    expect(optionsIn("is it better to rent or buy a flat", "en")).toEqual(["rent", "buy a flat"]);
  });

  it("stop where the asker goes on about something else (hi)", () => {
    expect(optionsIn("लव मैरिज होगी या अरेंज मैं बहुत कन्फ्यूज हूँ", "hi")).toEqual(["लव मैरिज", "अरेंज"]);
    expect(optionsIn("मेरी लव मैरिज होगी या अरेंज?", "hi")).toEqual(["लव मैरिज", "अरेंज"]);
    expect(optionsIn("बेटा डॉक्टर बनेगा या इंजीनियर, और कोर्स कब पूरा होगा", "hi")).toEqual(["डॉक्टर", "इंजीनियर"]);
    expect(optionsIn("meri love marriage hogi ya arrange", "hi")).toEqual(["love marriage", "arrange"]);
  });

  it("keep both words of a two-word option and drop the verb they share (ne)", () => {
    expect(optionsIn("प्रेम विवाह हुन्छ कि मागी विवाह?", "ne")).toEqual(["प्रेम विवाह", "मागी विवाह"]);
    expect(optionsIn("जागिर खाने कि आफ्नै व्यवसाय गर्ने?", "ne")).toEqual(["जागिर खाने", "आफ्नै व्यवसाय"]);
  });

  it("are none when the 'or' asks whether, even with more words after it (ne)", () => {
    expect(optionsIn("सुगर नियन्त्रणमा रहन्छ कि रहँदैन सुगरको औषधि छोड्न मिल्छ", "ne")).toBeNull();
    expect(optionsIn("सुगर नियन्त्रणमा रहन्छ कि रहँदैन, औषधि छोड्न मिल्छ?", "ne")).toBeNull();
    expect(optionsIn("will I get the job or not", "en")).toBeNull();
  });

  it("reach the understanding of the question whole", () => {
    const u = understand("should I start my own business or stay in my job?", [], "en");
    expect(u.intent).toBe("which_of_two");
    expect(u.options).toEqual(["start your own business", "stay in your job"]);
    expect(understand("मेरी लव मैरिज होगी या अरेंज?", [], "hi").options).toEqual(["लव मैरिज", "अरेंज"]);
  });
});
