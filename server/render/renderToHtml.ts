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
export function renderToHtml(
  element: ReactElement,
  { timeoutMs = 5_000, signal }: RenderOptions = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // React writes strings too (long text, Static parts): they are encoded once, into the page's buffer.
    const chunks: (Uint8Array | string)[] = [];
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
        chunks.push(chunk);
        return true;
      },
      end(): void {
        clearTimeout(timer);
        if (renderError) return reject(renderError);
        // Inside React's flush: a throw here would leave the request waiting.
        try {
          resolve(joinChunks(chunks));
        } catch (err) {
          reject(err);
        }
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

/**
 * The page's bytes in one buffer, as React wrote them: its byte chunks copied, its
 * strings encoded straight into place (no buffer of their own to allocate and drop).
 */
function joinChunks(chunks: (Uint8Array | string)[]): Buffer {
  let length = 0;
  for (const chunk of chunks) length += typeof chunk === 'string' ? Buffer.byteLength(chunk, 'utf8') : chunk.byteLength;
  const page = Buffer.allocUnsafe(length);
  let offset = 0;
  for (const chunk of chunks) {
    if (typeof chunk === 'string') offset += page.write(chunk, offset, 'utf8');
    else {
      page.set(chunk, offset);
      offset += chunk.byteLength;
    }
  }
  return page;
}
