// What LEAD_WEBHOOK_SECRET and LEAD_WEBHOOK_URL may be: the key's shape, and which hosts are public.
import { BlockList, isIP } from 'node:net';

/**
 * LEAD_WEBHOOK_SECRET as Standard Webhooks write it (server/webhooks/signing.ts signs with it):
 * base64 of 24 to 64 bytes; shorter is too weak a key, longer is a mistake (a pasted PEM, say).
 */
const SECRET_SHAPE = /^whsec_(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const MIN_BYTES = 24;
const MAX_BYTES = 64;

/** The key's bytes, or null when `secret` is not `whsec_` + base64 of 24 to 64 bytes. */
export function secretBytes(secret: string): Buffer | null {
  if (!SECRET_SHAPE.test(secret)) return null;
  const bytes = Buffer.from(secret.slice('whsec_'.length), 'base64');
  return bytes.length >= MIN_BYTES && bytes.length <= MAX_BYTES ? bytes : null;
}

/** Addresses a production webhook may not reach: loopback, private, link-local, shared and unspecified ranges. */
const NOT_PUBLIC = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  NOT_PUBLIC.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  NOT_PUBLIC.addSubnet(address, prefix, 'ipv6');

/** The host of a URL as an IP literal (`[::1]` unbracketed, `::ffff:10.0.0.1` as IPv4), or null for a name. */
function ipLiteral(hostname: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const host = hostname.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(host)?.[1];
  if (mapped) return { address: mapped, family: 'ipv4' };
  const version = isIP(host);
  return version ? { address: host, family: version === 4 ? 'ipv4' : 'ipv6' } : null;
}

const isLocalName = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

/** Whether a webhook address's host is this machine (`localhost`, 127.0.0.0/8, ::1). */
export function isLoopback(hostname: string): boolean {
  const ip = ipLiteral(hostname);
  if (!ip) return isLocalName(hostname);
  return ip.family === 'ipv4' ? ip.address.startsWith('127.') : ip.address === '::1';
}

/** Whether it is a name or IP literal that may be public (a name is not resolved: DNS may change after start). */
export function isPublicHost(hostname: string): boolean {
  const ip = ipLiteral(hostname);
  if (!ip) return !isLocalName(hostname);
  // Node's URL writes IPv4 hosts in dotted decimal (http://2130706433/ is 127.0.0.1).
  return !NOT_PUBLIC.check(ip.address, ip.family);
}
