// The native notifications' topic list (docs/product.md §4): subscribed at the native app's start and by the settings toggle.
// ALL carries the app's announcements; TODAY the daily reminder to look at the day's panchang (/today), which the
// sender of the push messages sends each morning (docs/native-bridge.md).
export const NOTIFICATION_TOPICS = ["ALL", "TODAY"];
