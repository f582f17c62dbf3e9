import fs from 'node:fs';
import { IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Span } from '@opentelemetry/api';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { PinoInstrumentation } from '@opentelemetry/instrumentation-pino';
import {
  defaultResource,
  detectResources,
  envDetector,
  hostDetector,
  processDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { ATTR_DB_QUERY_TEXT, ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import { addRequestSpan, onTracesFlush } from './request-trace.ts';

/**
 * OpenTelemetry traces exported over OTLP/HTTP (issue 37): each request's HTTP server span, under
 * it Fastify's request span and its handler's span, and under those every pg query. Started by
 * telemetry.ts (preloaded with `node --import`) only when an OTLP endpoint is set; the other
 * OTEL_* variables of the specification apply (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES,
 * OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER, OTEL_BSP_*).
 *
 * No ESM loader hook (import-in-the-middle) is needed: what is patched is CommonJS, loaded by
 * `require` even where our ESM code imports the package — node:http by Fastify, pino by Fastify,
 * pg's client by pg's own index (instrumentation-pg patches `pg/lib/client.js` and pg-pool) — and
 * @fastify/otel patches nothing: it joins each Fastify instance through Fastify's diagnostics
 * channel. They must only be registered before those modules load, which the preload does.
 */

/** The service's name in the traces (OTEL_SERVICE_NAME overrides it). */
export const SERVICE_NAME = 'tenure-api';

/** Requests that would only fill the traces: scrapes and probes, every few seconds. */
const UNTRACED_PATHS = /^\/(metrics|api\/health)(\/|\?|$)/;

/**
 * The attributes that may hold a request's query string: its values are replaced (a set-password
 * link's token, an identity provider's code, a search for a person's name), its names kept.
 */
const URL_ATTRIBUTES = ['url.query', 'url.full', 'url.path', 'http.target', 'http.url'];
const REDACTED = 'REDACTED';

export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const exporter = await exporterFor(env);
  const provider = new NodeTracerProvider({
    resource: defaultResource()
      .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: SERVICE_NAME, [ATTR_SERVICE_VERSION]: apiVersion() }))
      .merge(detectResources({ detectors: [envDetector, hostDetector, processDetector] })),
    spanProcessors: [queryValuesRedaction, new BatchSpanProcessor(exporter)],
  });
  provider.register();

  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(request.url ?? ''),
        requestHook: (span, request) => {
          if (request instanceof IncomingMessage) addRequestSpan(request, span);
        },
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // A span per hook was a dozen per request, named after the plugin chain; the queries a hook
        // runs (the guard's) show under the request span instead.
        instrumentHooks: false,
        ignorePaths: (route) => UNTRACED_PATHS.test(route.url),
        requestHook: (span, request) => addRequestSpan(request.raw, span),
      }),
      new PgInstrumentation({
        // Queries outside a request (the job queue polling, migrations at start) would each be a trace of their own.
        requireParentSpan: true,
        requestHook: (span, { query, connection }) => describeQuery(span, query.text, connection.database),
      }),
      // Log lines written inside a span carry trace_id and span_id; the lines stay on stdout only.
      new PinoInstrumentation({ disableLogSending: true }),
    ],
  });
  onTracesFlush(() => provider.forceFlush());
}

/** OTLP over HTTP: protobuf (the specification's default) or JSON (`http/json`). */
async function exporterFor(env: NodeJS.ProcessEnv): Promise<SpanExporter> {
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf';
  if (protocol === 'http/json') {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    return new OTLPTraceExporter();
  }
  if (protocol === 'http/protobuf') {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-proto');
    return new OTLPTraceExporter();
  }
  throw new Error(
    `OTEL_EXPORTER_OTLP_PROTOCOL=${protocol}: Tenure exports traces over OTLP/HTTP only, http/protobuf or http/json ` +
      '(an OpenTelemetry Collector takes both on port 4318)',
  );
}

/** The pg instrumentation's span, described without the values written into a statement's text. */
function describeQuery(span: Span, text: string | undefined, database: string | undefined) {
  if (!text) return;
  // Named after what it does (SELECT, BEGIN…), not after its prepared statement's hashed name (platform/db).
  const operation = /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
  span.updateName(database ? `${operation} ${database}` : operation);
  span.setAttribute(ATTR_DB_QUERY_TEXT, withoutLiterals(text));
}

/**
 * A statement's text with each string literal replaced by `'?'`. The tenant transaction sends its
 * settings, and its writes at commit, as literals in the text (platform/db: a person's name, a mail
 * in the outbox); parameters are never recorded.
 */
export function withoutLiterals(text: string): string {
  return text.replace(/'(?:[^']|'')*'/g, "'?'");
}

/** A URL attribute's query string with each value replaced by REDACTED. */
export function redactQuery(value: string): string {
  const mark = value.indexOf('?');
  const query = mark === -1 ? value : value.slice(mark + 1);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1 ? pair : `${pair.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');
  return mark === -1 ? redacted : `${value.slice(0, mark + 1)}${redacted}`;
}

/** Redacts the query values of the URL attributes a span starts with (the HTTP and Fastify spans set them there). */
const queryValuesRedaction: SpanProcessor = {
  onStart(span) {
    for (const key of URL_ATTRIBUTES) {
      const value = span.attributes[key];
      if (typeof value === 'string' && (key === 'url.query' || value.includes('?')))
        span.setAttribute(key, redactQuery(value));
    }
  },
  onEnd: () => undefined,
  forceFlush: async () => undefined,
  shutdown: async () => undefined,
};

function apiVersion(): string {
  const manifest = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}
