// The inline script of the shells' first frames. The shells of the screens that keep one (src/app/keptFrame.ts says
// what a kept frame is) run it twice (scripts/prerender-shells.ts): before #root, where it only marks <html> when a
// frame was kept for this path in this language, so src/styles/base.css hides the shell's own frame should the browser
// paint while the page is still being read; and right after #root, where it puts the kept frame in and unmarks
// <html>. The shells a first visitor may open (FIRST_VISIT_PATHS) run it a third time, first, in <head> before the
// stylesheet (which holds back a later inline script until it has loaded): for a visitor with nothing stored that
// the route guard reads, it asks for the walkthrough's first image at once and marks <html>; after #root it puts the
// walkthrough's first frame in (a template after #root) instead of the screen's own or a kept one. The server's
// Content-Security-Policy admits exactly this text by its hash (server/http/security.ts). It is a literal, not a
// compiled function, so the build and the server hash the same bytes.
import { SCREEN_MODULES_ID } from "./screen-modules";

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

/**
 * The shells a first visitor may open: the walkthrough's own addresses and /questions, from which the route guard
 * sends a visitor with nothing stored to the walkthrough.
 */
export const FIRST_VISIT_PATHS = ["/", "/home", "/questions"] as const;

/**
 * What the route guard reads from localStorage (src/app/logic.ts `routeFacts`): the access token, the walkthrough's
 * seen flag and the app store (its categories and kundali). Their keys are the app's own (src/adapters/storage.ts,
 * machines/appStore.ts); test/unit/client/logic.test.ts holds them and this check to the guard.
 */
export const FIRST_VISIT_STORED_KEYS = {
  accessToken: "Bearer",
  walkthroughSeen: "walkthrough_done",
  appStore: "appStore",
};

/**
 * True when the guard will show this visitor the walkthrough on every first-visit path: no access token, the
 * walkthrough not seen, no categories and no chart kept. Anything it cannot read (corrupt JSON, a refusing storage) is
 * not a first visit: the shell then paints what it paints for a returning reader, never a walkthrough the app would
 * not show.
 */
export const FIRST_VISIT_CHECK = `function firstVisit(storage,keys){try{if(storage.getItem(keys.accessToken)||storage.getItem(keys.walkthroughSeen)==="true")return false;var store=JSON.parse(storage.getItem(keys.appStore)||"{}");if(!store||typeof store!=="object")return false;var kundali=store.kundali||{};return!(store.categories_list&&store.categories_list.length)&&!kundali.session_id&&!kundali.horoscope_sign}catch(e){return false}}`;

/** The names the shells and the script share for the first visit. */
export const FIRST_VISIT = {
  /** On <html> from the head's run to the swap: src/styles/base.css hides the screen's own frame meanwhile. */
  mark: "data-first-visit",
  /** The head's script element names the walkthrough's first image in this attribute. */
  image: "data-first-visit-image",
  /** The template after #root with the walkthrough's first frame. */
  template: "first-visit-frame",
  /** On the template: where the guard shows the walkthrough, when not on this address (history is replaced). */
  path: "data-path",
  /** On the template: the walkthrough screen's modules, which replace the screen's list (shared/screen-modules.ts). */
  modules: "data-screen-modules",
} as const;

export const KEPT_FRAME_SCRIPT = `(function(prefix,mark,last,keys,first,modulesId){${STYLES_OF_PAGE}${FIRST_VISIT_CHECK}var html=document.documentElement;if(!document.body){var image=document.currentScript&&document.currentScript.getAttribute(first.image);if(image&&firstVisit(localStorage,keys)){html.setAttribute(first.mark,"");var link=document.createElement("link");link.rel="preload";link.as="image";link.href=image;link.setAttribute("fetchpriority","high");document.head.appendChild(link)}return}var root=document.getElementById("root");if(html.hasAttribute(first.mark)){if(!root)return;try{var template=document.getElementById(first.template);if(!template)return;root.innerHTML=template.innerHTML;var path=template.getAttribute(first.path);if(path&&path!==location.pathname)history.replaceState(history.state,"",path);root.setAttribute("data-shell",location.pathname);var modules=document.getElementById(modulesId);if(modules)modules.textContent=template.getAttribute(first.modules)||"[]"}catch(e){}finally{html.removeAttribute(first.mark)}return}try{var frame=JSON.parse(localStorage.getItem(prefix+location.pathname)||"null");if(!frame||frame.path!==location.pathname||frame.language!==html.lang||frame.styles!==keptFrameStyles()||typeof frame.html!=="string")return;if(!root){html.setAttribute(mark,"");return}root.innerHTML=frame.html;root.setAttribute(mark,"");var end=root.querySelector(last);if(end&&end.scrollIntoView)end.scrollIntoView({block:"end"})}catch(e){}finally{if(root)html.removeAttribute(mark)}})(${JSON.stringify(KEPT_FRAME_KEY_PREFIX)},${JSON.stringify(KEPT_FRAME_ATTRIBUTE)},${JSON.stringify(END_SELECTOR)},${JSON.stringify(FIRST_VISIT_STORED_KEYS)},${JSON.stringify(FIRST_VISIT)},${JSON.stringify(SCREEN_MODULES_ID)});`;
