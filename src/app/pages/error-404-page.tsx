import { useSession } from '../../lib/auth';
import { NotFoundView } from './error-pages';

export function Error404Page() {
  return <NotFoundView subject={useSession().subject} />;
}
