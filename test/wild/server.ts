// The wild test bed's static server: host pages from test/wild/pages and each library's browser build
// (dist/, and Shoelace's cdn/: its dist/ imports lit by bare name),
// straight from node_modules, on 127.0.0.1. Nothing else is served.
import { readFile, stat } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A running wild server. */
export interface WildServer {
  /** Base URL on 127.0.0.1, without a trailing slash. */
  url: string;
  close(): Promise<void>;
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** URL prefix → folder on disk. Only these roots are served. */
export const ROOTS: Readonly<Record<string, string>> = {
  '/pages/': resolve(ROOT, 'test/wild/pages'),
  '/lib/shoelace/': resolve(ROOT, 'node_modules/@shoelace-style/shoelace/cdn'),
  '/lib/tabulator/': resolve(ROOT, 'node_modules/tabulator-tables/dist'),
  '/lib/nouislider/': resolve(ROOT, 'node_modules/nouislider/dist'),
  '/lib/tom-select/': resolve(ROOT, 'node_modules/tom-select/dist'),
  '/lib/bootstrap/': resolve(ROOT, 'node_modules/bootstrap/dist'),
  '/lib/jquery/': resolve(ROOT, 'node_modules/jquery/dist'),
  '/lib/jquery-ui/': resolve(ROOT, 'node_modules/jquery-ui/dist'),
  '/lib/jquery-ui-i18n/': resolve(ROOT, 'node_modules/jquery-ui/ui/i18n'),
  '/lib/flatpickr/': resolve(ROOT, 'node_modules/flatpickr/dist'),
  '/lib/choices/': resolve(ROOT, 'node_modules/choices.js/public/assets'),
  '/lib/ag-grid/': resolve(ROOT, 'node_modules/ag-grid-community/dist'),
  '/lib/quill/': resolve(ROOT, 'node_modules/quill/dist'),
  '/lib/sweetalert2/': resolve(ROOT, 'node_modules/sweetalert2/dist'),
  '/lib/gridjs/': resolve(ROOT, 'node_modules/gridjs/dist'),
  '/lib/slim-select/': resolve(ROOT, 'node_modules/slim-select/dist'),
  // mdui ships its global bundle and stylesheet at the package's top level.
  '/lib/mdui/': resolve(ROOT, 'node_modules/mdui'),
  '/lib/chartjs/': resolve(ROOT, 'node_modules/chart.js/dist'),
  // Ionic's lazy-loading build (dist/ionic/ionic.esm.js) and its stylesheets (css/).
  '/lib/ionic/': resolve(ROOT, 'node_modules/@ionic/core'),
  '/lib/uikit/': resolve(ROOT, 'node_modules/uikit/dist'),
  // w2ui ships its bundle and stylesheet at the package's top level.
  '/lib/w2ui/': resolve(ROOT, 'node_modules/w2ui'),
  '/lib/tagify/': resolve(ROOT, 'node_modules/@yaireo/tagify/dist'),
  '/lib/trix/': resolve(ROOT, 'node_modules/trix/dist'),
  '/lib/pell/': resolve(ROOT, 'node_modules/pell/dist'),
  // UIkit's own test pages, as its npm package ships them (written by UIkit's authors, not here).
  '/uikit-tests/': resolve(ROOT, 'node_modules/uikit/tests'),
};

// Files a served page asks for that its package does not ship, each answered by a file of ours: UIkit's test pages
// load js/test.js (built in UIkit's own repository), which here loads UIkit's stylesheet, script and icons.
const STAND_INS: Readonly<Record<string, string>> = {
  '/uikit-tests/js/test.js': '/pages/uikit-test.js',
};

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** The file a request path names, or null when it is outside every root or not a plain relative path. */
export function fileFor(pathname: string): string | null {
  const prefix = Object.keys(ROOTS).find((p) => pathname.startsWith(p));
  if (prefix === undefined) return null;
  let rest: string;
  try {
    rest = decodeURIComponent(pathname.slice(prefix.length));
  } catch (error: unknown) {
    if (error instanceof URIError) return null;
    throw error;
  }
  if (rest === '' || rest.includes('\0') || rest.includes('\\')) return null;
  if (rest.split('/').some((part) => part === '..' || part === '.' || part === '')) return null;
  const root = ROOTS[prefix] as string;
  const file = resolve(root, rest);
  return file.startsWith(root + sep) ? file : null;
}

async function send(res: ServerResponse, pathname: string): Promise<void> {
  const file = fileFor(STAND_INS[pathname] ?? pathname);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  // Library files are cached as a CDN would let them be (Shoelace alone is dozens of modules); pages are not.
  const cache = pathname.startsWith('/lib/') ? 'public, max-age=3600' : 'no-store';
  res.writeHead(200, { 'content-type': type, 'cache-control': cache }).end(await readFile(file));
}

/** Starts the server on a random loopback port. */
export async function startWildServer(): Promise<WildServer> {
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET') {
      res.writeHead(405).end();
      return;
    }
    send(res, pathname).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
