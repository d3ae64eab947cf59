import { createHash } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { RUNTIME_CONFIG_META } from '../../packages/contract/src/runtime-config.ts';

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

/**
 * What the server writes into the page it serves (apps/server/src/platform/http/web-app.ts), for the dev server,
 * which serves index.html itself: the credential of the local API it proxies to (the demo one unless CLIENT_ID /
 * CLIENT_SECRET say otherwise). Never in a build: a built page gets it from the server at run time.
 */
function devRuntimeConfig(): Plugin {
  return {
    name: 'onehall-dev-runtime-config',
    apply: 'serve',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          name: RUNTIME_CONFIG_META,
          content: JSON.stringify({
            clientId: process.env.CLIENT_ID ?? 'onehall',
            clientSecret: process.env.CLIENT_SECRET ?? 'onehall_secret',
          }),
        },
        injectTo: 'head-prepend',
      },
    ],
  };
}

const INERT_TYPEBOX = '\0onehall-inert-typebox';
const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/].*\.ts$/;

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

type Edit = { start: number; end: number; text: string };

const calleeName = (call: AstNode): string | undefined => {
  const callee = call.callee as AstNode;
  if (callee.type === 'Identifier') return callee.name as string;
  const object = callee.object as AstNode | undefined;
  return callee.type === 'MemberExpression' && object?.type === 'Identifier' ? `${object.name as string}.` : undefined;
};

/**
 * The edits that leave the contract's runtime without its schemas: every
 * outermost `Type.…(…)` call (one whole schema) becomes `({})`, every
 * `defineEndpoint(…)` is marked pure so an endpoint the web never calls is
 * dropped, and an endpoint's `summary` (for the OpenAPI document) becomes ''.
 */
function schemaEdits(node: AstNode, inEndpoint = false, edits: Edit[] = []): Edit[] {
  if (node.type === 'CallExpression') {
    const name = calleeName(node);
    if (name === 'Type.') {
      edits.push({ start: node.start, end: node.end, text: '({})' });
      return edits;
    }
    if (name === 'defineEndpoint') {
      edits.push({ start: node.start, end: node.start, text: '/* @__PURE__ */ ' });
      inEndpoint = true;
    }
  }
  if (inEndpoint && node.type === 'Property' && (node.key as AstNode).name === 'summary') {
    const value = node.value as AstNode;
    edits.push({ start: value.start, end: value.end, text: "''" });
    return edits;
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) schemaEdits(item, inEndpoint, edits);
    if (isNode(value)) schemaEdits(value, inEndpoint, edits);
  }
  return edits;
}

/**
 * The contract's TypeBox schemas are the server's: the web takes the
 * contract's types (erased), constants and rules, and never reads a schema
 * (it validates nothing; the server does). So the web build replaces each
 * schema the contract builds (`Type.Object({…})` and the like) with an empty
 * object and TypeBox's builders with ones that only return one, and drops the
 * endpoints it never calls (`schemaEdits`): neither the schemas nor TypeBox
 * reach the browser (issue 14: about 19 KB gzip, most of it in the entry
 * every page loads). Only in a build: tests and the dev server use the
 * contract as it is.
 */
function inertContractSchemas(): Plugin[] {
  return [
    {
      name: 'onehall-inert-typebox',
      apply: 'build',
      // Before Vite's resolver, which would find the real package.
      enforce: 'pre',
      resolveId(source, importer) {
        return source === '@sinclair/typebox' && importer && CONTRACT_SOURCE.test(importer) ? INERT_TYPEBOX : null;
      },
      async load(id) {
        if (id !== INERT_TYPEBOX) return null;
        // Every builder TypeBox has, for any use the transform below leaves (a builder passed around rather than called).
        const { Type } = await import('@sinclair/typebox');
        const builders = Object.keys(Type).map((name) => `${JSON.stringify(name)}: inert`);
        return `const inert = () => ({});\nexport const Type = { ${builders.join(', ')} };\n`;
      },
    },
    {
      name: 'onehall-inert-contract-schemas',
      apply: 'build',
      // A normal plugin: it sees the contract after TypeScript has been stripped.
      transform(code, id) {
        if (!CONTRACT_SOURCE.test(id) || !/Type\.|defineEndpoint/.test(code)) return null;
        const edits = schemaEdits(this.parse(code) as unknown as AstNode).sort((a, b) => a.start - b.start);
        if (edits.length === 0) return null;
        let out = '';
        let at = 0;
        for (const { start, end, text } of edits) {
          out += code.slice(at, start) + text;
          at = end;
        }
        return { code: out + code.slice(at), map: null };
      },
    },
  ];
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    preloadLanding(),
    devRuntimeConfig(),
    ...inertContractSchemas(),
    // `.br` and `.gz` beside each text asset, made once here at top quality; the server only picks one (docs/design/compression.md).
    // Only created for a build: the plugin wraps process.stdout.write from creation until the build ends.
    command === 'build' &&
      compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(?:html|css|js|mjs|json|svg|xml|txt)$/, threshold: 1024 }),
  ],
  server: {
    port: 5173,
    proxy: {
      // The realtime socket (packages/contract/src/realtime.ts REALTIME_PATH): an upgrade is only proxied with ws.
      '/api/blade-platform/realtime': { target: 'http://127.0.0.1:8080', ws: true },
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
