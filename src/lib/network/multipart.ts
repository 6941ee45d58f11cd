// GraphQL multipart request spec (github.com/jaydenseric/graphql-multipart-request-spec): files
// leave the JSON as null and travel as form parts, with a map from part name to variable path.
// Only real Blob/File objects count (spec §5: "sent only if they are real file objects"): a URL
// string of an existing image stays in the JSON as it is.

export interface ExtractedFiles {
  /** The variables with every file replaced by null. */
  clone: unknown;
  /** Each file with the object paths ('variables.logo', 'variables.files.0') where it appeared. */
  files: Map<Blob, string[]>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function extractFiles(value: unknown, path = 'variables'): ExtractedFiles {
  const files = new Map<Blob, string[]>();

  function walk(node: unknown, at: string): unknown {
    if (node instanceof Blob) {
      const paths = files.get(node) ?? [];
      paths.push(at);
      files.set(node, paths);
      return null;
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, `${at}.${index}`));
    if (isPlainObject(node)) {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(node)) out[key] = walk(item, `${at}.${key}`);
      return out;
    }
    return node;
  }

  return { clone: walk(value, path), files };
}

/** The multipart body for an operation whose variables hold files. */
export function multipartBody(
  operations: { query: string; operationName: string | null; variables: unknown },
  files: Map<Blob, string[]>,
): FormData {
  const form = new FormData();
  const map: Record<string, string[]> = {};
  const parts: Array<[string, Blob]> = [];
  let index = 0;
  for (const [file, paths] of files) {
    const key = String(index);
    map[key] = paths;
    parts.push([key, file]);
    index += 1;
  }
  form.append('operations', JSON.stringify(operations));
  form.append('map', JSON.stringify(map));
  for (const [key, file] of parts) {
    form.append(key, file, file instanceof File ? file.name : 'blob');
  }
  return form;
}
