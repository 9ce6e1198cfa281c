import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Strict Content-Security-Policy: nothing by default, then only our own
 * scripts, styles, fonts and images, no inline code, and frames only from the
 * video embed's host.
 */
export function contentSecurityPolicy(videoEmbedOrigin: string): Record<string, string[]> {
  return {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: [videoEmbedOrigin],
    workerSrc: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
  'interest-cohort=()',
].join(', ');

/**
 * The site's public images (the blog's /media/…, /images/…, the share and feed
 * images): mail clients that show a newsletter's images inside a page of their
 * own load them from another origin, which `same-origin` would block. The hashed
 * assets, pages, scripts and styles stay same-origin.
 */
const PUBLIC_IMAGE = /^\/(?!assets\/)[^?]*\.(?:png|jpe?g|webp|avif|gif|svg|ico)$/i;

export function securityHeaders(videoEmbedOrigin: string): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(videoEmbedOrigin) },
      // Sent only over HTTPS, below: on http://localhost it would pin the browser to https.
      strictTransportSecurity: false,
      // The YouTube embed is not served with CORP headers.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // One framing policy: the CSP's frame-ancestors 'none', said the same way to older browsers.
      frameguard: { action: 'deny' },
    }),
    (req, res, next) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      if (PUBLIC_IMAGE.test(req.path)) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      next();
    },
  ];
}
