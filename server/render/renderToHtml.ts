import type { Writable } from 'node:stream';
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
export function renderToHtml(element: ReactElement, { timeoutMs = 5_000, signal }: RenderOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let renderError: unknown;
    /**
     * What pipe() writes into: the page is collected whole, in memory, so a
     * Node stream (its buffering, callbacks and events for every 4 KB React
     * writes) would only cost time. React needs write(), end() and on().
     */
    interface Sink {
      write(chunk: Uint8Array | string): boolean;
      end(): void;
      on(): Sink;
    }
    const sink: Sink = {
      write(chunk: Uint8Array | string): boolean {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
        return true;
      },
      end(): void {
        clearTimeout(timer);
        if (renderError) reject(renderError);
        // The bytes as React wrote them: no round trip through a string.
        else resolve(Buffer.concat(chunks));
      },
      on() {
        return sink;
      },
    };
    const { pipe, abort } = renderToPipeableStream(element, {
      onAllReady() {
        if (renderError) {
          clearTimeout(timer);
          reject(renderError);
          return;
        }
        pipe(sink as unknown as Writable);
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
