import { useSession } from '../../lib/auth';
import { UnauthorizedView } from './error-pages';

export function Error401Page() {
  return <UnauthorizedView subject={useSession().subject} />;
}
