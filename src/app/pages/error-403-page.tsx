import { useSession } from '../../features/session/use-session';
import { ForbiddenView } from './error-pages';

export function Error403Page() {
  return <ForbiddenView subject={useSession().subject} />;
}
