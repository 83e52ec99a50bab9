/**
 * First paint. The public screens are prerendered at build time into these files, which
 * CloudFront (infra/constructs/web-hosting.ts) and the local server (scripts/local/server.ts) serve
 * for these exact paths; every other path without a file extension gets index.html.
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  '/auth': '/auth.html',
  '/register': '/register.html',
  '/auth/magic-link': '/auth/magic-link.html',
};

/** Where the prerendered pages' loader (web/scripts/prerender.ts) keeps a press or submit made before hydration. */
export const HELD_ACTION = 'simplifyHeldAction';

/**
 * The only inline script (in <head>, before the body is parsed). A prerendered page shows a signed-out
 * screen with no query string; when a token is stored (a signed-in parent) or the address carries a
 * query (?tab=signup, ?forgot=1, ...) the prerendered markup is hidden by CSS before it can paint, and
 * main.tsx renders the app afresh instead of hydrating it, exactly as without prerendering. So does Arabic, the
 * language remembered on the device or else the browser's (web/src/i18n/language.ts): the prerendered screens are
 * English, and <html lang dir> are set here so the page is right to left from its first paint. A stored
 * token also shows index.html's static top bar (the app shell) until the app's own page frame is drawn,
 * and on / and /dashboard the dashboard's title beneath it (data-shell).
 * Its SHA-256 is in the CSP's script-src; first-paint.test.ts checks the two match.
 */
export const PRERENDER_GUARD_SCRIPT =
  "try{var t=localStorage.getItem('auth_token'),d=document.documentElement;if(t)d.setAttribute('data-session','');if(t||location.search)d.setAttribute('data-no-prerender','');if(/^\\/(dashboard)?\\/*$/i.test(location.pathname))d.setAttribute('data-shell','dashboard');if(/^ar\\b/i.test(localStorage.getItem('simplify_language')||navigator.language)){d.lang='ar';d.dir='rtl';d.setAttribute('data-no-prerender','')}}catch(e){}";

/** base64 SHA-256 of PRERENDER_GUARD_SCRIPT, for script-src. */
export const PRERENDER_GUARD_HASH = "'sha256-C+rA8Ib6edcmv0raZYBb0DGyAH5o8aLnbZV985Zg2VY='";

/** The Content-Security-Policy of the web app, deployed (CloudFront) and local alike. */
export const CONTENT_SECURITY_POLICY =
  `default-src 'self'; script-src 'self' ${PRERENDER_GUARD_HASH}; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; ` +
  "connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";
