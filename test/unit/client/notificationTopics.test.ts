// docs/product.md §4: the native app subscribes to one topic, "ALL", at its start and from the settings toggle.
import { expect, it } from "vitest";
import { NOTIFICATION_TOPICS } from "../../../machines/lib/notificationTopics";

it("subscribes to the ALL topic only", () => {
  expect(NOTIFICATION_TOPICS).toEqual(["ALL"]);
});
