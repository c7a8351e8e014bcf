// The native notifications' topic list (docs/product.md §4): subscribed at the native app's start and by the settings toggle.
export const NOTIFICATION_TOPICS = ["ALL"];
