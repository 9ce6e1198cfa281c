// Security headers of every route against the strict policy of the foundation.
export const REQUIRED_CSP = [
  // Nothing by default; every kind of resource allowed by its own directive.
  "default-src 'none'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

export async function checkHeaders(origin, routes) {
  const rows = [];
  for (const route of routes) {
    const res = await fetch(origin + route.path, { redirect: 'manual' });
    const problems = [];
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const directive of REQUIRED_CSP)
      if (
        !csp
          .split(';')
          .map((d) => d.trim())
          .includes(directive)
      )
        problems.push(`CSP lacks "${directive}"`);
    if (/unsafe-inline|unsafe-eval|\*/.test(csp)) problems.push(`CSP allows too much: ${csp}`);
    const frameSrc = csp.split(';').find((d) => d.trim().startsWith('frame-src'));
    if (frameSrc && frameSrc.trim().split(/\s+/).length !== 2)
      problems.push(`frame-src must name one host: ${frameSrc.trim()}`);
    if (res.headers.get('x-content-type-options') !== 'nosniff') problems.push('X-Content-Type-Options is not nosniff');
    // One framing policy: frame-ancestors 'none' above, and DENY for older browsers.
    if (res.headers.get('x-frame-options') !== 'DENY')
      problems.push(`X-Frame-Options: ${res.headers.get('x-frame-options')}, expected DENY`);
    if (
      !/^(strict-origin-when-cross-origin|no-referrer|same-origin|strict-origin)$/.test(
        res.headers.get('referrer-policy') ?? '',
      )
    )
      problems.push(`Referrer-Policy: ${res.headers.get('referrer-policy')}`);
    if (!/camera=\(\)/.test(res.headers.get('permissions-policy') ?? ''))
      problems.push('Permissions-Policy missing or permissive');
    if (res.headers.has('x-powered-by')) problems.push(`X-Powered-By present: ${res.headers.get('x-powered-by')}`);
    if (res.status !== route.status) problems.push(`status ${res.status}, expected ${route.status}`);
    rows.push({ route: route.path, status: res.status, problems });
  }
  return rows;
}
