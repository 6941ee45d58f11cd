// The client's toolbox (ARCHITECTURE §2 src/lib): the one network path, the query cache, the
// realtime channel and es-CL formatting. React hooks live in src/lib/react (kept out of here so
// non-React code can import this file).
export { execute, executeOperation, createExecutor } from './network/execute';
export { postJson, postForm, getBlob } from './network/rest';
export {
  GraphQLRequestError,
  HttpResponseError,
  NetworkError,
  errorMessage,
} from './network/errors';
export { queryClient, queryKeyFor, freshQueryOptions } from './query-client';
export { realtimeChannel, type RealtimeChannel } from './realtime-channel';
export { invalidateForRecord, RECORD_FIELDS } from './record-invalidation';
export { saveBlob } from './download';
export { subjectOf } from './auth/subject';
export { formatDate, formatDateTime, formatCLP, formatUF, formatNumber, formatRut } from './format';
