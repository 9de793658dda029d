// zod 4 probes `new Function` to decide whether it may JIT-compile object parsers. Our CSP forbids eval
// (design.md, security), so the probe is reported as a violation on every page load. Parsing without the JIT
// is fast enough for our payloads. Imported first by the entries, before any schema parses.
// zod keeps its settings on `globalThis.__zod_globalConfig` (one object shared by every copy of zod on the page,
// created or reused when its core loads): set there, the setting needs no zod on the first screen (issue 16),
// and holds for the schemas that load later, whichever loads first.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
