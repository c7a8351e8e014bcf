// V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+): a script that starts with it has every
// function compiled eagerly, on the thread that streams the script in, instead of each one on the main thread at its
// first call. Only worth it for code that nearly all runs at start: XState builds and enters every root actor's
// machine before the first render, and its lazily compiled functions were most of that step (median 44 -> 15 ms of
// the root actor's creation over six cold loads of /chat each, in Chromium's profiler). A chunk of mostly unused
// code (react-dom's) would only be compiled for nothing.
import type { Rollup } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The chunks whose every module is XState's own. */
const XSTATE_MODULE = /[\\/]node_modules[\\/]xstate[\\/]/;

/** The hint for a chunk made only of XState's modules (the build's `postBanner`, after minification); none for others. */
export function compileHintFor(chunk: Pick<Rollup.RenderedChunk, "moduleIds">): string {
  return chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => XSTATE_MODULE.test(id)) ? COMPILE_HINT : "";
}
