import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

/** Multipart files: graphql-yoga puts a File in the variables; resolvers receive it as is. */
export const Upload = new GraphQLScalarType({
  name: 'Upload',
  parseValue: (value) => value,
  serialize: () => {
    throw new TypeError('Upload solo se acepta como entrada.');
  },
});

function literal(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value)]));
    case Kind.LIST:
      return node.values.map(literal);
    default:
      return null;
  }
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literal,
});

/** ISO-8601 timestamps on the wire; the database hands us Date objects. */
export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('Fecha inválida.');
    return date;
  },
  parseLiteral: (node) => (node.kind === Kind.STRING ? new Date(node.value) : null),
});
