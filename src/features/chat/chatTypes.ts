// One chat message as the app keeps it (SPEC §3): who, the HTML body, and which side it is from.
export interface ChatMessageView {
  /** Stable key for the list. */
  id: string;
  /** The sender's name: the user's own name, or the guru's. */
  name: string;
  /** HTML body; sanitized before it is rendered. */
  msg: string;
  slug: "user" | "guru";
  /** The guru's reply that did not come: shown as the failure message in the reader's language. */
  failed?: true;
}
