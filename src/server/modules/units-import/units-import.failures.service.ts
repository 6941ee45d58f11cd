import { GraphQLError } from 'graphql';
import { appError } from '../../kernel';

// A failed bulk statement's error carries its query and parameters: megabytes of the user's
// sheet. It never travels further (logs, masked errors) as it is: a clash with a unit saved
// meanwhile becomes a Spanish CONFLICT, anything else a short error with the database's reason.

export const savedMeanwhile =
  'Mientras se guardaba, se agregaron unidades con los mismos identificadores. Revisa la planilla de nuevo.';

const UNIQUE_INDEXES =
  /properties_identifier_uq|warehouses_identifier_uq|parking_lots_identifier_uq/;

function reasonOf(error: unknown): string {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.slice(0, 300);
}

export async function insertFailure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GraphQLError) throw error;
    const reason = reasonOf(error);
    if (UNIQUE_INDEXES.test(reason)) throw appError('CONFLICT', savedMeanwhile);
    throw new Error(`La importación de unidades falló en la base de datos: ${reason}`);
  }
}
