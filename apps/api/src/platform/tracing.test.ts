import { describe, expect, it } from 'vitest';
import { tracingRequested } from '../telemetry.ts';
import { redactQuery, withoutLiterals } from './tracing.ts';

describe('what traces keep of a request', () => {
  it('replaces every string literal of a statement, quotes and backslashes inside included', () => {
    expect(
      withoutLiterals(
        "begin; select set_config('app.tenant_id', 'acme', true); insert into t (a, b) values ('O''Brien', E'\\\\x'), (3, '\\x00'::bytea)",
      ),
    ).toBe("begin; select set_config('?', '?', true); insert into t (a, b) values ('?', E'?'), (3, '?'::bytea)");
    expect(withoutLiterals('select * from employees where id = $1')).toBe('select * from employees where id = $1');
  });

  it('keeps the names of query parameters and redacts their values', () => {
    expect(redactQuery('/set-password?token=abc.def&next=%2Fhome')).toBe('/set-password?token=REDACTED&next=REDACTED');
    expect(redactQuery('search=Zebulon&page=1')).toBe('search=REDACTED&page=REDACTED');
    expect(redactQuery('/api/x?flag')).toBe('/api/x?flag');
  });

  it('starts tracing only with an OTLP endpoint, unless the SDK is turned off', () => {
    expect(tracingRequested({})).toBe(false);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' })).toBe(false);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBe(
      false,
    );
    expect(
      tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' }),
    ).toBe(false);
  });
});
