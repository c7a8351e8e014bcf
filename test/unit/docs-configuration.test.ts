import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONFIGURATION_DOC_PATH, renderConfigurationDoc } from "../../scripts/configuration-doc";
import { settingNames } from "../../server/config";

describe("docs/configuration.md", () => {
  it("is what `npm run docs:config` renders from the settings schema (run it after changing server/config/)", () => {
    expect(readFileSync(CONFIGURATION_DOC_PATH, "utf8")).toBe(renderConfigurationDoc());
  });

  it("has one row per setting the server reads", () => {
    const rows = renderConfigurationDoc()
      .split("\n")
      .map((line) => /^\| `([A-Z][A-Z0-9_]*)`/.exec(line)?.[1])
      .filter((name) => name !== undefined);
    expect(rows).toEqual(settingNames);
  });
});
