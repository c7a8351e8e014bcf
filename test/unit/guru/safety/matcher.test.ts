// The pattern language the danger words are written in, and how a message is folded and spelt right before
// matching: the rules the detection's reach on unseen spelling rests on.
import { describe, expect, it } from "vitest";
import { foldedWords, matchableTextFor, PatternList } from "../../../../server/guru/safety/matcher";

const matches = (pattern: string, message: string) => {
  const list = new PatternList([pattern]);
  return list.firstMatch(matchableTextFor([list])(message)) !== null;
};

describe("folding", () => {
  it("meets romanised spellings people mix up", () => {
    expect(foldedWords("Jeena zindagi CHHATI xati marrna pleaseee don't")).toEqual(
      foldedWords("jina jindagi chati chati marna please dont"),
    );
  });

  it("reads chat shorthand as the word it stands for, and keeps repeated digits", () => {
    expect(foldedWords("mjhe mrna h bht dard ho rha kuch nhi bacha")).toEqual(
      foldedWords("mujhe mrna hai bahut dard ho raha kuch nahi bacha"),
    );
    expect(foldedWords("2022 100")).toEqual(["2022", "100"]);
  });

  it("meets Devanagari spellings people mix up, keeping the nasal sign", () => {
    expect(foldedWords("ज़हर जीना दूर विष शरीर")).toEqual(foldedWords("जहर जिना दुर बिस सरिर"));
    expect(foldedWords("साँस")).toEqual(foldedWords("सांस"));
    expect(foldedWords("सांस")).not.toEqual(foldedWords("सास"));
  });
});

describe("patterns", () => {
  it("match whole words in order, with a case ending", () => {
    expect(matches("kill myself", "I want to kill myself")).toBe(true);
    expect(matches("kill myself", "myself kill")).toBe(false);
    expect(matches("skill", "my skills")).toBe(true);
    expect(matches("kill", "my skills")).toBe(false);
    expect(matches("बेहोस", "बुबा बेहोसको जस्तो")).toBe(true);
  });

  it("offer choices, optional parts, gaps, word starts, exact words and words that must not follow", () => {
    expect(matches("(house|kitchen) (is)? on fire", "the kitchen on fire")).toBe(true);
    expect(matches("(house|kitchen) (is)? on fire", "the house is on fire")).toBe(true);
    expect(matches("(is)? on fire", "on fire")).toBe(true);
    expect(matches("chest ~2 pain", "chest has bad pain")).toBe(true);
    expect(matches("chest ~2 pain", "chest has a very bad pain")).toBe(false);
    expect(matches("dukh*", "chhati dukhyo")).toBe(true);
    expect(matches("(dukh|pol)*", "haat polyo")).toBe(true);
    expect(matches("die=", "my grandmother died")).toBe(false);
    expect(matches("die=", "I want to die")).toBe(true);
    expect(matches("live !(in|abroad)", "I don't want to live in Delhi")).toBe(false);
    expect(matches("live !(in|abroad)", "I don't want to live anymore")).toBe(true);
    expect(matches("live !(in|abroad)", "I don't want to live")).toBe(true);
  });

  it("read %year as a year in Latin or Devanagari digits, with a case ending, and no other number", () => {
    expect(matches("in %year", "an accident in 2022")).toBe(true);
    expect(matches("%year", "२०७२ सालमा आगो लागेको थियो")).toBe(true);
    expect(matches("%year", "2015ma bike bata ladeko")).toBe(true);
    expect(matches("%year", "chest pain since 20 minutes")).toBe(false);
    expect(matches("%year", "took 100 pills")).toBe(false);
  });

  it("erase every occurrence of a list's patterns, leaving the rest of the message", () => {
    const sayings = new PatternList(["dying to know", "(heat|garmi) ~2 killing"]);
    const text = matchableTextFor([sayings]);
    expect(sayings.erase(text("dying to know, this heat is killing me, will i marry"))).toBe(
      text("this me will i marry"),
    );
    expect(sayings.erase(text("i want to die"))).toBe(text("i want to die"));
  });

  it("refuse a pattern with unbalanced brackets", () => {
    expect(() => new PatternList(["(a|b"])).toThrow(/unclosed/);
    expect(() => new PatternList(["a|b)"])).toThrow(/unbalanced/);
  });
});

describe("misspellings", () => {
  it("read a word one edit from a pattern word as that word, keeping the first letter", () => {
    expect(matches("collapsed", "my father colapsed")).toBe(true);
    expect(matches("unconscious", "she is unconcious")).toBe(true);
    expect(matches("marna man", "garna man chaina")).toBe(false);
  });

  it("read two swapped letters and vowels left out in short chat words", () => {
    expect(matches("want to die", "i wnat to die")).toBe(true);
    expect(matches("marna chahta", "mrna chahta")).toBe(true);
    expect(matches("suicide", "will my startup succeed")).toBe(false);
  });
});
