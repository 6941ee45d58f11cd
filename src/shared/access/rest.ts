import { allows, groups, type Access, type AccessSubject } from './roles';
import { matchPattern } from './pattern';

export interface RestRule {
  method: 'GET' | 'POST';
  /** Path pattern; ':name' segments are parameters. */
  path: string;
  access: Access;
  scope: 'none' | 'agency';
  /** false → the server answers 501 until the endpoint's issue lands. */
  implemented: boolean;
}

const rest = (
  method: RestRule['method'],
  path: string,
  access: Access,
  scope: RestRule['scope'],
  implemented = false,
): RestRule => ({ method, path, access, scope, implemented });

const { managers, sales, home, preapprovalDetail } = groups;

const DASHBOARD = [
  'contactsByProject',
  'contactsByDate',
  'quotationsByProject',
  'quotationsByDate',
  'promiseRequestByDate',
  'bookingRequestByDate',
  'businessByDate',
  'salesFunnelByProject',
] as const;

/** Every REST endpoint of spec §7 plus the export download of ExportJob.download_url. */
export const restPolicy: readonly RestRule[] = [
  rest('POST', '/oauth/token', 'public', 'none', true),
  rest('POST', '/logout', 'authenticated', 'none', true),
  rest('POST', '/api/public/passwordForgetUser', 'public', 'none', true),
  rest('POST', '/api/public/passwordForgetChangeUser', 'public', 'none', true),
  rest('GET', '/api/excelUsers', managers(), 'agency', true),
  // The template feeds the import of the project create/edit screens.
  rest('GET', '/api/excelDemoProperties', managers(), 'none', true),
  rest('GET', '/api/excelProjects', sales(), 'agency', true),
  rest('GET', '/api/excelProperties', sales(), 'agency', true),
  rest('GET', '/api/excelWarehousesOrParkingLots', sales(), 'agency', true),
  // The dashboard is the /home screen: everyone but PreapprovalUser.
  ...DASHBOARD.map((name) => rest('POST', `/api/dashboard/${name}`, home(), 'agency', true)),
  // Only the job's requester may download; the handler checks ownership.
  rest('GET', '/api/exports/:id/download', 'authenticated', 'none', true),
  // Preapproval.document_url: the roles of the pre-approval details screen, within their scope.
  rest('GET', '/api/preapprovals/:id/document', preapprovalDetail(), 'agency', true),
  // Flow's urlConfirmation (issue 31): Flow calls it with a token and no credentials; the server
  // trusts nothing in it and reads the payment's status back from Flow with the project's keys.
  rest('POST', '/api/payments/flow/confirmation', 'public', 'none', true),
];

/** The rule of a request, or null when no REST endpoint of the contract matches. */
export function matchRestRule(
  method: string,
  path: string,
): { rule: RestRule; params: Record<string, string> } | null {
  for (const rule of restPolicy) {
    if (rule.method !== method.toUpperCase()) continue;
    const params = matchPattern(rule.path, path);
    if (params) return { rule, params };
  }
  return null;
}

export function canCallRest(rule: RestRule, subject: AccessSubject | null): boolean {
  return allows(rule.access, subject);
}
