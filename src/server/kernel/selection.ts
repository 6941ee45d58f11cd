import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

// Which fields of a list's rows the operation asks for, so that a page reads and sends only those
// (a /properties page asks for 17 of the 36 fields a home has). Fragments and inline fragments are
// followed; @include/@skip are ignored, so the answer is a superset of what the executor will read.

type Fragments = GraphQLResolveInfo['fragments'];

function collect(
  set: SelectionSetNode | undefined,
  fragments: Fragments,
  into: SelectionSetNode[],
) {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === 'InlineFragment') {
      into.push(selection.selectionSet);
    } else if (selection.kind === 'FragmentSpread') {
      const fragment = fragments[selection.name.value];
      if (fragment) into.push(fragment.selectionSet);
    }
  }
}

/** Every field of a selection set, with those of its fragments (at any depth). */
function fieldsOf(sets: readonly SelectionSetNode[], fragments: Fragments): FieldNode[] {
  const queue = [...sets];
  const fields: FieldNode[] = [];
  for (let set = queue.shift(); set; set = queue.shift()) {
    for (const selection of set.selections) {
      if (selection.kind === 'Field') fields.push(selection);
    }
    collect(set, fragments, queue);
  }
  return fields;
}

/**
 * The names of the fields asked for under `listField` (e.g. `data`) of the field being resolved;
 * undefined when the resolve info does not tell (the caller then reads every field).
 */
export function fieldsUnder(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'> | undefined,
  listField: string,
): ReadonlySet<string> | undefined {
  if (!info?.fieldNodes?.length) return undefined;
  const fragments = info.fragments ?? {};
  const lists = fieldsOf(
    info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : [])),
    fragments,
  ).filter((field) => field.name.value === listField);
  const rowSets = lists.flatMap((field) => (field.selectionSet ? [field.selectionSet] : []));
  return new Set(fieldsOf(rowSets, fragments).map((field) => field.name.value));
}

/**
 * The field nodes reached by following `path` (field names, e.g. ['paginate_totals', 'data'])
 * from the field being resolved, through fragments; undefined when the resolve info does not tell.
 */
export function fieldNodesAt(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'> | undefined,
  path: readonly string[],
): FieldNode[] | undefined {
  if (!info?.fieldNodes?.length) return undefined;
  const fragments = info.fragments ?? {};
  let nodes: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) {
    const sets = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
    nodes = fieldsOf(sets, fragments).filter((field) => field.name.value === name);
  }
  return [...nodes];
}

/** The names of the fields asked under the given nodes (fragments followed). */
export function namesUnder(
  nodes: readonly FieldNode[],
  info: Pick<GraphQLResolveInfo, 'fragments'>,
): Set<string> {
  const sets = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  return new Set(fieldsOf(sets, info.fragments ?? {}).map((field) => field.name.value));
}

/** The fields asked for at one level, each with the fields asked under it (empty for a leaf). */
export type SelectionTree = ReadonlyMap<string, SelectionTree>;

/** The keys already written: a kept tree (selectionUnder) is asked its key on every request. */
const keys = new WeakMap<SelectionTree, string>();

/** A text naming a tree's shape (the same for the same fields in the same order); '*' for none. */
export function selectionKey(tree: SelectionTree | undefined): string {
  if (!tree) return '*';
  let key = keys.get(tree);
  if (key === undefined) {
    key = [...tree]
      .map(([name, under]) => (under.size ? `${name}(${selectionKey(under)})` : name))
      .join(',');
    keys.set(tree, key);
  }
  return key;
}

/** The tree of several selection sets of one level: a field asked twice merges its subfields. */
function treeOf(sets: readonly SelectionSetNode[], fragments: Fragments): SelectionTree {
  const under = new Map<string, SelectionSetNode[]>();
  for (const field of fieldsOf(sets, fragments)) {
    const list = under.get(field.name.value) ?? [];
    if (field.selectionSet) list.push(field.selectionSet);
    under.set(field.name.value, list);
  }
  return new Map([...under].map(([name, subsets]) => [name, treeOf(subsets, fragments)]));
}

/**
 * Trees already made, by the one field node they start from: yoga parses a document once and
 * keeps it, so each request of the same operation brings the same node, and the same tree.
 */
const trees = new WeakMap<FieldNode, Map<string, SelectionTree>>();

/**
 * The fields asked for under `listField` of the field being resolved, at every depth (a page that
 * builds its rows' relations too needs to know theirs); undefined when the resolve info does not
 * tell. Like fieldsUnder, a superset: @include/@skip are ignored.
 */
export function selectionUnder(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'> | undefined,
  listField: string,
): SelectionTree | undefined {
  if (!info?.fieldNodes?.length) return undefined;
  const node = info.fieldNodes.length === 1 ? info.fieldNodes[0] : undefined;
  const kept = node && trees.get(node)?.get(listField);
  if (kept) return kept;
  const fragments = info.fragments ?? {};
  const root = treeOf(
    info.fieldNodes.flatMap((field) => (field.selectionSet ? [field.selectionSet] : [])),
    fragments,
  );
  const tree = root.get(listField) ?? new Map();
  if (node) trees.set(node, (trees.get(node) ?? new Map()).set(listField, tree));
  return tree;
}
