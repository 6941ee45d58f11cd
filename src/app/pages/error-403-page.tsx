import { useSession } from '../../lib/auth';
import { ForbiddenView } from './error-pages';

export function Error403Page() {
  return <ForbiddenView subject={useSession().subject} />;
}
