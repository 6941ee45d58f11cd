import type { Access } from './roles';

export interface OperationRule {
  kind: 'query' | 'mutation' | 'subscription';
  access: Access;
  /**
   * 'agency': agency-scoped roles see and touch only records of their agencies and linked
   * projects; 'self': only the viewer's own records; 'none': no record filter.
   */
  scope: 'none' | 'agency' | 'self';
  /** false → the server answers NOT_IMPLEMENTED until the operation's issue lands. */
  implemented: boolean;
  /** Mirrors the route guard of the same list screen (spec §6 status-flag rows). */
  statusFlagOnly?: boolean;
}

type Scope = OperationRule['scope'];
type Options = { implemented?: true; statusFlagOnly?: true };

const make =
  (kind: OperationRule['kind']) =>
  (access: Access, scope: Scope, options: Options = {}): OperationRule => ({
    kind,
    access,
    scope,
    implemented: options.implemented ?? false,
    ...(options.statusFlagOnly ? { statusFlagOnly: true } : {}),
  });

export const query = make('query');
export const mutation = make('mutation');
export const subscription = make('subscription');

export const IMPLEMENTED = { implemented: true } as const;
export const STATUS_FLAG = { statusFlagOnly: true } as const;
