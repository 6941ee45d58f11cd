import type { AccessSubject } from './roles';
import { canAccessRoute, matchRoute } from './routes';

// The Rukan record (Registro Social de Hogares, household and housing history) is sensitive
// personal data. Who may read it is who may open the business board: the roles of the `/business`
// route, read from the route table itself so the two never drift apart. The server's
// `Prospect.rukan` resolver and the prospects export both ask this one function.

const BUSINESS_PATH = '/business';

/** Whether `subject` (null = signed out) may see a customer's Rukan record. */
export function maySeeRukan(subject: AccessSubject | null): boolean {
  const match = matchRoute(BUSINESS_PATH);
  return match !== null && canAccessRoute(match.rule, subject);
}
