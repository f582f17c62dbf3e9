import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from './db.ts';

/** Between the pages of a policy document's extracted text (a form feed), so passages cite pages. */
export const PAGE_BREAK = '\f';

export interface PolicyPassage {
  documentId: string;
  title: string;
  page: number;
  passage: string;
}

/**
 * The best passages for a question among the given policy documents (those the caller may read),
 * by PostgreSQL full-text search: each page is a unit, ranked by cover density over the
 * question's words taken as alternatives (any word counts, more words rank higher), and the
 * passage is the page's best fragment, in plain text.
 */
export function searchPolicyPassages(tx: Tx, documentIds: readonly string[], question: string, limit = 3): Promise<PolicyPassage[]> {
  if (documentIds.length === 0) return Promise.resolve([]);
  return queryRows<PolicyPassage>(
    tx,
    sql`with q as (
          select nullif(replace(plainto_tsquery('english', ${question})::text, '&', '|'), '')::tsquery as query
        ), pages as (
          select d.id, d.title, p.page::int as page, p.body
            from policy_documents d,
                 unnest(string_to_array(d.extracted_text, ${PAGE_BREAK})) with ordinality as p(body, page)
           where d.id = any(${`{${documentIds.join(',')}}`}::uuid[])
        )
        select pages.id as "documentId", pages.title, pages.page,
               ts_headline('english', pages.body, q.query, 'StartSel="",StopSel="",MaxWords=60,MinWords=20,MaxFragments=2,FragmentDelimiter=" … "') as passage
          from pages, q
         where q.query is not null and to_tsvector('english', pages.body) @@ q.query
         order by ts_rank_cd(to_tsvector('english', pages.body), q.query, 32) desc, pages.title, pages.page
         limit ${limit}`,
  );
}
