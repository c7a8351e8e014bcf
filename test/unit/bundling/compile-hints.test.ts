import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHints, takesCompileHint } from "../../../scripts/compile-hints";

const xstate = (file: string) => `/app/node_modules/xstate/dist/${file}`;
const lazyChunk = (...moduleIds: string[]) => ({ isEntry: false, moduleIds });

describe("V8's compile hint on the build's chunks (scripts/compile-hints.ts)", () => {
  it("marks the entry chunk, whatever it holds", () => {
    expect(
      takesCompileHint({ isEntry: true, moduleIds: ["/app/src/main.tsx", "/app/node_modules/react-dom/index.js"] }),
    ).toBe(true);
  });

  it("marks a chunk made only of XState's modules", () => {
    expect(takesCompileHint(lazyChunk(xstate("xstate.esm.js"), xstate("raise-effbee0c.esm.js")))).toBe(true);
    expect(takesCompileHint(lazyChunk("C:\\app\\node_modules\\xstate\\actors\\dist\\xstate-actors.esm.js"))).toBe(true);
  });

  it("leaves any other chunk as it is: a screen's, XState's beside other code, another package's, an empty one", () => {
    expect(takesCompileHint(lazyChunk("/app/src/features/chat/ChatScreen.tsx"))).toBe(false);
    expect(takesCompileHint(lazyChunk(xstate("xstate.esm.js"), "/app/src/features/chat/bindings.ts"))).toBe(false);
    expect(takesCompileHint(lazyChunk("/app/node_modules/@xstate/react/dist/xstate-react.esm.js"))).toBe(false);
    expect(takesCompileHint(lazyChunk())).toBe(false);
  });

  it("is V8's magic comment, exactly", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad");
  });

  it("puts the hint on the first line of the chunks that take it, and moves their source maps down a line", () => {
    const chunk = (fileName: string, isEntry: boolean, moduleIds: string[]) => ({
      type: "chunk",
      fileName,
      isEntry,
      moduleIds,
      code: "const table=[];\nrun();",
    });
    const map = (mappings: string) => ({ type: "asset", source: JSON.stringify({ version: 3, mappings }) });
    const bundle: Record<string, { code?: string; source?: unknown }> = {
      "index.js": chunk("index.js", true, ["/app/src/main.tsx"]),
      "index.js.map": map(";AAAA"),
      "ChatScreen.js": chunk("ChatScreen.js", false, ["/app/src/features/chat/ChatScreen.tsx"]),
      "ChatScreen.js.map": map("AAAA"),
    };
    const { generateBundle } = compileHints() as unknown as {
      generateBundle: { handler: (options: unknown, bundle: unknown) => void };
    };
    generateBundle.handler({}, bundle);
    expect(bundle["index.js"]?.code).toBe(`${COMPILE_HINT}\nconst table=[];\nrun();`);
    expect(JSON.parse(String(bundle["index.js.map"]?.source))).toEqual({ version: 3, mappings: ";;AAAA" });
    expect(bundle["ChatScreen.js"]?.code).toBe("const table=[];\nrun();");
    expect(JSON.parse(String(bundle["ChatScreen.js.map"]?.source))).toEqual({ version: 3, mappings: "AAAA" });
  });
});
