// The inline script of the kept frame (src/app/keptFrame.ts says what a kept frame is). The shells of the screens
// that keep one run it twice (scripts/prerender-shells.ts): before #root, where it only marks <html> when a frame
// was kept for this path in this language, so src/styles/base.css hides the shell's own frame should the browser
// paint while the page is still being read; and right after #root, where it puts the kept frame in and unmarks
// <html>. The server's Content-Security-Policy admits exactly this text by its hash (server/http/security.ts). It
// is a literal, not a compiled function, so the build and the server hash the same bytes.

/** The screens that keep their first frame (their shells run the script); each has a shell (app-paths.ts). */
export const KEPT_FRAME_PATHS = ["/questions", "/kundali", "/chat"] as const;
export type KeptFramePath = (typeof KEPT_FRAME_PATHS)[number];

/** Where the app keeps each screen's frame (localStorage): this prefix and the screen's path. */
export const KEPT_FRAME_KEY_PREFIX = "kept_frame:";

export function keptFrameKey(path: KeptFramePath): string {
  return KEPT_FRAME_KEY_PREFIX + path;
}

/**
 * Marks the element a screen keeps scrolled into view at its end (the chat's newest message): the script scrolls the
 * kept frame there as the app does, so the first paint shows what the app will show, not the frame's top.
 */
export const KEPT_FRAME_END = { "data-kept-frame-end": "" } as const;
const END_SELECTOR = `[${Object.keys(KEPT_FRAME_END)[0]}]`;

/**
 * Marks what a screen shows now but not on the reader's next visit (the chat's follow-up suggestions, which belong to
 * the answer just given): the app keeps its frame without it.
 */
export const KEPT_FRAME_LEFT_OUT = { "data-kept-frame-left-out": "" } as const;
export const LEFT_OUT_SELECTOR = `[${Object.keys(KEPT_FRAME_LEFT_OUT)[0]}]`;

/** On <html> between the two runs; on #root once the kept frame is in (src/main.tsx reads it). */
export const KEPT_FRAME_ATTRIBUTE = "data-kept-frame";

/**
 * The app's stylesheet, which names the build: a frame kept by another build (an update since) is not painted, its
 * markup may no longer match the styles. The script carries its own copy of this function (its source, below); if the
 * two disagreed, no frame would be painted and test/browser/kept-frame.test.ts would fail.
 */
export function keptFrameStyles(): string | null {
  return document.querySelector('link[rel="stylesheet"]')?.getAttribute("href") ?? null;
}

const STYLES_OF_PAGE = `function keptFrameStyles(){var link=document.querySelector('link[rel="stylesheet"]');return link?link.getAttribute("href"):null}`;

export const KEPT_FRAME_SCRIPT = `(function(prefix,mark,last){${STYLES_OF_PAGE}var html=document.documentElement;var root=document.getElementById("root");try{var frame=JSON.parse(localStorage.getItem(prefix+location.pathname)||"null");if(!frame||frame.path!==location.pathname||frame.language!==html.lang||frame.styles!==keptFrameStyles()||typeof frame.html!=="string")return;if(!root){html.setAttribute(mark,"");return}root.innerHTML=frame.html;root.setAttribute(mark,"");var end=root.querySelector(last);if(end&&end.scrollIntoView)end.scrollIntoView({block:"end"})}catch(e){}finally{if(root)html.removeAttribute(mark)}})(${JSON.stringify(KEPT_FRAME_KEY_PREFIX)},${JSON.stringify(KEPT_FRAME_ATTRIBUTE)},${JSON.stringify(END_SELECTOR)});`;
