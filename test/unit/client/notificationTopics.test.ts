// docs/product.md §4 and docs/native-bridge.md: the native app subscribes to "ALL" (news) and "TODAY" (the daily
// reminder of the Today page) at its start and from the settings toggle.
import { expect, it } from "vitest";
import { NOTIFICATION_TOPICS } from "../../../machines/lib/notificationTopics";

it("subscribes to the ALL topic and the daily TODAY reminder", () => {
  expect(NOTIFICATION_TOPICS).toEqual(["ALL", "TODAY"]);
});
