import { useSession } from '../../features/session/use-session';
import { UnauthorizedView } from './error-pages';

export function Error401Page() {
  return <UnauthorizedView subject={useSession().subject} />;
}
