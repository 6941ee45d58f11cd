// A tiny matcher for wouter-style patterns ('/users/:id/edit'), shared by the route table and the
// REST table. src/shared may not import client libraries, so wouter's own matcher is out of reach.

/** Params of `path` when it matches `pattern` segment by segment, else null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const wanted = segments(pattern);
  const given = segments(stripQuery(path));
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < wanted.length; i += 1) {
    const want = wanted[i] ?? '';
    const got = given[i] ?? '';
    if (want.startsWith(':')) {
      if (got === '') return null;
      const value = decode(got);
      if (value === null) return null;
      params[want.slice(1)] = value;
    } else if (want !== got) {
      return null;
    }
  }
  return params;
}

function stripQuery(path: string): string {
  const cut = path.search(/[?#]/);
  return cut === -1 ? path : path.slice(0, cut);
}

/** '/' → [], '/users/' → ['users']: a trailing slash does not make another route. */
function segments(path: string): string[] {
  return path
    .split('/')
    .filter((part, index, all) => part !== '' || (index > 0 && index < all.length - 1));
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape ('%E0%A4%A') is not a path any screen produced: treat it as no match.
    return null;
  }
}
