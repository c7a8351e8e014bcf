import { describe, expect, it } from "vitest";
import { defaultAppStore, parseAppStore } from "../../machines/appStore";
import { appStoreSpec } from "./models/appStore.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(appStoreSpec);

describe("reading the stored app store", () => {
  it.each([null, "", "{", "null", "[]", '"text"', "42"])("%j gives the defaults", (raw) => {
    expect(parseAppStore(raw)).toEqual(defaultAppStore());
  });
  it("keeps well-typed fields and drops ill-typed ones, field by field", () => {
    const stored = JSON.stringify({ question: "Q?", chat: "oops", profile: [1], navbarHeight: 56, extra: 1 });
    expect(parseAppStore(stored)).toEqual({ ...defaultAppStore(), question: "Q?", navbarHeight: 56 });
  });
});
