// The session and the viewer in one place (issue 29): the session actor the app runs, who is
// signed in, and what the one policy lets them do. Features and the app read them from here.
export { SessionProvider, useSessionActorRef, type SessionProviderProps } from './session-context';
export { useSession, type SessionView } from './use-session';
export { statusOf, loginBusy, loginFailureOf, type SessionStatus } from './session-selectors';
export { useViewer, useCan, can, type Viewer } from './viewer';
export { cachedProfile, rememberViewer, VIEWER_QUERY_KEY } from './viewer-cache';
export { subjectOf, storedAccessOf } from './subject';
