/**
 * Writes the demo brands' assets under seed/brands/assets/<brand>/ from the brand seed files:
 * logos, favicon, hero/promo/destination/deal illustrations (SVG), policy pages and one footer
 * script. Run with `npm run assets -w apps/api`; the output is committed and deterministic.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandConfigAttributes, Language } from '@wayfare/contract';
import { loadBrandSeeds } from '../src/seed/brand-seeds';
import { favicon, GLYPHS, logo, logoMobile, logoSecondary, scene } from './brand-art';
import type { LogoSpec, Palette, SceneKind } from './brand-art';

const SEED_DIR = fileURLToPath(new URL('../seed/brands', import.meta.url));
const ASSETS_DIR = join(SEED_DIR, 'assets');

/** Art direction per brand folder: what the seed files cannot say. */
const ART: Record<string, { accent: string; ink: string; glyph: string; tagline: string; hero: SceneKind }> = {
  wayfare: { accent: '#F4B942', ink: '#12302E', glyph: GLYPHS.compass, tagline: 'Travel for members', hero: 'sea' },
  tophotel: { accent: '#D9A441', ink: '#3B0F1E', glyph: GLYPHS.star, tagline: 'Hotel selezionati', hero: 'hills' },
  freeflight: { accent: '#FACC15', ink: '#0F1E4A', glyph: GLYPHS.plane, tagline: 'Vuela con tu bono', hero: 'sky' },
  club: { accent: '#F59E0B', ink: '#3A1406', glyph: GLYPHS.peak, tagline: 'Voyages membres', hero: 'mountains' },
};

/** Which landscape suits each destination (by IATA code). */
const DESTINATION_KIND: Record<string, SceneKind> = {
  LIS: 'sea',
  BCN: 'sea',
  ATH: 'sea',
  PMI: 'sea',
  NAP: 'sea',
  VCE: 'sea',
  DUB: 'hills',
  AMS: 'skyline',
  PRG: 'skyline',
  BER: 'skyline',
  MAD: 'skyline',
  VIE: 'mountains',
};

const POLICY_TEXT: Record<Language, Record<'privacy' | 'cookies' | 'terms', [string, string]>> = {
  en: {
    privacy: [
      'Privacy policy',
      'We process your data only to handle your bookings and, with your consent, to measure the use of the site.',
    ],
    cookies: [
      'Cookie policy',
      'Technical cookies keep the site working. Measurement cookies are used only if you accept them.',
    ],
    terms: [
      'Terms and conditions',
      'Bookings are confirmed once payment succeeds. Changes and cancellations follow the rules shown at checkout.',
    ],
  },
  it: {
    privacy: [
      'Informativa privacy',
      'Trattiamo i tuoi dati solo per gestire le prenotazioni e, con il tuo consenso, per misurare l’uso del sito.',
    ],
    cookies: [
      'Cookie policy',
      'I cookie tecnici fanno funzionare il sito. I cookie di misurazione sono usati solo se li accetti.',
    ],
    terms: [
      'Termini e condizioni',
      'La prenotazione è confermata quando il pagamento va a buon fine. Modifiche e cancellazioni seguono le regole mostrate al pagamento.',
    ],
  },
  es: {
    privacy: [
      'Política de privacidad',
      'Tratamos tus datos solo para gestionar tus reservas y, con tu consentimiento, para medir el uso de la web.',
    ],
    cookies: [
      'Política de cookies',
      'Las cookies técnicas hacen que la web funcione. Las de medición solo se usan si las aceptas.',
    ],
    terms: [
      'Términos y condiciones',
      'La reserva se confirma cuando el pago se completa. Los cambios y cancelaciones siguen las reglas indicadas al pagar.',
    ],
  },
  fr: {
    privacy: [
      'Politique de confidentialité',
      'Nous traitons vos données uniquement pour gérer vos réservations et, avec votre accord, mesurer l’usage du site.',
    ],
    cookies: [
      'Politique relative aux cookies',
      'Les cookies techniques font fonctionner le site. Les cookies de mesure ne sont utilisés que si vous les acceptez.',
    ],
    terms: [
      'Conditions générales',
      'La réservation est confirmée une fois le paiement accepté. Modifications et annulations suivent les règles affichées au paiement.',
    ],
  },
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function policyPage(brand: BrandConfigAttributes, kind: 'privacy' | 'cookies' | 'terms'): string {
  const [title, body] = POLICY_TEXT[brand.language][kind];
  const name = escapeHtml(brand.brandDetails.brandName);
  return `<!doctype html>\n<html lang="${brand.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} - ${name}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${name}</p><p>${escapeHtml(body)}</p><p><a href="/">${name}</a></p></main></body></html>\n`;
}

/** The brand folder is the one its logo lives in: /brand-assets/<folder>/logo.svg. */
function folderOf(brand: BrandConfigAttributes): string {
  const match = /^\/brand-assets\/([^/]+)\//.exec(brand.theme.logoPrimaryUrl);
  if (!match) throw new Error(`${brand.domain}: logoPrimaryUrl must be under /brand-assets/<brand>/`);
  return match[1]!;
}

async function write(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

/** Same-origin /brand-assets/ URL → file path. */
const fileFor = (url: string) => join(ASSETS_DIR, url.replace(/^\/brand-assets\//, ''));

async function generate(brand: BrandConfigAttributes): Promise<number> {
  const folder = folderOf(brand);
  const art = ART[folder];
  if (!art) throw new Error(`No art direction for brand folder ${folder}`);
  const palette: Palette = {
    primary: brand.theme.primaryColor,
    soft: brand.theme.softPrimaryColor ?? '#F3F4F6',
    accent: art.accent,
    ink: art.ink,
  };
  const spec: LogoSpec = { name: brand.brandDetails.brandName, tagline: art.tagline, palette, glyph: art.glyph };
  const files = new Map<string, string>([
    [brand.theme.logoPrimaryUrl, logo(spec)],
    [brand.theme.logoPrimaryMobileUrl, logoMobile(spec)],
    [brand.theme.favicon, favicon(spec)],
    [
      brand.landingContent.heroBackgroundImage,
      scene(art.hero, 1440, 560, palette, `${folder}-hero`, brand.landingContent.heroTitle),
    ],
  ]);
  if (brand.theme.logoSecondaryUrl) files.set(brand.theme.logoSecondaryUrl, logoSecondary(spec));
  const { promoImageMobile, promoImageDesktop } = brand.landingContent;
  if (promoImageMobile) files.set(promoImageMobile, scene(art.hero, 640, 480, palette, `${folder}-pm`, spec.name));
  if (promoImageDesktop) files.set(promoImageDesktop, scene(art.hero, 1200, 400, palette, `${folder}-pd`, spec.name));
  for (const [key, banner] of Object.entries(brand.promoCampaign)) {
    if (banner?.imageUrl)
      files.set(banner.imageUrl, scene('sky', 800, 400, palette, `${folder}-promo-${key}`, spec.name));
  }
  const destinations = [...brand.offers.destinations, ...Object.values(brand.destinationProposals).flat()];
  for (const destination of destinations) {
    const kind = DESTINATION_KIND[destination.code] ?? 'skyline';
    files.set(destination.imageUrl, scene(kind, 800, 520, palette, `${folder}-${destination.code}`, destination.name));
  }
  for (const deal of brand.offers.deals) {
    const kind = DESTINATION_KIND[deal.destinationCode] ?? 'skyline';
    files.set(deal.imageUrl, scene(kind, 800, 520, palette, deal.id, deal.destinationName));
  }
  const { policies } = brand.brandDetails;
  files.set(policies.privacy, policyPage(brand, 'privacy'));
  if (policies.cookies) files.set(policies.cookies, policyPage(brand, 'cookies'));
  files.set(policies.termsConditions, policyPage(brand, 'terms'));
  if (brand.footer.footerScriptUrl) {
    files.set(
      brand.footer.footerScriptUrl,
      `// Demo partner footer script (spec §3 footer): marks the page so tests can see it ran; nothing else.\ndocument.documentElement.dataset.${folder}Footer = 'loaded';\n`,
    );
  }
  for (const [url, content] of files) {
    if (!url.startsWith('/brand-assets/')) continue;
    await write(fileFor(url), content);
  }
  return files.size;
}

const brands = await loadBrandSeeds(SEED_DIR);
for (const brand of brands) {
  const count = await generate(brand);
  console.log(`${brand.domain}: ${count} assets`);
}
