import { checkTransition, isStatus, type StatusTable } from '../../../shared/sales-status';
import { fieldError } from '../common/inputs';

/**
 * `to` when the record's status table allows `from → to`; otherwise BAD_USER_INPUT on the
 * `status` field with the table's Spanish reason (unknown code, same status, move not listed).
 */
export function allowedMove<S extends string>(table: StatusTable<S>, from: string, to: string): S {
  const check = checkTransition(table, from, to);
  if (check.ok && isStatus(table, to)) return to;
  throw fieldError(
    'status',
    check.ok ? `«${to}» no es un estado de ${table.record}.` : check.message,
  );
}
