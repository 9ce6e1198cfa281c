import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderOptions {
  /** Abort the render after this long (a stuck render must not hold the request). */
  timeoutMs?: number;
  /** Aborts the render when the client goes away. */
  signal?: AbortSignal;
}

/**
 * Renders a whole document with `renderToPipeableStream` and resolves once
 * everything is ready (`onAllReady`): crawlers get the complete page, the status
 * is known before the first byte, and React emits no inline script.
 */
export function renderToHtml(element: ReactElement, { timeoutMs = 5_000, signal }: RenderOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let renderError: unknown;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        if (renderError) reject(renderError);
        else resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(element, {
      onAllReady() {
        if (renderError) {
          clearTimeout(timer);
          reject(renderError);
          return;
        }
        pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        // Without Suspense boundaries every error is fatal for the page; keep the first.
        renderError ??= error;
      },
    });
    const timer = setTimeout(() => abort(new Error(`Render took longer than ${timeoutMs} ms`)), timeoutMs);
    signal?.addEventListener('abort', () => abort(new Error('Client went away')), { once: true });
  });
}
