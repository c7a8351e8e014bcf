// What of an error may go into the log. Messages may not: a failed query's message holds every SQL parameter
// (names, birth details, session ids, questions) and a driver's message can quote a value. The log gets the error
// classes along the cause chain, database error codes and the stack frames (file and line, no message), which
// locate a fault without telling anything about the person behind the request.
export function loggableError(err: unknown): string {
  const classes: string[] = [];
  let frames: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    if (current instanceof Error) {
      const code = (current as { code?: unknown }).code;
      classes.push(
        typeof code === "string" && /^[A-Z0-9_]{1,12}$/i.test(code) ? `${current.name} (${code})` : current.name,
      );
      if (frames.length === 0) frames = (current.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
      current = current.cause;
    } else {
      classes.push(typeof current);
      break;
    }
  }
  return [classes.join(" <- ") || "unknown error", ...frames.slice(0, 8)].join("\n");
}
