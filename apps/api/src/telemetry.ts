/**
 * Preloaded by `npm run serve` and `npm run dev:api` (`node --import`), before the server's modules
 * load: when an OTLP endpoint is set, starts OpenTelemetry tracing (platform/tracing), whose loader
 * hook must be in place before Fastify and pg are imported. Without one nothing more is loaded.
 * `OTEL_SDK_DISABLED=true` or `OTEL_TRACES_EXPORTER=none` turns it off with the endpoint set.
 */
export function tracingRequested(env: NodeJS.ProcessEnv): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return Boolean(endpoint) && env.OTEL_SDK_DISABLED !== 'true' && env.OTEL_TRACES_EXPORTER !== 'none';
}

if (tracingRequested(process.env)) {
  const { startTracing } = await import('./platform/tracing.ts');
  await startTracing();
}
