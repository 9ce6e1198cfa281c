import * as z from 'zod';

// Zod compiles its object parsers with `new Function()` when it can. The site's CSP
// (script-src 'self', no 'unsafe-eval') refuses that in the browser, which Chromium reports
// as an issue on every page with a form (and Lighthouse counts against best practices);
// zod catches the refusal and parses without compiling. Told so before any parse, it does
// not try: the same parse everywhere, nothing refused.
z.config({ jitless: true });

export { z };
