import { describe, expect, it } from "vitest";
import { messagesFromHistory } from "../../machines/chat";
import { chatSpec } from "./models/chat.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(chatSpec);

describe("chat history", () => {
  it("pairs each query with the guru's answer, 'No response' when it has none", () => {
    expect(
      messagesFromHistory(
        [
          { query: "a < b?", response: [{ text: { value: "Yes\nreally" } }] },
          { query: "Next?", response: [] },
        ],
        "Ram",
        "Guru",
      ),
    ).toEqual([
      { name: "Ram", msg: "a &lt; b?", slug: "user" },
      { name: "Guru", msg: "Yes<br>really", slug: "guru" },
      { name: "Ram", msg: "Next?", slug: "user" },
      { name: "Guru", msg: "No response", slug: "guru" },
    ]);
  });
});
