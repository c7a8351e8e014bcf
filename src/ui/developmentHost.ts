// Whether the app is a development build (Vite's dev server), where the dev tag (DevTag.tsx) shows. A production build
// never shows it, wherever it is served from (a production start on localhost included), and never loads its code.
export const isDevelopmentBuild: boolean = import.meta.env.DEV;
