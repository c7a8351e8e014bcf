// One message of the conversation as the chat shows it and the app store keeps it (docs/product.md §3 chat message).

export interface ChatMessage {
  name: string;
  /** HTML (sanitized by the view). */
  msg: string;
  /** "user" for own messages, "guru" for the other side. */
  slug: "user" | "guru";
}
