// Chat bodies render as HTML (docs/product.md §2): what the user typed is escaped first, so it shows as typed.
import { lineBreaksToHtml } from "./lineBreaks";

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Plain text typed by the user as a safe HTML body. */
export function plainTextToHtml(text: string): string {
  return lineBreaksToHtml(escapeHtml(text));
}
