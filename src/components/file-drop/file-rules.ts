// Client-side checks of a chosen file against an `accept` list and a size limit. They only spare
// the user a round trip: the server re-checks every upload by its content.

const LABELS: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
  'image/gif': 'GIF',
  'image/svg+xml': 'SVG',
  'application/pdf': 'PDF',
};

function tokensOf(accept: string): string[] {
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
}

/** True when the file matches one token of `accept` (a mime type, `type/*` or `.ext`). */
export function matchesAccept(file: File, accept: string): boolean {
  const tokens = tokensOf(accept);
  if (tokens.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** 'JPG, PNG o WEBP' for 'image/jpeg,image/png,image/webp'. */
export function describeAccept(accept: string): string {
  const labels = [
    ...new Set(
      tokensOf(accept).map(
        (token) => LABELS[token] ?? token.replace(/^\./, '').replace('/*', '').toUpperCase(),
      ),
    ),
  ];
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} o ${labels.at(-1)}`;
}

/** '5 MB', '500 KB' (es-CL decimal comma). */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${mb.toLocaleString('es-CL', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-CL')} KB`;
}

/** The Spanish reason a file is refused, or null when it may be sent. */
export function fileProblem(file: File, accept: string, maxBytes: number): string | null {
  if (!matchesAccept(file, accept))
    return `El archivo «${file.name}» no es válido: elige una imagen ${describeAccept(accept)}.`;
  if (file.size > maxBytes)
    return `La imagen pesa ${formatBytes(file.size)}; el máximo es ${formatBytes(maxBytes)}.`;
  return null;
}
