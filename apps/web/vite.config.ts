import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultServerConditions, defineConfig, type Plugin } from 'vite';

/** What is worth compressing: text, above the size where a compressed copy saves a packet. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, once, at the best ratio: the server
 * sends them to browsers that accept them (@fastify/static `preCompressed`, apps/server/src/plugins/web.ts) without
 * compressing anything per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'nprm-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_COMPRESSIBLE_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
      }
    },
  };
}

/** docs/architecture.md: what the public page loads before its form, gzipped (level 9, as a server or CDN would). */
export const FIRST_LOAD_BUDGET = { scriptKiB: 160, styleKiB: 20 };

/**
 * Fails the build when the scripts the entry loads at once (itself and its static imports, not the pages loaded
 * later) or their stylesheets exceed FIRST_LOAD_BUDGET, and prints both.
 */
function firstLoadBudget(): Plugin {
  return {
    name: 'nprm-first-load-budget',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // After writing: the chunks' code as served (Vite fills in the preload lists while generating the bundle).
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loaded = new Set<string>();
      const visit = (fileName: string) => {
        if (loaded.has(fileName)) return;
        loaded.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
      };
      visit(entry.fileName);
      const gzipKiB = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).length / 1024;
      let scriptKiB = 0;
      const styles = new Set<string>();
      for (const fileName of loaded) {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') continue;
        scriptKiB += gzipKiB(chunk.code);
        chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
      }
      let styleKiB = 0;
      for (const css of styles) {
        const asset = bundle[css];
        if (asset?.type === 'asset') styleKiB += gzipKiB(asset.source);
      }
      const line = `first load: scripts ${scriptKiB.toFixed(1)} KiB, stylesheets ${styleKiB.toFixed(1)} KiB gzipped`;
      if (scriptKiB > FIRST_LOAD_BUDGET.scriptKiB || styleKiB > FIRST_LOAD_BUDGET.styleKiB) {
        this.error(`${line}: over the budget of ${FIRST_LOAD_BUDGET.scriptKiB} and ${FIRST_LOAD_BUDGET.styleKiB} KiB`);
      }
      this.info(line);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), firstLoadBudget()],
  resolve: { conditions: ['@nprm/source'] },
  // The server's drawing of the public pages (src/server.tsx, built into dist-server/ by `vite build --ssr`): one
  // file with every package in it, built for production as the browser's build is (the server sets no NODE_ENV),
  // the workspace packages from their sources. Only for that build: Vitest runs the tests in the same environment.
  ...(isSsrBuild && {
    ssr: { noExternal: true, resolve: { conditions: [...defaultServerConditions, '@nprm/source'] } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
  // No source maps in the build: the server serves dist/ publicly. The manifest (.vite/manifest.json, not served)
  // tells the server the results page's chunks, which it hints with a share link's HTML.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] } } },
  },
}));
