import { Kind, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import {
  PropertiesDocument,
  PropertyDocument,
  WarehouseDocument,
} from '../../../graphql/generated/client/graphql';
import { fieldsUnder, selectionKey, selectionUnder, type SelectionTree } from './selection';

/** The resolve info of an operation's root field, as the executor hands it to the resolver. */
function infoOf<R, V>(document: TypedDocumentNode<R, V>) {
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const root = operation.selectionSet.selections.filter((s) => s.kind === Kind.FIELD);
  return { fieldNodes: root, fragments };
}

describe('fieldsUnder', () => {
  it('reads the fields of the rows through fragments', () => {
    const asked = fieldsUnder(infoOf(PropertiesDocument), 'data');
    expect(asked).toEqual(
      new Set([
        'id',
        'identifier',
        'model',
        'orientation',
        'price',
        'floor',
        'tower',
        'bedrooms',
        'bathrooms',
        'total_area',
        'visible',
        'bookeable',
        'promisable',
        'vulnerable',
        'sectores_medios',
        'available',
        'project_id',
      ]),
    );
  });

  it('follows nested fragments and names relations, not their inner fields', () => {
    const asked = fieldsUnder(infoOf(PropertyDocument), 'data')!;
    expect(asked.has('created_at')).toBe(true);
    expect(asked.has('identifier')).toBe(true);
    expect(asked.has('medias')).toBe(true);
    expect(asked.has('name')).toBe(false);
    const warehouse = fieldsUnder(infoOf(WarehouseDocument), 'data')!;
    expect([...warehouse]).toEqual(expect.arrayContaining(['price', 'project', 'complements']));
  });

  it('answers undefined (every field) when the info does not tell', () => {
    expect(fieldsUnder(undefined, 'data')).toBeUndefined();
    expect(fieldsUnder({ fieldNodes: [], fragments: {} }, 'data')).toBeUndefined();
  });
});

describe('selectionKey', () => {
  const tree = (entries: [string, SelectionTree][]): SelectionTree => new Map(entries);
  const leaf = tree([]);

  it('names the fields and the fields under each, so two shapes never share a key', () => {
    const flat = tree([
      ['id', leaf],
      ['customer', tree([['name', leaf]])],
    ]);
    const deeper = tree([
      ['id', leaf],
      ['customer', tree([['name', tree([['x', leaf]])]])],
    ]);
    expect(selectionKey(flat)).toBe('id,customer(name)');
    expect(selectionKey(deeper)).toBe('id,customer(name(x))');
    expect(
      selectionKey(
        tree([
          ['id', leaf],
          ['customer', leaf],
        ]),
      ),
    ).toBe('id,customer');
    expect(selectionKey(undefined)).toBe('*');
  });
});

describe('selectionUnder', () => {
  it('makes the tree once per document node and list field, and keeps its key', () => {
    const info = infoOf(PropertyDocument);
    const tree = selectionUnder(info, 'data')!;
    expect(tree.get('medias')).toBeDefined();
    // The same document again (a kept parse): the same tree, not a new one.
    expect(selectionUnder({ ...info }, 'data')).toBe(tree);
    expect(selectionUnder(info, 'other')).not.toBe(tree);
    expect(selectionKey(tree)).toBe(selectionKey(selectionUnder(infoOf(PropertyDocument), 'data')));
    // Another document of the same text is other nodes: its tree is made again, equal.
    const copy = JSON.parse(JSON.stringify(PropertyDocument)) as typeof PropertyDocument;
    const again = selectionUnder(infoOf(copy), 'data');
    expect(again).not.toBe(tree);
    expect(again).toEqual(tree);
  });
});
