// The build's server-side entry (built by the prerender plugin in vite.config.ts, never shipped to browsers): renders
// the first frame of a screen in a language to HTML, laid out the way the app lays it out (ShellLayout), so the
// client can hydrate it.
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import type { Language } from "../../contract/language";
import type { PRERENDERED_PATHS } from "../../shared/app-paths";
import { ShellLayout } from "../app/ShellLayout";
import { chooseLanguage } from "../i18n/i18n";
import { BottomNav } from "../ui/BottomNav";
import { DevTag } from "../ui/DevTag";
import { frameOf } from "./frames";

export type { Language };

/** Where the not-found shell is rendered: any path the app does not know shows the same page. */
const UNKNOWN_PATH = "/not-found";

/** The HTML of the app column for `path` (a prerendered path, or null for the not-found page) in `language`. */
export async function renderShell(path: keyof typeof PRERENDERED_PATHS | null, language: Language): Promise<string> {
  // Loads the language's catalogue into the i18n cache (the Devanagari font's stylesheet has no meaning here).
  await chooseLanguage(language);
  const location = path ?? UNKNOWN_PATH;
  return renderToString(
    <Router ssrPath={location}>
      <div className="app-column">
        <ShellLayout
          offlineBanner={null}
          screen={frameOf(path, language)}
          bottomNav={<BottomNav currentPath={location} />}
          updatePrompt={null}
          toaster={null}
          devTag={<DevTag visible={false} />}
        />
      </div>
    </Router>,
  );
}
