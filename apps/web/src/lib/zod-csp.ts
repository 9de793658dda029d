import { z } from 'zod';

// zod 4 probes `new Function` to decide whether it may JIT-compile object parsers. Our CSP forbids eval
// (design.md, security), so the probe is reported as a violation on every page load. Parsing without the JIT
// is fast enough for our payloads. Imported first by main.tsx, before any schema parses.
z.config({ jitless: true });
