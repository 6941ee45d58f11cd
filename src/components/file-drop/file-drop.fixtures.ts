// Images for stories and tests, inline so that nothing is fetched.

const svg = (fill: string, text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160">` +
  `<rect width="240" height="160" rx="12" fill="${fill}"/>` +
  `<text x="120" y="92" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${text}</text></svg>`;

export const svgDataUrl = (fill: string, text: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg(fill, text))}`;

/** A stored logo, as the server's media full_url would point to one. */
export const storedLogoUrl = svgDataUrl('#1e2a4a', 'Andes');
export const storedCoverUrl = svgDataUrl('#d63384', 'Portada');

// The smallest valid PNG (1×1): real image bytes, so a browser can preview it.
const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

export function pngFile(name = 'logo-inmobiliaria-andes.png'): File {
  return new File([PNG_BYTES], name, { type: 'image/png' });
}

/** A file over the 5 MB limit without allocating 5 MB: only `size` is read before sending. */
export function oversizedPng(name = 'portada-alta-resolucion.png'): File {
  const file = pngFile(name);
  Object.defineProperty(file, 'size', { value: 7.4 * 1024 * 1024 });
  return file;
}

export function pdfFile(name = 'escritura-constitucion.pdf'): File {
  return new File(['%PDF-1.7'], name, { type: 'application/pdf' });
}
