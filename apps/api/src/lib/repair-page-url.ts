/**
 * A page address whose path cannot be decoded (a mangled link: `/trips/WF-AB%`, `/%E0%A4%A`) as one that can: each
 * `%` that starts no valid escape is escaped itself, and if the path still decodes to no text (bytes that are not
 * UTF-8), every `%` is. The query is kept as it was (the router never decodes it). Null when the path decodes.
 */
export function repairPageUrl(url: string): string | null {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  if (decodes(path)) return null;
  const escaped = path.replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
  return `${decodes(escaped) ? escaped : path.replaceAll('%', '%25')}${query}`;
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
