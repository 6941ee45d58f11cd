// editUser's `permissions` argument (spec §5): the JSON text of the list of permission names with
// every `"` replaced by `|`, e.g. `[|show-users|,|news|]`. The SPA encodes and the server decodes
// with this one pair, so both sides agree on the format. Permission names never contain `|` or
// `"` (the permission name schema refuses them), so the replacement is reversible.

/** ['show-users', 'news'] → '[|show-users|,|news|]' */
export function encodePermissionsText(names: readonly string[]): string {
  return JSON.stringify(names).replaceAll('"', '|');
}

/** The names in `text`, or null when it is not a bar-quoted JSON list of strings. */
export function decodePermissionsText(text: string): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replaceAll('|', '"'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const names: string[] = [];
  for (const item of parsed) {
    if (typeof item !== 'string') return null;
    names.push(item);
  }
  return names;
}
