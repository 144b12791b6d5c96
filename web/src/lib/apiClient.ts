// The SPA's typed calls of the API: an endpoint of the domain's endpoint table by name, with its path
// parameters, query and body; the answer typed by the endpoint's answer schema. Public pages that load
// no Firebase or MUI use the plain apiRequest (lib/api.ts), which does not load the table.
import { queryOptions } from '@tanstack/react-query';
import { Endpoints, type AnswerOf, type Endpoint, type EndpointName, type JsonBodyInputOf } from '@confsys/domain';
import type { z } from 'zod/mini';
import { apiRequest } from './api';

type EndpointOf<N extends EndpointName> = (typeof Endpoints)[N];

/** The parameter names of a path pattern: `/a/:x/b/:y` gives 'x' | 'y'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<Rest> : P extends `${string}:${infer Name}` ? Name : never;

type ParamsPart<E extends Endpoint> = [ParamNames<E['path']>] extends [never] ? { params?: undefined } : { params: Record<ParamNames<E['path']>, string> };
type QueryPart<E extends Endpoint> = E['query'] extends z.ZodMiniType ? { query: z.input<E['query']> } : { query?: undefined };
type BodyPart<E extends Endpoint> = E['body'] extends { json: z.ZodMiniType }
  ? { json: JsonBodyInputOf<E>; form?: undefined }
  : E['body'] extends { multipart: z.ZodMiniType }
    ? { form: FormData; json?: undefined }
    : { json?: undefined; form?: undefined };

/** What a call of the endpoint sends: path parameters, query and body, as its row of the table says. */
export type ApiCall<N extends EndpointName> = ParamsPart<EndpointOf<N>> & QueryPart<EndpointOf<N>> & BodyPart<EndpointOf<N>>;

/** The JSON body of a call of the endpoint, as its request schema types it. */
export type ApiBody<N extends EndpointName> = JsonBodyInputOf<EndpointOf<N>>;

/** The answer of the endpoint, as its schema types it. */
export type ApiAnswer<N extends EndpointName> = AnswerOf<EndpointOf<N>>;

/** The path of a call: the pattern's `:name` segments filled in (encoded), then the query string. */
export function callPath(pattern: string, params: Record<string, string> = {}, query: Record<string, unknown> = {}): string {
  const path = pattern.replace(/:(\w+)/g, (_segment, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (typeof value === 'string') search.set(name, value);
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** Calls the endpoint of that name; a non-2xx answer is thrown as an ApiRequestError. */
export function callApi<N extends EndpointName>(name: N, ...[call]: {} extends ApiCall<N> ? [ApiCall<N>?] : [ApiCall<N>]): Promise<ApiAnswer<N>> {
  return callEndpoint(name, call);
}

/** A GET endpoint that takes nothing, as a query's options: its key, and the call. */
export function endpointQuery<N extends EndpointName>(name: N, queryKey: readonly string[]) {
  return queryOptions({ queryKey, queryFn: () => callEndpoint(name, undefined) });
}

/** callApi for a caller generic in the endpoint's name, whose call is made elsewhere (useApiMutation). */
export function callEndpoint<N extends EndpointName>(name: N, call: ApiCall<N> | undefined): Promise<ApiAnswer<N>> {
  const endpoint: Endpoint = Endpoints[name];
  const request = (call ?? {}) as { params?: Record<string, string>; query?: Record<string, unknown>; json?: unknown; form?: FormData };
  return apiRequest<ApiAnswer<N>>(callPath(endpoint.path, request.params, request.query), {
    method: endpoint.method,
    ...(request.json !== undefined ? { json: request.json } : {}),
    ...(request.form ? { form: request.form } : {}),
  });
}

/** A multipart body: each field a text, or a file sent with its name after every text (so the server
 * has read the fields when the bytes arrive); undefined fields are left out. */
export function formData(fields: Record<string, string | number | File | undefined>): FormData {
  const form = new FormData();
  const entries = Object.entries(fields);
  for (const [name, value] of entries) if (value !== undefined && !(value instanceof File)) form.append(name, String(value));
  for (const [name, value] of entries) if (value instanceof File) form.append(name, value, value.name);
  return form;
}
