// The documents a hostile client sends (issue 27). They are attacks, not operations of the
// contract, so they are built here from field names rather than kept as .graphql files.

/** `realstateagenciesnopagination { projects { realstateagency { projects { … } } } }`. */
export function cyclicNesting(levels: number): string {
  let inner = 'id name';
  for (let level = levels - 1; level >= 1; level--) {
    const field = level % 2 === 1 ? 'projects' : 'realstateagency';
    inner = `id name ${field} { ${inner} }`;
  }
  return `{ realstateagenciesnopagination { ${inner} } }`;
}

/** `count` aliases of the projects page, each with its medias. */
export function manyAliases(count: number): string {
  const one = (i: number) => `p${i}: projects(page: 1) { data { id name medias { id } } }`;
  return `{ ${Array.from({ length: count }, (_, i) => one(i)).join(' ')} }`;
}

/** A document of about `count` tokens: the same field asked again and again. */
export function manyTokens(count: number): string {
  return `{ me { ${'id '.repeat(Math.max(0, count - 6))}} }`;
}

/** `count` directives on one field. */
export function manyDirectives(count: number): string {
  return `{ me { id ${'@include(if: true) '.repeat(count)}} }`;
}

/** Introspection nested through types, fields and their types again. */
export function deepIntrospection(levels: number): string {
  let inner = 'name';
  for (let i = 0; i < levels; i++) inner = `fields { type { ${inner} } }`;
  return `{ __schema { types { ${inner} } } }`;
}

/** A list variable of `count` project ids (several megabytes of JSON). */
export function hugeVariables(count: number) {
  return {
    query: 'query Huge($ids: [ID!]) { projects(page: 1, project_id: $ids) { total } }',
    variables: { ids: Array.from({ length: count }, (_, i) => String(i + 1)) },
  };
}
