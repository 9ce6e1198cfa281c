import http from 'node:http';
import net from 'node:net';
import { describe, expect } from 'vitest';
import { test as base } from '../../tests/fixtures';
import { requestHandler } from '../app';

/** The app behind a real socket: what a client sees of a body we refuse depends on the connection. */
const it = base.extend('origin', { scope: 'file' }, async ({ app }, { onCleanup }) => {
  const server = http.createServer(requestHandler(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as net.AddressInfo).port;
});

/**
 * Sends the request head, then whatever `body` writes, and collects what the
 * server answers until it closes the connection. `sent` is how many body bytes
 * the socket took before that.
 */
function exchange(
  port: number,
  head: string,
  body?: (socket: net.Socket) => void,
): Promise<{ answer: string; sent: number; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ answer, sent, closed: true }));
    socket.write(head);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    // An endless body: stops only when the server closes, or at 256 MB (the test then fails).
    if (body) body(socket);
    else {
      const pump = () => {
        while (!socket.destroyed && sent < 256 * 1024 * 1024) {
          const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
          sent += chunk.length;
          if (!socket.write(frame)) return socket.once('drain', pump);
        }
        if (!socket.destroyed) resolve({ answer, sent, closed: false });
      };
      pump();
    }
  });
}

const headOf = (path: string, headers: Record<string, string>) =>
  `POST ${path} HTTP/1.1\r\nHost: www.secretalia.fr\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

describe('bodies over the limit are refused early', () => {
  const publicPosts = [
    '/api/v1/contact',
    '/api/v1/newsletter/subscribe',
    '/api/v1/analytics/visit',
    '/contact',
    '/demande-devis',
    '/newsletter',
  ];

  it.for(publicPosts)(
    '%s: a declared 100 MB is a 413 before any byte of it, and the connection closes',
    async (path, { origin }) => {
      // Not a byte of the body is sent: the answer must come from the headers alone.
      const { answer, closed } = await exchange(
        origin,
        headOf(path, { 'Content-Type': 'application/json', 'Content-Length': '104857600' }),
        () => {},
      );
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(closed).toBe(true);
    },
  );

  it('an endless chunked body is cut at the limit', async ({ origin }) => {
    const { answer, sent, closed } = await exchange(
      origin,
      headOf('/api/v1/analytics/visit', { 'Content-Type': 'text/plain', 'Transfer-Encoding': 'chunked' }),
    );
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    // What the kernel's buffers took before the close, not what the server read.
    console.log(
      `endless chunked body: connection closed after ${(sent / 1024 / 1024).toFixed(1)} MB written by the client`,
    );
  });
});
