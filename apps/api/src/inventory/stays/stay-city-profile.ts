/**
 * How many properties a city has, how expensive it is and whether it is on the sea. Cities not
 * listed get a modest count and an average price level (varied per city by the generator's seed).
 */

const codeSet = (text: string) => new Set(text.trim().split(/\s+/));

/** Big destinations (design.md "Demo data": large cities give 300+ stays). */
const LARGE_CITY_STAYS: Record<string, number> = {
  LON: 520,
  PAR: 480,
  NYC: 460,
  ROM: 440,
  BCN: 380,
  MAD: 360,
  BER: 340,
  MIL: 330,
  AMS: 320,
  IST: 320,
  LIS: 300,
  VIE: 300,
  PRG: 300,
  DXB: 300,
  BKK: 300,
  TYO: 300,
};

/** Well-known destinations between the large ones and the rest. */
const MEDIUM_CITIES = codeSet(`
  VCE FLR NAP ATH MUC DUB BRU BUD CPH EDI NCE PMI SVQ VLC AGP OPO WAW KRK STO OSL HEL ZRH GVA FRA
  HAM LYS MRS MAN MIA LAX SFO LAS YTO CUN SIN HKG MEX BUE RIO SAO CAI RAK TLV
`);

/** Relative price level (1 = an average European city). */
const PRICE_LEVEL: Record<string, number> = {
  LON: 1.45,
  PAR: 1.4,
  NYC: 1.6,
  ZRH: 1.55,
  GVA: 1.55,
  VCE: 1.45,
  OSL: 1.35,
  CPH: 1.3,
  STO: 1.25,
  AMS: 1.3,
  DUB: 1.3,
  ROM: 1.15,
  MIL: 1.2,
  FLR: 1.2,
  BCN: 1.1,
  MAD: 1.0,
  MUC: 1.15,
  VIE: 1.05,
  BER: 1.0,
  NCE: 1.25,
  SFO: 1.5,
  LAX: 1.35,
  MIA: 1.35,
  TYO: 1.2,
  SIN: 1.35,
  DXB: 1.3,
  HKG: 1.3,
  LIS: 0.9,
  OPO: 0.85,
  PRG: 0.8,
  BUD: 0.72,
  KRK: 0.7,
  WAW: 0.75,
  ATH: 0.85,
  IST: 0.7,
  BKK: 0.6,
  CAI: 0.55,
  RAK: 0.65,
  MEX: 0.7,
  BUE: 0.6,
};

/** Cities on the sea, where SEA_VIEW and BEACHFRONT properties, resorts and villas are common. */
const COASTAL_CITIES = codeSet(`
  BCN LIS NAP PMI ATH NCE VLC AGP ALC IBZ TCI LPA ACE MRS PMO CAG OLB CTA BRI BDS GOA VCE FAO FNC
  OPO DBV SPU HER RHO JMK JTR CFU MLA LCA PFO TLV MIA CUN HAV PUJ RIO SYD HKT DPS MLE MRU SEZ ZNZ
  SSH HRG AYT DLM BJV SIN HKG DXB CPT HNL SFO LAX BUE LIM PTY NYC TFS SDR SCQ VGO BIO SPC DJE TUN
  AGA RAK CMN BOJ VAR SPX TRS
`);

export function stayCountOf(code: string, seed: number): number {
  const large = LARGE_CITY_STAYS[code];
  if (large !== undefined) return large;
  return MEDIUM_CITIES.has(code) ? 180 + (seed % 80) : 50 + (seed % 70);
}

export function priceLevelOf(code: string, seed: number): number {
  return PRICE_LEVEL[code] ?? 0.85 + (seed % 30) / 100;
}

export const isCoastal = (code: string) => COASTAL_CITIES.has(code);

/**
 * Season multiplier for a night: seaside cities peak in July and August, cities in spring and
 * autumn; both are cheapest in January and February.
 */
export function seasonFactor(month: number, coastal: boolean): number {
  const seaside = [0.75, 0.75, 0.85, 0.95, 1.05, 1.3, 1.55, 1.6, 1.25, 1, 0.85, 0.95];
  const city = [0.85, 0.85, 1, 1.12, 1.15, 1.12, 1.05, 0.95, 1.15, 1.12, 0.95, 1.1];
  return (coastal ? seaside : city)[month] ?? 1;
}
