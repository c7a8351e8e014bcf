import { describe, expect, it } from "vitest";
import { COMPILE_HINT, takesCompileHint } from "../../../scripts/compile-hints";

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
});
