import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { settingNames } from "../../server/config";

describe(".env.example", () => {
  const listed = readFileSync(".env.example", "utf8")
    .split("\n")
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => line.slice(0, line.indexOf("=")));

  it("lists every setting the server reads, and nothing else", () => {
    expect([...listed].sort()).toEqual([...settingNames].sort());
  });
});
