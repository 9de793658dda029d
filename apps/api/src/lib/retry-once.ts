/**
 * Runs a start-up step, and once more if it fails (issue 15 item 7: a busy machine can make the
 * embedded database miss its first boot). `onRetry` logs the first failure's cause; the second
 * failure is thrown as it is.
 */
export async function retryOnce<T>(task: () => Promise<T>, onRetry: (error: unknown) => void): Promise<T> {
  try {
    return await task();
  } catch (error) {
    onRetry(error);
    return task();
  }
}

/** The first line of an error's message (a driver error can carry a query and its parameters after it). */
export function causeOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n', 1)[0]!.slice(0, 300);
}
