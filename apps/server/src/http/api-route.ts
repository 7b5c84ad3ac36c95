import { type EndpointName, envelopeSchema } from '@portfolio/shared/api';
import {
  apiRoute,
  type BodyOf,
  type DataOf,
  type ParamsOf,
  type QueryOf,
} from '@portfolio/shared/api-routes';
import type { User } from '@portfolio/shared/auth';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NotSignedInError } from '../lib/domain-errors.ts';
import { sessionMessages } from '../modules/sessions/sessions-service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route table's name of this route (see serve). */
    apiRoute?: EndpointName;
  }
}

/** A request of endpoint K: body, query and path parameters already validated by its schemas. */
export type ApiRequest<K extends EndpointName> = FastifyRequest<{
  Body: BodyOf<K>;
  Querystring: QueryOf<K>;
  Params: ParamsOf<K>;
}>;

/** The envelope an endpoint answers with, its `data` of the table's schema. */
export type Answer<K extends EndpointName> = { success: boolean; message?: string; data?: DataOf<K> };

type Handler<K extends EndpointName> = (
  request: ApiRequest<K>,
  reply: FastifyReply,
) => Promise<Answer<K> | FastifyReply>;

/** A shared schema as JSON Schema (draft 7, which Fastify's serializer reads), without `$schema`. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-7', unrepresentable: 'any' });
  return rest;
}

/**
 * Registers the handler of endpoint `name` of the route table: its method and path, who may call it
 * (the sign-in guard runs first), its request schemas (validated before the handler runs, through
 * fastify-type-provider-zod's validator: see app.ts) and its answer's JSON schema, which Fastify
 * serialises with. `config` adds route settings such as a rate limit.
 */
export function serve<K extends EndpointName>(
  app: FastifyInstance,
  name: K,
  handler: Handler<K>,
  config: FastifyContextConfig = {},
): void {
  const route = apiRoute(name);
  const guard = { user: app.requireUser, admin: app.requireAdmin, public: undefined }[route.access];
  app.route({
    method: route.method,
    url: route.path,
    ...(guard && { onRequest: guard }),
    schema: {
      ...(route.body && { body: route.body }),
      ...(route.query && { querystring: route.query }),
      ...(route.params && { params: route.params }),
      ...(!route.file && {
        response: { [route.status ?? 200]: jsonSchemaOf(envelopeSchema(route.data), 'output') },
      }),
    },
    config: { ...config, apiRoute: name },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/** The signed-in user of a route whose guard let the request through; 401 if there is none. */
export function signedInUser(request: FastifyRequest): User {
  if (!request.user) throw new NotSignedInError(sessionMessages.notSignedIn);
  return request.user;
}
