import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const apiTarget = process.env.API_URL ?? "http://localhost:8080";

export default defineConfig({
  plugins: [
    react(),
    // The service worker precaches the app shell and the content JSON so the app opens offline after one visit.
    // `prompt`: a new version waits until the user accepts 'New content available. Reload?'.
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      // The web manifest is our own file in public/.
      manifest: false,
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,json,webmanifest}"],
        globIgnores: ["**/gallery*"],
        navigateFallback: "/index.html",
        // The API and the framed policy pages are never answered by the app shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/policies\//, /\.html$/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  server: {
    // `npm run dev`: hot-reloading SPA; API calls go to the API server (`npm run dev:api`).
    proxy: { "/api": { target: apiTarget, changeOrigin: true } },
  },
  build: { outDir: "dist", sourcemap: true },
});
