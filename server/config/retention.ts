// How long what nobody comes back for is kept: idle guest sessions with their rows, and dead tokens
// (server/retention/sweep.ts, docs/operations.md#what-is-kept-and-for-how-long).
import { positiveInt } from "./fields";

export const retentionSettings = {
  GUEST_SESSION_RETENTION_DAYS: positiveInt
    .default(90)
    .describe(
      "Days a guest session (not registered) is kept after its last chart, question, match or quota change; then it " +
        "is deleted with its charts, chats, matches and quota rows.",
    ),
  RETENTION_SWEEP_INTERVAL_MINUTES: positiveInt
    .default(60)
    .describe(
      "Minutes between the server's sweeps of idle guest sessions and of spent and expired tokens (the first runs at start).",
    ),
};
