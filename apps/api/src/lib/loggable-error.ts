import { causeOf } from './retry-once';

type ErrorLike = Error & { code?: unknown; query?: unknown; params?: unknown; cause?: unknown };

function stackFrames(error: Error): string | undefined {
  // The stack starts with the message; keep only the frames ("    at …").
  return error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/**
 * What the log may keep of a failure (issue 15 item 8): type, code, first message line and stack frames.
 * A drizzle query error's message carries the query's parameters (contact details, travellers), so it
 * is logged as its SQL text with placeholders only; the cause (the driver's error) the same way.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: causeOf(error) };
  const e = error as ErrorLike;
  const message = typeof e.query === 'string' ? `Failed query: ${causeOf(e.query)}` : causeOf(e);
  return {
    type: e.name,
    message,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(e.cause instanceof Error && depth < 3 ? { cause: loggableError(e.cause, depth + 1) } : {}),
    stack: stackFrames(e),
  };
}
