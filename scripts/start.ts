// `npm start`: build the SPA if needed, then run the one server process (API + SPA).
import { buildSpaIfStale } from "./spa-build";

await buildSpaIfStale();
await import("../server/main");
