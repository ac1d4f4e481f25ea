import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
    apply: 'build',
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

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { conditions: ['@nprm/source'] },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
  // No source maps in the build: the server serves dist/ publicly. The manifest (.vite/manifest.json, not served)
  // tells the server the results page's chunks, which it hints with a share link's HTML.
  build: { outDir: 'dist', sourcemap: false, manifest: true },
});
