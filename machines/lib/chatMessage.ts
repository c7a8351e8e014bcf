// One message of the conversation as the chat shows it and the app store keeps it (docs/product.md §3 chat message).

export interface ChatMessage {
  name: string;
  /** HTML (sanitized by the view). */
  msg: string;
  /** "user" for own messages, "guru" for the other side. */
  slug: "user" | "guru";
  /**
   * The guru's reply that did not come: the view says 'Something went wrong.' in the reader's language (`msg` keeps
   * the English, for a reader of the kept conversation that does not know this mark).
   */
  failed?: true;
}
