// The inline script of the kept frame (src/app/keptFrame.ts says what a kept frame is). The shells of the screens
// that keep one run it twice (scripts/prerender-shells.ts): before #root, where it only marks <html> when a frame
// was kept for this path in this language, so src/styles/base.css hides the shell's own frame should the browser
// paint while the page is still being read; and right after #root, where it puts the kept frame in and unmarks
// <html>. The server's Content-Security-Policy admits exactly this text by its hash (server/http/security.ts). It
// is a literal, not a compiled function, so the build and the server hash the same bytes.

/** Where the app keeps the frame (localStorage). */
export const KEPT_FRAME_KEY = "kept_frame";

/** On <html> between the two runs; on #root once the kept frame is in (src/main.tsx reads it). */
export const KEPT_FRAME_ATTRIBUTE = "data-kept-frame";

export const KEPT_FRAME_SCRIPT = `(function(key,mark){var html=document.documentElement;var root=document.getElementById("root");try{var frame=JSON.parse(localStorage.getItem(key)||"null");if(!frame||frame.path!==location.pathname||frame.language!==html.lang||typeof frame.html!=="string")return;if(!root){html.setAttribute(mark,"");return}root.innerHTML=frame.html;root.setAttribute(mark,"")}catch(e){}finally{if(root)html.removeAttribute(mark)}})(${JSON.stringify(KEPT_FRAME_KEY)},${JSON.stringify(KEPT_FRAME_ATTRIBUTE)});`;
