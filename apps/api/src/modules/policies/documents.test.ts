import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { POLICY_MESSAGES, type PolicyDocumentView } from '@tenure/domain/policies';
import { policyDocuments } from '../../db/schema/index.ts';
import { queryRows, withTenant } from '../../platform/db.ts';
import { tinyPdf } from '../../db/seed/people-data.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { multipartBody } from '../../../test/multipart.ts';

type Headers = Record<string, string>;
const BASE = '/api/hrms/hris/policy-document';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describeEachDatabase('policy library', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let employee: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await loginAs(t.app, 'hrdirector')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  const upload = (headers: Headers, fields: Record<string, string>, name: string, bytes: Uint8Array) => {
    const body = multipartBody(fields, { name, bytes });
    return t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const list = (headers: Headers, query = '') => t.app.inject({ method: 'GET', url: `${BASE}${query}`, headers });
  const file = (headers: Headers, id: string) => t.app.inject({ method: 'GET', url: `${BASE}/${id}/file`, headers });
  const extractedText = (id: string) =>
    withTenant(
      t.database.db,
      { tenantCode: 'demo' },
      async (tx) =>
        (
          await tx
            .select({ text: policyDocuments.extractedText })
            .from(policyDocuments)
            .where(eq(policyDocuments.id, id))
        )[0]!.text,
    );

  it('HR uploads a PDF for their entity; its employees list and preview it; its text is kept for search', async () => {
    const pdf = tinyPdf('Remote work allows two home office days');
    const created = await upload(
      admin,
      { title: 'Remote Work Policy', description: 'Who may work from home' },
      'remote-work.pdf',
      pdf,
    );
    expect(created.statusCode).toBe(201);
    const doc: PolicyDocumentView = created.json();
    expect(doc).toMatchObject({
      title: 'Remote Work Policy',
      fileName: 'remote-work.pdf',
      sizeBytes: pdf.length,
      legalEntityCode: 'US-NY-01',
      uploadedBy: 'Priya Sharma',
    });
    expect(doc.textLength).toBeGreaterThan(0);
    expect(await extractedText(doc.id)).toContain('Remote work allows two home office days');

    const seen: PolicyDocumentView[] = (await list(employee)).json();
    expect(seen.map((d) => d.id)).toContain(doc.id);
    const preview = await file(employee, doc.id);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toBe('inline; filename="remote-work.pdf"');
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses what is not a PDF by its content, and a document without a title', async () => {
    const png = await upload(admin, { title: 'Logo' }, 'handbook.pdf', PNG);
    expect(png.statusCode).toBe(400);
    expect(png.json().fieldErrors).toEqual({ file: POLICY_MESSAGES.documentNotPdf });
    const untitled = await upload(admin, { title: ' ' }, 'policy.pdf', tinyPdf('Untitled'));
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().fieldErrors).toEqual({ title: POLICY_MESSAGES.titleRequired });
    expect((await upload(employee, { title: 'Mine' }, 'mine.pdf', tinyPdf('Mine'))).statusCode).toBe(403);
    // A PDF that pdf.js cannot read is still a PDF: kept, with no text.
    const unreadable = await upload(
      admin,
      { title: 'Scanned Policy' },
      'scan.pdf',
      new TextEncoder().encode('%PDF-1.4\nnot really\n%%EOF\n'),
    );
    expect(unreadable.statusCode).toBe(201);
    expect(unreadable.json().textLength).toBe(0);
  });

  it("shows each entity's library to that entity's people; HR who set policies up see any entity's", async () => {
    const india: PolicyDocumentView = (
      await upload(
        admin,
        { title: 'India Leave Rules', legalEntityCode: 'IN-KA-01' },
        'leave.pdf',
        tinyPdf('Earned leave in India'),
      )
    ).json();
    expect(india.legalEntityCode).toBe('IN-KA-01');
    expect((await list(employee)).json().map((d: PolicyDocumentView) => d.id)).not.toContain(india.id);
    expect((await file(employee, india.id)).statusCode).toBe(403);
    expect((await list(employee, '?legalEntityCode=IN-KA-01')).statusCode).toBe(403);

    const hrInIndia = { ...(await loginAs(t.app, 'hrexec01')).headers, 'x-entityid': 'IN-KA-01' };
    // Beside the demo Employee Handbook every library holds.
    expect(
      (await list(hrInIndia))
        .json()
        .map((d: PolicyDocumentView) => d.title)
        .sort(),
    ).toEqual(['Employee Handbook', 'India Leave Rules']);
    expect((await file(hrInIndia, india.id)).statusCode).toBe(200);
    expect((await list(admin, '?legalEntityCode=IN-KA-01')).json().map((d: PolicyDocumentView) => d.id)).toContain(
      india.id,
    );
    expect((await list(admin, '?legalEntityCode=XX-00')).statusCode).toBe(400);
  });

  it('HR deletes a document with its file; employees cannot', async () => {
    const doc: PolicyDocumentView = (
      await upload(admin, { title: 'Travel Policy' }, 'travel.pdf', tinyPdf('Travel'))
    ).json();
    expect((await t.app.inject({ method: 'DELETE', url: `${BASE}/${doc.id}`, headers: employee })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'DELETE', url: `${BASE}/${doc.id}`, headers: admin })).statusCode).toBe(204);
    expect((await file(admin, doc.id)).statusCode).toBe(404);
    expect((await list(admin)).json().map((d: PolicyDocumentView) => d.id)).not.toContain(doc.id);
    const audited = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_log where entity_id = ${doc.id} order by created_at`,
      ),
    );
    expect(audited.map((r) => r.action)).toEqual(['policy.document.upload', 'policy.document.delete']);
  });
});
