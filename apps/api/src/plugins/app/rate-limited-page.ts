import type { Language } from '@wayfare/contract';
import type { FastifyRequest } from 'fastify';
import { escapeHtml, safeBrand } from '../../cart/payment/hosted-page';
import type { HostedBrand } from '../../cart/payment/hosted-page';

/**
 * The page a traveller sees when their address passed the rate limit (issue 15 item 9: the blocked page was raw
 * JSON). A plain, branded HTML page in the brand's language: it is sent when the process is already refusing work,
 * so it renders no React and loads no script or asset beyond the brand's logo.
 */
const TEXTS: Record<Language, { title: string; body: string; retry: string }> = {
  en: {
    title: 'Too many requests',
    body: 'We received more requests from your connection than we can answer right now.',
    retry: 'Please wait a minute, then try again.',
  },
  es: {
    title: 'Demasiadas solicitudes',
    body: 'Hemos recibido más solicitudes desde tu conexión de las que podemos atender ahora mismo.',
    retry: 'Espera un minuto y vuelve a intentarlo.',
  },
  it: {
    title: 'Troppe richieste',
    body: 'Abbiamo ricevuto dalla tua connessione più richieste di quante possiamo gestire in questo momento.',
    retry: 'Attendi un minuto, poi riprova.',
  },
  fr: {
    title: 'Trop de demandes',
    body: 'Nous avons reçu de votre connexion plus de demandes que nous ne pouvons en traiter pour le moment.',
    retry: 'Veuillez patienter une minute, puis réessayer.',
  },
};

/** A document request: a page a browser navigates to (not an API call, a translation file or an asset). */
export function isDocumentRequest(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/api/') || request.url.startsWith('/i18n/')) return false;
  return String(request.headers.accept ?? '').includes('text/html');
}

export interface RateLimitedPage {
  html: string;
  /** The page's own policy: nothing but its nonce'd style and the brand's same-origin logo. */
  csp: string;
}

export function rateLimitedPage(brand: HostedBrand, language: Language, nonce: string): RateLimitedPage {
  const safe = safeBrand(brand);
  const text = TEXTS[language] ?? TEXTS.en;
  const logo = safe.logoUrl
    ? `<img src="${escapeHtml(safe.logoUrl)}" alt="${escapeHtml(safe.name)}" height="40">`
    : `<p class="name">${escapeHtml(safe.name)}</p>`;
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)} · ${escapeHtml(safe.name)}</title>
<style nonce="${nonce}">
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f7f7f8}
header{background:#fff;border-bottom:4px solid ${safe.primaryColor};padding:16px 24px}
main{max-width:560px;margin:48px auto;padding:0 24px}
h1{font-size:1.5rem;margin:0 0 12px;color:${safe.primaryColor}}
p{font-size:1rem;line-height:1.5;margin:0 0 12px}
.name{font-weight:700;font-size:1.25rem;margin:0}
</style>
</head>
<body>
<header>${logo}</header>
<main>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.body)}</p>
<p>${escapeHtml(text.retry)}</p>
</main>
</body>
</html>`;
  const csp = `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; base-uri 'none'; frame-ancestors 'self'`;
  return { html, csp };
}
