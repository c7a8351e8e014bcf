// docs/product.md §5: line breaks are shown as HTML line breaks (the text is HTML already; sanitizing is the view's job).
export function lineBreaksToHtml(text: string): string {
  return text.replace(/\r\n|\r|\n/g, "<br>");
}
