import { useSession } from '../../features/session/use-session';
import { NotFoundView } from './error-pages';

export function Error404Page() {
  return <NotFoundView subject={useSession().subject} />;
}
