import type { IncomingMessage } from 'node:http';
import type { Attributes, Span } from '@opentelemetry/api';

/**
 * What the app tells the traces, without loading OpenTelemetry: platform/tracing (started by
 * telemetry.ts only when traces are exported) registers each request's spans and a flush here;
 * without it a request has no span and these calls do nothing.
 */

/** The spans of each request being traced: the HTTP server span and Fastify's request span. */
const spansOfRequest = new WeakMap<IncomingMessage, Span[]>();

let flush: () => Promise<void> = async () => undefined;

/** platform/tracing: `span` is one of the request's own spans (they carry its tenant and user). */
export function addRequestSpan(request: IncomingMessage, span: Span): void {
  const spans = spansOfRequest.get(request);
  if (spans) spans.push(span);
  else spansOfRequest.set(request, [span]);
}

/** Sets `attributes` on the spans of the request (nothing when it is not traced). */
export function setRequestSpanAttributes(request: IncomingMessage, attributes: Attributes): void {
  for (const span of spansOfRequest.get(request) ?? []) span.setAttributes(attributes);
}

/** platform/tracing: how the spans not yet exported are sent before the process exits. */
export function onTracesFlush(flushTraces: () => Promise<void>): void {
  flush = flushTraces;
}

/** Sends the spans not yet exported (a process stopping calls it last; nothing to do without tracing). */
export function flushTraces(): Promise<void> {
  return flush();
}
