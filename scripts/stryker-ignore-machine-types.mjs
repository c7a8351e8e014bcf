// Stryker ignorer for the machines: the `types: { ... }` object given to xstate's `setup()` only carries TypeScript
// types (`{} as Context`), so emptying it changes nothing at run time; every machine has one, and each such mutant
// would otherwise survive as an equivalent.
import { declareValuePlugin, PluginKind } from "@stryker-mutator/api/plugin";

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, "machine-types", {
    shouldIgnore(path) {
      const property = path.parentPath;
      const call = property?.parentPath?.parentPath;
      const isTypes =
        path.isObjectExpression() &&
        property?.isObjectProperty() &&
        property.node.key.type === "Identifier" &&
        property.node.key.name === "types";
      const inSetup =
        call?.isCallExpression() && call.node.callee.type === "Identifier" && call.node.callee.name === "setup";
      return isTypes && inSetup ? "xstate setup() types are compile-time only" : undefined;
    },
  }),
];
