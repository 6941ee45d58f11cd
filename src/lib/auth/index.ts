// The viewer in one place (issue 29): who is signed in and what the one policy lets them do.
export { useViewer, useCan, can, rememberViewer, VIEWER_QUERY_KEY, type Viewer } from './viewer';
export { subjectOf, storedAccessOf } from './subject';
