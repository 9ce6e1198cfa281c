import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A free TCP port on loopback (nothing listens on it once this resolves). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A real SMTP peer on loopback that keeps every message it accepts. */
export async function startSmtpServer(port: number, { delayMs = 0 } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        setTimeout(() => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client killed mid-session (SIGKILL in the reliability suite) resets its connection:
  // smtp-server reports it as an 'error' event, which without a listener would throw.
  server.on('error', () => {});
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A relay as providers run them: STARTTLS offered (required before AUTH), a login
 * checked. Its certificate, for `localhost`, is made for the test by openssl;
 * `trust()` makes this process accept it, as NODE_EXTRA_CA_CERTS would for a relay
 * with a private authority, until `close()`.
 */
export async function startTlsRelay(port: number, login = { user: 'site', pass: 'M0t-de-passe' }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relay-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1'].concat([
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ]),
    { stdio: 'ignore' },
  );
  const ca = fs.readFileSync(cert);
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    key: fs.readFileSync(key),
    cert: ca,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === login.user && auth.password === login.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const connect = tls.connect;
  const trust = () => {
    (tls as { connect: unknown }).connect = (options: tls.ConnectionOptions, ...rest: unknown[]) =>
      (connect as (...args: unknown[]) => tls.TLSSocket)({ ...options, ca: [...tls.rootCertificates, ca] }, ...rest);
  };
  return {
    received,
    url: (user = login.user, pass = login.pass) => `smtp://${user}:${encodeURIComponent(pass)}@localhost:${port}`,
    trust,
    close: async () => {
      (tls as { connect: unknown }).connect = connect;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
