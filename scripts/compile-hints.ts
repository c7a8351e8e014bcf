// V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+): a script that starts with it has every
// function compiled eagerly, on the thread that streams the script in, instead of each one on the main thread at its
// first call. Worth it only for code that mostly runs as the page starts:
// - the entry chunk (React, react-dom and the app's start, which render the first screen): react-dom's own code on
//   the main thread of a cold /chat, median 236 -> 145 ms over four loads each, in Chromium's profiler;
// - XState's chunks: the start builds and enters every root actor's machine before the first render, and its lazily
//   compiled functions were most of that step (the root actor's creation, median 44 -> 15 ms over six loads each).
// A lazy screen's chunk runs only in part, and would be compiled for nothing.
import type { Plugin, Rollup } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

const XSTATE_MODULE = /[\\/]node_modules[\\/]xstate[\\/]/;

/** Whether a chunk gets the hint: the entry chunk, and a chunk of XState alone. */
export function takesCompileHint(chunk: Pick<Rollup.OutputChunk, "isEntry" | "moduleIds">): boolean {
  const xstateAlone = chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => XSTATE_MODULE.test(id));
  return chunk.isEntry || xstateAlone;
}

/**
 * Puts the hint on the first line of those chunks, as V8 reads it only before the functions it applies to: last of
 * all, after Vite has put its table of preloads at the head of the entry. Their source maps move down a line.
 */
export function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || !takesCompileHint(chunk)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The map is already its own file in the bundle by now: its lines move down one.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === "asset") {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
