import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve } from 'node:path';

// Serves the built storybook (`storybook build` output) on loopback for the stories check, and
// axe-core's script at <axe-path>: loaded by a script tag, the browser keeps it compiled between
// stories, where evaluating its source in every page would cost more than the check itself.
// Usage: node --import tsx tests/stories/serve.ts <port> <dir> <axe-path>
const [port = '4190', dir = 'storybook-static', axePath = '/axe.min.js'] = process.argv.slice(2);
const root = resolve(dir);
const axeFile = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

function fileFor(urlPath: string): string | null {
  const relative = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  const path = join(root, relative === '' ? 'index.html' : relative);
  if (!path.startsWith(root)) return null;
  try {
    const stats = statSync(path);
    if (stats.isFile()) return path;
    if (stats.isDirectory()) return fileFor(join(relative, 'index.html'));
  } catch {
    return null;
  }
  return null;
}

createServer((request, response) => {
  const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
  const path = pathname === axePath ? axeFile : fileFor(pathname);
  if (!path) {
    response.writeHead(404).end();
    return;
  }
  // The files are hashed or rebuilt before each run: the browser may keep them for the run.
  response.writeHead(200, {
    'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
    'cache-control': 'public, max-age=3600',
  });
  createReadStream(path).pipe(response);
}).listen(Number(port), '127.0.0.1');
