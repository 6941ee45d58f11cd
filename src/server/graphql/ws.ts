import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError, type DocumentNode, type ExecutionArgs } from 'graphql';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Config } from '../config';
import type { Viewer } from '../context';
import { createUpgradeOriginCheck } from '../http/origins';
import { topics, type EventBus } from '../realtime/bus';
import type { createGraphQL } from './yoga';

type Extra = {
  socket: WebSocket;
  request: IncomingMessage;
  viewer?: Viewer;
};

type Enveloped = ReturnType<ReturnType<typeof createGraphQL>['getEnveloped']>;
interface RootValue {
  execute: Enveloped['execute'];
  subscribe: Enveloped['subscribe'];
}

/**
 * graphql-ws on the same path as HTTP GraphQL. The connection authenticates once with
 * `connectionParams.authorization`; a logout anywhere closes that session's sockets (4401).
 */
export function registerGraphQLWs(
  app: FastifyInstance,
  yoga: ReturnType<typeof createGraphQL>,
  bus: EventBus,
  authenticate: (authorization: string | undefined) => Promise<Viewer | null>,
  config: Pick<Config, 'corsOrigins' | 'publicUrl'>,
) {
  const wss = new WebSocketServer({ noServer: true });
  const sockets = new Map<string, Set<WebSocket>>();
  const originAllowed = createUpgradeOriginCheck(config);

  app.server.on('upgrade', (request, socket, head) => {
    if (!request.url?.startsWith('/graphql')) return socket.destroy();
    // WebSockets have no CORS, so a page of another site could open one here: its Origin is
    // checked before the handshake.
    if (!originAllowed(request)) {
      socket.once('finish', () => socket.destroy());
      return socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });

  const offRevoked = bus.on<{ familyId: string }>(topics.sessionRevoked, ({ familyId }) => {
    for (const ws of sockets.get(familyId) ?? []) ws.close(4401, 'Sesión cerrada');
    sockets.delete(familyId);
  });

  const server = useServer<Record<string, unknown>, Extra>(
    {
      onConnect: async (ctx) => {
        const raw = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        const viewer = await authenticate(typeof raw === 'string' ? raw : undefined);
        if (!viewer) return false;
        ctx.extra.viewer = viewer;
        const set = sockets.get(viewer.familyId) ?? new Set<WebSocket>();
        set.add(ctx.extra.socket);
        sockets.set(viewer.familyId, set);
        return true;
      },
      onClose: (ctx) => {
        const viewer = ctx.extra.viewer;
        if (viewer) sockets.get(viewer.familyId)?.delete(ctx.extra.socket);
      },
      execute: (args: ExecutionArgs) => (args.rootValue as RootValue).execute(args),
      subscribe: (args: ExecutionArgs) => (args.rootValue as RootValue).subscribe(args),
      onSubscribe: async (ctx, _id, payload) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: { ip: ctx.extra.request.socket.remoteAddress ?? '' },
          socket: ctx.extra.socket,
          params: payload,
          viewer: ctx.extra.viewer ?? null,
        });
        let document: DocumentNode;
        try {
          // The query limits refuse a document by throwing from parse or validate (limits.ts):
          // an error message for this subscription, not a closed socket.
          document = parse(payload.query);
          const errors = validate(schema, document);
          if (errors.length) return errors;
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        return {
          schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe } satisfies RootValue,
        } satisfies ExecutionArgs;
      },
    },
    wss,
  );

  // Before the HTTP server closes, which waits for every connection, these sockets included.
  app.addHook('preClose', async () => {
    offRevoked();
    await server.dispose();
    wss.close();
  });
}
