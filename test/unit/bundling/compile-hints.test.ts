import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHintFor } from "../../../scripts/compile-hints";

const xstate = (file: string) => `/app/node_modules/xstate/dist/${file}`;

describe("V8's compile hint on the build's chunks (scripts/compile-hints.ts)", () => {
  it("marks a chunk made only of XState's modules", () => {
    expect(compileHintFor({ moduleIds: [xstate("xstate.esm.js"), xstate("raise-effbee0c.esm.js")] })).toBe(
      COMPILE_HINT,
    );
    expect(compileHintFor({ moduleIds: ["C:\\app\\node_modules\\xstate\\actors\\dist\\xstate-actors.esm.js"] })).toBe(
      COMPILE_HINT,
    );
  });

  it("leaves a chunk with any other module, or none, as it is", () => {
    expect(compileHintFor({ moduleIds: [xstate("xstate.esm.js"), "/app/src/main.tsx"] })).toBe("");
    expect(compileHintFor({ moduleIds: ["/app/node_modules/@xstate/react/dist/xstate-react.esm.js"] })).toBe("");
    expect(compileHintFor({ moduleIds: ["/app/node_modules/react-dom/cjs/react-dom-client.production.js"] })).toBe("");
    expect(compileHintFor({ moduleIds: [] })).toBe("");
  });

  it("is V8's magic comment, exactly", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad");
  });
});
