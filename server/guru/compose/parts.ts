// An answer before it becomes HTML: paragraphs of sentences and at most one list, so sentences already said in
// the conversation can be dropped one by one.
export type Part = { paragraph: string[] } | { list: string[]; intro: string };

export function paragraph(...sentences: (string | null | undefined | false)[]): Part {
  return { paragraph: sentences.filter((s): s is string => typeof s === "string" && s !== "") };
}
