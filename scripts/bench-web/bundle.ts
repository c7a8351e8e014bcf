// Builds a Vite project and measures what it ships: the initial JS and CSS (the entry chunk and everything it
// imports statically, i.e. what index.html loads before the first route renders) and each lazy chunk, raw, gzip and
// brotli.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build, type InlineConfig, type Rollup } from "vite";

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface LazyChunk {
  file: string;
  /** The chunk's own JS plus the CSS it brings. */
  js: Size;
  css: Size;
}

export interface BundleReport {
  initialJs: Size;
  initialCss: Size;
  /** The initial stylesheets' text (what they declare, e.g. which font files they may fetch). */
  initialCssText: string;
  initialFiles: string[];
  lazy: LazyChunk[];
  /** The largest node_modules packages and source files in the initial JS, by minified bytes. */
  initialModules: Array<{ name: string; bytes: number }>;
}

export function measure(text: string | Uint8Array): Size {
  const bytes = typeof text === "string" ? Buffer.from(text) : Buffer.from(text);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function addSizes(sizes: Size[]): Size {
  return sizes.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

/** A production build with `config` merged over the project's own vite config; returns what was emitted. */
export async function buildAndCollect(config: InlineConfig): Promise<Rollup.OutputBundle> {
  const emitted: Rollup.OutputBundle = {};
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      mode: "production",
      logLevel: "warn",
      ...config,
      build: { emptyOutDir: true, ...config.build },
      plugins: [
        ...(config.plugins ?? []),
        {
          name: "bench-web:collect",
          enforce: "post",
          // As written: after every plugin's generateBundle, as some (Vite's, which puts its table of preloads at the
          // head of the entry) change the chunks' code after an ordinary plugin has seen it.
          writeBundle(_options, bundle) {
            Object.assign(emitted, bundle);
          },
        },
      ],
    });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  return emitted;
}

/** `node_modules/react-dom/cjs/x.js` -> `react-dom`; a project file keeps its path. */
function moduleOwner(id: string, root: string): string {
  const clean = id.replace(/^\0/, "").split("?")[0] ?? id;
  const inModules = clean.split("node_modules/").at(-1) ?? clean;
  if (inModules !== clean) {
    const parts = inModules.split("/");
    return parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? clean);
  }
  return clean.startsWith(root) ? clean.slice(root.length + 1) : clean;
}

export function analyse(bundle: Rollup.OutputBundle, root: string): BundleReport {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const item of Object.values(bundle)) if (item.type === "chunk") chunks.set(item.fileName, item);
  const assetText = (file: string) => {
    const asset = bundle[file];
    return asset?.type === "asset" ? asset.source : "";
  };
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("The build has no entry chunk.");

  const initial = new Set<string>();
  const visit = (file: string) => {
    if (initial.has(file)) return;
    initial.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
  };
  visit(entry.fileName);

  const cssOf = (chunk: Rollup.OutputChunk) => [...(chunk.viteMetadata?.importedCss ?? [])];
  const initialChunks = [...initial].map((file) => chunks.get(file)).filter((c): c is Rollup.OutputChunk => !!c);
  // The stylesheets index.html links (one file when CSS is not split per chunk) and those of the initial chunks.
  const html = String(assetText("index.html"));
  const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].map((match) => match[1] ?? "");
  const initialCssFiles = new Set([...linked, ...initialChunks.flatMap(cssOf)]);

  const owners = new Map<string, number>();
  for (const chunk of initialChunks) {
    for (const [id, info] of Object.entries(chunk.modules)) {
      const owner = moduleOwner(id, root);
      owners.set(owner, (owners.get(owner) ?? 0) + info.renderedLength);
    }
  }

  const lazy = [...chunks.values()]
    .filter((chunk) => !initial.has(chunk.fileName))
    .map((chunk) => ({
      file: chunk.fileName,
      js: measure(chunk.code),
      css: addSizes(
        cssOf(chunk)
          .filter((file) => !initialCssFiles.has(file))
          .map((file) => measure(assetText(file))),
      ),
    }))
    .sort((a, b) => b.js.gzip - a.js.gzip);

  return {
    initialJs: addSizes(initialChunks.map((chunk) => measure(chunk.code))),
    initialCss: addSizes([...initialCssFiles].map((file) => measure(assetText(file)))),
    initialCssText: [...initialCssFiles].map((file) => String(assetText(file))).join("\n"),
    initialFiles: [...initial],
    lazy,
    initialModules: [...owners].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes),
  };
}
