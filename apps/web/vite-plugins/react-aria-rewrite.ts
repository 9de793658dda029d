import type { Plugin } from 'vite';

/**
 * What the build-time rewrites of React Aria's published modules share (react-aria-*.ts beside this file): each
 * replaces known statements of a module, keeping its line count (the source map holds), and fails the build,
 * naming its own file, when React Aria's text changed or the module never went through the build. An upgrade then
 * stops here instead of silently shipping the behaviour the rewrite removed.
 */

/** A module a rewrite applies to: its name in messages, where it is, and the rewrite (throws on an unknown text). */
export interface RewrittenModule {
  file: string;
  path: RegExp;
  rewrite: (code: string) => string;
}

/** Where a rewrite is, for its messages: the plugin's name is `wayfare-<source file name>`. */
const sourceOf = (plugin: string) => `apps/web/vite-plugins/${plugin.replace(/^wayfare-/, '')}.ts`;

/**
 * `code` with the one match of the global `pattern` replaced; throws when it matches zero or several times.
 * `what` names the statement in the message.
 */
export function replaceOnce(
  where: { plugin: string; file: string },
  code: string,
  pattern: RegExp,
  replacement: string,
  what: string,
): string {
  const found = code.match(pattern)?.length ?? 0;
  if (found !== 1) {
    throw new Error(
      `${where.plugin}: expected ${what} once in React Aria's ${where.file}, found it ${found} times. React Aria ` +
        `changed: read ${sourceOf(where.plugin)} and update its patterns and test fixtures.`,
    );
  }
  return code.replace(pattern, replacement);
}

/**
 * The Vite plugin of a rewrite (builds only, client and `--ssr` alike: the dev server pre-bundles React Aria).
 * `undone` says what would ship again if a module were missed.
 */
export function reactAriaRewrite(name: string, modules: readonly RewrittenModule[], undone: string): Plugin {
  const seen = new Set<string>();
  return {
    name,
    apply: 'build',
    buildStart() {
      seen.clear();
    },
    transform(code, id) {
      const module = modules.find((candidate) => candidate.path.test(id));
      if (!module) return null;
      try {
        const result = module.rewrite(code);
        seen.add(module.file);
        return { code: result, map: null };
      } catch (error) {
        return this.error(error instanceof Error ? error.message : String(error));
      }
    },
    buildEnd(error) {
      if (error) return;
      const missing = modules.filter((module) => !seen.has(module.file)).map((module) => module.file);
      if (missing.length === 0) return;
      this.error(
        `${name}: React Aria's ${missing.join(' and ')} never went through this build (moved or renamed?): ` +
          `${undone}. Read ${sourceOf(name)}.`,
      );
    },
  };
}
