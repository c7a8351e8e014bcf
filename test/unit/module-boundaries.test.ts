// Which folder may import which (docs/architecture.md): the rules both sides apply live in contract/ and the code both
// run in shared/, so the server, the contract and shared/ never import machines/ (the client's behaviour); and the app
// composes the features, so a feature never imports src/app. This test reads every import (static, `export ... from`
// and `import()`) and fails on one that crosses a line. A planted violation of each shape proves the scan catches it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");

interface Boundary {
  /** The folders whose files are checked. */
  from: string[];
  /** The folder they may not import. */
  forbidden: string;
}

const SERVER_SIDE: Boundary = { from: ["server", "contract", "shared"], forbidden: "machines" };
const FEATURES: Boundary = { from: ["src/features"], forbidden: "src/app" };

/**
 * Today's imports of src/app by features, each "file -> module": the screens reach the app logic (useAppLogic, the
 * ScreenEnvironment type, the kept frame's hook) until the root hands its actors to the screen machines itself. The
 * list only shrinks: an import not on it fails, and so does an entry no longer imported.
 */
const FEATURE_IMPORTS_OF_APP_ALLOWED = new Set([
  "src/features/chat/ChatScreen.tsx -> src/app/LogicContext",
  "src/features/chat/ChatScreen.tsx -> src/app/useKeptFrame",
  "src/features/chat/ChatSuggestions.tsx -> src/app/LogicContext",
  "src/features/chat/bindings.ts -> src/app/logic",
  "src/features/city-search/bindings.ts -> src/app/logic",
  "src/features/city-search/useCitySearch.ts -> src/app/LogicContext",
  "src/features/get-started/GetStartedScreen.tsx -> src/app/LogicContext",
  "src/features/get-started/bindings.ts -> src/app/logic",
  "src/features/kundali/KundaliScreen.tsx -> src/app/LogicContext",
  "src/features/kundali/KundaliScreen.tsx -> src/app/useKeptFrame",
  "src/features/kundali/bindings.ts -> src/app/logic",
  "src/features/login/LoginScreen.tsx -> src/app/LogicContext",
  "src/features/login/bindings.ts -> src/app/logic",
  "src/features/login/useLoginModal.ts -> src/app/LogicContext",
  "src/features/matching/MatchingScreen.tsx -> src/app/LogicContext",
  "src/features/matching/bindings.ts -> src/app/logic",
  "src/features/profile/ProfileScreen.tsx -> src/app/LogicContext",
  "src/features/profile/bindings.ts -> src/app/logic",
  "src/features/questions/QuestionsScreen.tsx -> src/app/LogicContext",
  "src/features/questions/QuestionsScreen.tsx -> src/app/useKeptFrame",
  "src/features/questions/bindings.ts -> src/app/logic",
  "src/features/register/RegisterScreen.tsx -> src/app/LogicContext",
  "src/features/register/bindings.ts -> src/app/logic",
  "src/features/register/useRegisterModal.ts -> src/app/LogicContext",
  "src/features/reset-password/ResetPasswordScreen.tsx -> src/app/LogicContext",
  "src/features/reset-password/bindings.ts -> src/app/logic",
  "src/features/settings/SettingsScreen.tsx -> src/app/LogicContext",
  "src/features/settings/bindings.ts -> src/app/logic",
  "src/features/subscription/bindings.ts -> src/app/logic",
  "src/features/subscription/usePacks.ts -> src/app/LogicContext",
  "src/features/today/bindings.ts -> src/app/logic",
  "src/features/today/useToday.ts -> src/app/LogicContext",
  "src/features/verification/VerificationScreen.tsx -> src/app/LogicContext",
  "src/features/verification/bindings.ts -> src/app/logic",
  "src/features/walkthrough/WalkthroughScreen.tsx -> src/app/LogicContext",
  "src/features/walkthrough/bindings.ts -> src/app/logic",
]);

/** The relative module specifiers a source imports: `import ... from`, `export ... from`, `import "x"`, `import("x")`. */
function importedSpecifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /(?:^|[\s;])(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']/g,
    /(?:^|[\s;])import\s*["']([^"']+)["']/g,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) found.push(match[1] as string);
  }
  return found.filter((specifier) => specifier.startsWith("."));
}

/** The repository-relative modules (no extension) `file` imports that lie under `forbidden`. */
function crossings(file: string, source: string, forbidden: string): string[] {
  return importedSpecifiers(source)
    .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)))
    .filter((target) => target === forbidden || target.startsWith(`${forbidden}/`))
    .map((target) => target.replace(/\.(tsx?|js)$/, ""));
}

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const file = `${dir}/${name}`;
    if (statSync(path.join(ROOT, file)).isDirectory()) return filesUnder(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every "file -> module" import across the boundary in the repository. */
function violations({ from, forbidden }: Boundary): string[] {
  return from.flatMap((dir) =>
    filesUnder(dir).flatMap((file) =>
      crossings(file, readFileSync(path.join(ROOT, file), "utf8"), forbidden).map((target) => `${file} -> ${target}`),
    ),
  );
}

describe("module boundaries", () => {
  it.each([
    ["a server file", "server/accounts/planted.ts", `import type { Language } from "../../machines/lib/language";`],
    ["the contract", "contract/planted.ts", `import { contactProblem } from "../machines/lib/phoneRule";`],
    ["shared code", "shared/calendar/planted.ts", `export { twoDigits } from "../../machines/lib/twoDigits";`],
    ["a lazy import", "server/routes/planted.ts", `const rule = await import("../../machines/lib/time");`],
    ["a machine itself", "server/planted.ts", `import { chatMachine } from "../machines/chat";`],
  ])("catches a planted import of machines/ from %s", (_, file, planted) => {
    expect(crossings(file, planted, SERVER_SIDE.forbidden)).not.toEqual([]);
  });

  it.each([
    ["a screen", "src/features/chat/ChatScreen.tsx", `import { useAppLogic } from "../../app/LogicContext";`],
    ["a deeper file", "src/features/kundali/depth/bindings.ts", `import { boundOnce } from "../../../app/boundOnce";`],
    [
      "a type, over two lines",
      "src/features/chat/bindings.ts",
      `import type {\n  ScreenEnvironment,\n} from "../../app/logic";`,
    ],
  ])("catches a planted import of src/app from %s", (_, file, planted) => {
    expect(crossings(file, planted, FEATURES.forbidden)).not.toEqual([]);
  });

  it.each([
    [
      "the contract's rule",
      "server/routes/auth.ts",
      `import { languageFromAcceptLanguage } from "../../contract/language";`,
    ],
    ["shared code", "server/kundali/dates.ts", `import { adToBs } from "../../shared/calendar/dates";`],
    ["a package named like the folder", "server/planted.ts", `import { setup } from "machines";`],
    ["a folder that only starts with the name", "server/planted.ts", `import { x } from "../machines-old/x";`],
  ])("lets an import inside the lines pass: %s", (_, file, clean) => {
    expect(crossings(file, clean, SERVER_SIDE.forbidden)).toEqual([]);
  });

  it("finds no import of machines/ in server/, contract/ or shared/", () => {
    expect(violations(SERVER_SIDE)).toEqual([]);
  });

  it("finds no import of src/app in a feature beyond today's shrinking list", () => {
    const found = violations(FEATURES);
    expect(found.filter((crossing) => !FEATURE_IMPORTS_OF_APP_ALLOWED.has(crossing))).toEqual([]);
    // A fixed import leaves the list too, so the list records what is left to do.
    expect([...FEATURE_IMPORTS_OF_APP_ALLOWED].filter((allowed) => !found.includes(allowed))).toEqual([]);
  });
});
