/** Public URL of a stored media in a given image format; relative unless a media base URL (CDN) is configured. */
export function mediaUrl(baseUrl: string, code: string, format?: string): string {
  const path = `${baseUrl}/medias/${encodeURIComponent(code)}`;
  return format ? `${path}?format=${format}` : path;
}
