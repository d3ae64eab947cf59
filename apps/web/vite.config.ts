import { createHash } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const LANDING_PAGE = '/src/features/prelogin/pages/landing-page.tsx';

/**
 * On `/`, starts fetching the landing page's chunks and styles together with
 * the entry instead of after the entry has run and routed (issue 6: the
 * landing's LCP). Other paths skip it, so no page pays for the landing.
 * A file rather than an inline script: the CSP allows only this site's
 * scripts (docs/design/security-headers.md). `async` keeps it off the
 * parser's critical path; a late run only repeats fetches already started.
 */
function preloadLanding(): Plugin {
  let base = '/';
  let script: { fileName: string; source: string } | undefined;
  return {
    name: 'onehall-preload-landing',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const landing = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(LANDING_PAGE));
        if (landing?.type !== 'chunk') return;
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || chunk.isEntry || scripts.has(fileName)) return;
          scripts.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const dep of chunk.imports) visit(dep);
        };
        visit(landing.fileName);
        const links = [...[...scripts].map((f) => ['modulepreload', base + f]), ...[...styles].map((f) => ['preload', base + f])];
        const source = `if(location.pathname==='/')for(const[r,h]of ${JSON.stringify(links)}){const l=document.createElement('link');l.rel=r;l.href=h;l.crossOrigin='';if(r==='preload')l.as='style';document.head.appendChild(l)}\n`;
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
        script = { fileName: `assets/preload-landing-${hash}.js`, source };
        return [{ tag: 'script', attrs: { src: base + script.fileName, async: true }, injectTo: 'head' }];
      },
    },
    // Runs after Vite's HTML plugin has called the hook above (also in generateBundle).
    generateBundle: {
      order: 'post',
      handler() {
        if (script) this.emitFile({ type: 'asset', fileName: script.fileName, source: script.source });
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    preloadLanding(),
    // `.br` and `.gz` beside each text asset, made once here at top quality; the server only picks one (docs/design/compression.md).
    // Only created for a build: the plugin wraps process.stdout.write from creation until the build ends.
    command === 'build' &&
      compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(?:html|css|js|mjs|json|svg|xml|txt)$/, threshold: 1024 }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/files': 'http://127.0.0.1:8080',
      '/static': 'http://127.0.0.1:8080',
      '/micro-apps': 'http://127.0.0.1:8080',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // antd pages in jsdom are slow on a shared two-core machine; a hung test still fails.
    testTimeout: 90_000,
    // Vitest leaves one core to itself by default, which on a 2-core CI machine means one worker while the main process idles.
    maxWorkers: 2,
  },
}));
