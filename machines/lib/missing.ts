// docs/product.md §5: null, the text 'null', the text 'undefined' and blank all count as missing.
export function isMissing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== "string") return false;
  const text = value.trim();
  return text === "" || text === "null" || text === "undefined";
}

/** The value when present, else the fallback (for display of optional fields). */
export function presentOr(value: string | null | undefined, fallback: string): string {
  return isMissing(value) ? fallback : (value as string);
}
