// `npm run dev`: the API server (restarted on change) plus Vite's hot-reloading dev server in front of it.
import { spawn } from "node:child_process";
import { createServer } from "vite";

const apiPort = process.env.API_PORT ?? "8081";
const api = spawn("npx", ["tsx", "watch", "server/main.ts"], {
  stdio: "inherit",
  // The native simulator (?native=sim) buys question packs; the sandbox credits them without Google Play.
  env: { PURCHASES_SANDBOX: "true", ...process.env, PORT: apiPort, NODE_ENV: "development" },
});
process.env.API_URL = `http://127.0.0.1:${apiPort}`;
const vite = await createServer({ server: { port: Number(process.env.PORT ?? 5173) } });
await vite.listen();
vite.printUrls();

const stop = async () => {
  api.kill("SIGINT");
  await vite.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
