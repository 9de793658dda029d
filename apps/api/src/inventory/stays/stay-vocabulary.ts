import type { z } from 'zod';
import type { accommodationTypeSchema } from '@wayfare/contract';

export type AccommodationType = z.infer<typeof accommodationTypeSchema>;

/** The language property names and street names are written in (the local one, not the visitor's). */
export type NameLanguage = 'it' | 'es' | 'fr' | 'en' | 'de' | 'pt';

const LANGUAGE_BY_COUNTRY: Record<string, NameLanguage> = {
  IT: 'it',
  SM: 'it',
  ES: 'es',
  MX: 'es',
  AR: 'es',
  FR: 'fr',
  BE: 'fr',
  MC: 'fr',
  MA: 'fr',
  LU: 'fr',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  PT: 'pt',
  BR: 'pt',
};

/** A comma-separated word list (kept as text so the lists stay compact). */
const words = (text: string): readonly string[] =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word.length > 0);

export const nameLanguageOf = (country: string): NameLanguage => LANGUAGE_BY_COUNTRY[country] ?? 'en';

/** `{w}` is a name word, `{d}` a district word; each language has its own habits (Residenza, Hostal, Hôtel du…). */
export const NAME_TEMPLATES: Record<NameLanguage, Record<AccommodationType, readonly string[]>> = {
  it: {
    HOTEL: ['Hotel {w}', 'Hotel Palazzo {w}', 'Albergo {w}', 'Grand Hotel {w}', 'Hotel {w} {d}', 'Boutique Hotel {w}'],
    APARTMENT: ['Residenza {w}', 'Appartamenti {w}', 'Residence {w} {d}', 'Casa {w}'],
    B_AND_B: ['B&B {w}', 'Locanda {w}', 'B&B {w} {d}', 'Affittacamere {w}'],
    RESORT: ['{w} Resort & Spa', 'Resort {w}', 'Tenuta {w}', 'Borgo {w} Resort'],
    HOSTEL: ['Ostello {w}', '{w} Hostel', 'Ostello {d}'],
    VILLA: ['Villa {w}', 'Villa {w} {d}', 'Casale {w}'],
  },
  es: {
    HOTEL: ['Hotel {w}', 'Gran Hotel {w}', 'Hotel {w} {d}', 'Hostal {w}', 'Hotel Boutique {w}', 'Hotel Casa {w}'],
    APARTMENT: ['Apartamentos {w}', 'Apartamentos {w} {d}', 'Suites {w}', 'Residencial {w}'],
    B_AND_B: ['B&B {w}', 'Casa {w}', 'Pensión {w}', 'Posada {w}'],
    RESORT: ['{w} Resort & Spa', 'Resort {w}', 'Hacienda {w}', 'Finca {w} Resort'],
    HOSTEL: ['Albergue {w}', '{w} Hostel', 'Hostel {d}'],
    VILLA: ['Villa {w}', 'Villa {w} {d}', 'Casa Rural {w}'],
  },
  fr: {
    HOTEL: [
      'Hôtel {w}',
      'Hôtel Villa {w}',
      'Le Grand Hôtel {w}',
      'Hôtel {w} {d}',
      'Hôtel Particulier {w}',
      'Hôtel Le {w}',
    ],
    APARTMENT: ['Résidence {w}', 'Appartements {w}', 'Résidence {w} {d}', 'Studios {w}'],
    B_AND_B: ["Chambres d'hôtes {w}", 'Maison {w}', 'La Maison {w} {d}', 'B&B {w}'],
    RESORT: ['Domaine {w}', '{w} Resort & Spa', 'Les Jardins {w}', 'Château {w}'],
    HOSTEL: ['Auberge {w}', '{w} Hostel', 'Auberge de Jeunesse {d}'],
    VILLA: ['Villa {w}', 'Villa {w} {d}', 'Mas {w}'],
  },
  de: {
    HOTEL: ['Hotel {w}', 'Hotel {w} {d}', 'Grand Hotel {w}', 'Hotel Zum {w}', 'Gasthof {w}', 'Boutique Hotel {w}'],
    APARTMENT: ['{w} Apartments', 'Apartmenthaus {w}', 'Residenz {w} {d}', 'Suites {w}'],
    B_AND_B: ['Pension {w}', 'Gästehaus {w}', 'B&B {w} {d}', 'Pension {w} {d}'],
    RESORT: ['{w} Resort & Spa', 'Schloss {w}', 'Resort {w}', 'Landhaus {w}'],
    HOSTEL: ['{w} Hostel', 'Jugendherberge {d}', 'Hostel {w}'],
    VILLA: ['Villa {w}', 'Villa {w} {d}', 'Landhaus {w}'],
  },
  pt: {
    HOTEL: ['Hotel {w}', 'Grande Hotel {w}', 'Hotel {w} {d}', 'Hotel Boutique {w}', 'Pousada {w}', 'Hotel Casa {w}'],
    APARTMENT: ['Apartamentos {w}', 'Apartamentos {w} {d}', 'Suites {w}', 'Residencial {w}'],
    B_AND_B: ['Guesthouse {w}', 'Casa {w}', 'B&B {w} {d}', 'Alojamento {w}'],
    RESORT: ['{w} Resort & Spa', 'Quinta {w}', 'Resort {w}', 'Herdade {w}'],
    HOSTEL: ['{w} Hostel', 'Hostel {d}', 'Albergue {w}'],
    VILLA: ['Villa {w}', 'Villa {w} {d}', 'Quinta {w}'],
  },
  en: {
    HOTEL: ['Hotel {w}', 'The {w} Hotel', 'Grand Hotel {w}', '{w} House Hotel', 'Hotel {w} {d}', 'The {w}'],
    APARTMENT: ['{w} Apartments', '{w} Suites', '{w} Residences {d}', 'The {w} Lofts'],
    B_AND_B: ['{w} Guest House', 'B&B {w}', '{w} Inn', 'The {w} B&B {d}'],
    RESORT: ['{w} Resort & Spa', 'The {w} Resort', '{w} Country Resort', '{w} Park Resort'],
    HOSTEL: ['{w} Hostel', 'Hostel {d}', 'The {w} Hostel'],
    VILLA: ['Villa {w}', 'Villa {w} {d}', '{w} Villa'],
  },
};

export const NAME_WORDS: Record<NameLanguage, readonly string[]> = {
  it: words(`
    Navona, Aurora, Bellavista, dei Fiori, Doria, Medici, Borghese, Minerva, Augusto, Margherita,
    Vittoria, San Marco, Colonna, Farnese, Gioberti, Stella, Luna, del Sole, Ginevra, Paradiso, Orsini,
    Venezia, Giardino, Cavour, Garibaldi, Mazzini, Leonardo, Raffaello, Dante, Petrarca, Isabella,
    Belvedere, Corallo, Ambra, Diana, Flora, Portofino, Santa Chiara, Trevi, Verdi, Puccini, Rossini,
    Carducci, Fenice, Sirena, Olimpo, Astoria, Esperia, Ariston, Gemma
  `),
  es: words(`
    Alhambra, Sol, Mar Azul, Cervantes, Goya, Velázquez, Murillo, Giralda, Catedral, Los Olivos,
    Las Palmeras, Santa Ana, San Miguel, Isabel, Colón, Aurora, Estrella, La Luna, Del Mar, Picasso,
    Sorolla, Gaudí, Miramar, Alcázar, Mayor, Real, Don Quijote, Carmen, Las Flores, El Patio, Romero,
    Azahar, Lorca, Castilla, Aragón, Oriente, Palacio, Ronda, Triana, Mirador, Los Arcos, Granada,
    Sevilla, Valencia, Montaña, Cristal, Paloma, Luz, Brisa, Duquesa
  `),
  fr: words(`
    Lumière, Louvre, Parc, Saint-Germain, Montmartre, Lys, Jardin, Rivoli, Opéra, Madeleine, Voltaire,
    Molière, Bellevue, Roses, Étoile, Palais, Horloge, Marais, Fontaine, Victoria, Champs, Lilas,
    Mistral, Provence, Mimosa, Soleil, Ange, Cygne, Vendôme, Tuileries, Sully, Colbert, Rabelais,
    Monceau, Belle Époque, Printemps, Orangerie, Lutèce, Régence, Baudelaire, Chopin, Rostand, Pavillon,
    Cloître, Monge, Odéon, Notre-Dame, Renoir, Monet, Hugo
  `),
  de: words(`
    Adler, Krone, Sonne, Linde, Post, Hirsch, Bären, Rose, Stern, Alpenblick, Park, Residenz, Kaiserhof,
    Mozart, Beethoven, Schubert, Goethe, Schiller, Edelweiss, Lindenhof, Rheinblick, Am Markt, Bristol,
    Europa, Astoria, Victoria, Falken, Löwen, Schwan, Tanne, Bergland, Seehof, Waldhaus, Zentral,
    Rathaus, Domblick, Habsburg, Strauss, Lessing, Brahms
  `),
  pt: words(`
    Tejo, Alfama, Chiado, Bairro Alto, Estrela, Sol, Mar, Atlântico, Camões, Pessoa, Fado, Azulejo,
    Ribeira, Douro, Belém, Rossio, Liberdade, Castelo, Jardim, Oceano, Sintra, Luz, Aurora, Brisa,
    Miradouro, Graça, Santa Clara, São Bento, Oliveira, Laranjeira, Varanda, Janelas, Cais, Marquês,
    Príncipe, Real, Palácio, Conde, Infante, Navegador
  `),
  en: words(`
    Kensington, Regent, Victoria, Park, Windsor, Harbour, Riverside, Crown, Royal, Grosvenor,
    Marble Arch, Chelsea, Oxford, Cambridge, Lancaster, Belgrave, Mayfair, Garden, Queens, Kings,
    Sterling, Bridge, Abbey, Meridian, Grand Central, Hamilton, Churchill, Wellington, Baltic, Atlas,
    Aurora, Heritage, Canal, Old Town, Lighthouse, Olive, Parkview, Linden, Orchard, Horizon,
    Continental, Imperial, Metropole, Ambassador, Savoy, Carlton, Bristol, Astor, Elysian, Nova
  `),
};

export const DISTRICT_WORDS: Record<NameLanguage, readonly string[]> = {
  it: words(`
    Centro, Stazione, Centro Storico, Porta Nuova, San Lorenzo, Borgo, Duomo, Fiera, Lungomare, Castello
  `),
  es: words(`
    Centro, Estación, Casco Antiguo, Puerta, Plaza Mayor, Barrio, Puerto, Catedral, Playa, Feria
  `),
  fr: words(`
    Centre, Gare, Vieille Ville, Porte, Opéra, Quartier Latin, Port, Cathédrale, Plage, Château
  `),
  de: words(`
    Zentrum, Hauptbahnhof, Altstadt, Am Tor, Messe, Hafen, Dom, Am See, Markt, Schloss
  `),
  pt: words(`
    Centro, Estação, Baixa, Porta, Praça, Bairro, Porto, Sé, Praia, Castelo
  `),
  en: words(`
    Central, Station, Old Town, Gate, Market, Riverside, Harbour, Cathedral, Seafront, Castle
  `),
};

/** `{w}` is a name word, `{n}` a house number. */
export const STREET_TEMPLATES: Record<NameLanguage, readonly string[]> = {
  it: ['Via {w} {n}', 'Piazza {w} {n}', 'Corso {w} {n}', 'Viale {w} {n}', 'Vicolo {w} {n}'],
  es: ['Calle {w}, {n}', 'Avenida {w}, {n}', 'Plaza {w}, {n}', 'Paseo {w}, {n}'],
  fr: ['{n} rue {w}', '{n} avenue {w}', '{n} boulevard {w}', '{n} place {w}', '{n} quai {w}'],
  de: ['{w}straße {n}', '{w}gasse {n}', '{w}platz {n}', '{w}weg {n}'],
  pt: ['Rua {w}, {n}', 'Avenida {w}, {n}', 'Largo {w}, {n}', 'Travessa {w}, {n}'],
  en: ['{n} {w} Street', '{n} {w} Road', '{n} {w} Square', '{n} {w} Lane', '{n} {w} Avenue'],
};

/** Words for streets (no articles, so "Via dei Fiori" stays grammatical). */
export const STREET_WORDS: Record<NameLanguage, readonly string[]> = {
  it: words(`
    Garibaldi, Cavour, Mazzini, Verdi, Roma, Dante, Nazionale, dei Fiori, del Corso, Manzoni, Marconi,
    della Repubblica
  `),
  es: words(`
    Mayor, Alcalá, Gran Vía, del Prado, de la Paz, Serrano, Princesa, Colón, de las Flores, Real,
    San Juan, Cervantes
  `),
  fr: words(`
    de Rivoli, Saint-Honoré, Victor Hugo, de la Paix, du Temple, Lafayette, Voltaire, de la République,
    Montaigne, des Écoles, Gambetta, Pasteur
  `),
  de: words(`
    Haupt, Bahnhof, Goethe, Schiller, Markt, Linden, Kirch, Schloss, Berg, Garten, Mozart, Ring
  `),
  pt: words(`
    Augusta, do Carmo, da Liberdade, Garrett, da Prata, do Ouro, de São Bento, das Flores, Nova, Direita,
    do Alecrim, Camões
  `),
  en: words(`
    High, Church, Station, Park, Victoria, King, Queen, Mill, Bridge, George, Market, Castle
  `),
};
