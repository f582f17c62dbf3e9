import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db.ts';

/** Between the pages of a policy document's extracted text (a form feed), so passages cite pages. */
export const PAGE_BREAK = '\f';

export interface PolicyPassage {
  documentId: string;
  title: string;
  page: number;
  passage: string;
}

/** ts_headline marks each word of the question it finds with these (removed from the text first). */
const MARK_START = '⟦';
const MARK_END = '⟧';
/** A passage is its best sentence and the one after it while they stay this short; a longer single sentence is cut. */
const PASSAGE_WORDS = 60;
const SENTENCE_WORDS_MAX = 90;

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * The page's sentences, each whole: a line of a few words without a full stop is a heading, and
 * neither a sentence of its own nor the start of the next one.
 */
function sentencesOf(page: string): string[] {
  const sentences: string[] = [];
  for (const block of page.split(/\n\s*\n/)) {
    let current = '';
    for (const line of block.split('\n')) {
      const heading = !current && wordsOf(line).length <= 8 && !/[.!?:;,]["”’)]?\s*$/.test(line);
      if (heading) continue;
      for (const part of line.split(/(?<=[.!?]["”’)]?)\s+/)) {
        current = current ? `${current} ${part.trim()}` : part.trim();
        if (/[.!?]["”’)]?$/.test(current)) {
          sentences.push(current);
          current = '';
        }
      }
    }
    if (current) sentences.push(current);
  }
  return sentences.filter((s) => wordsOf(s).length > 0);
}

/**
 * The passage of a page for a question, from the page with the question's words marked: the
 * sentence holding most of the different words (then most words, then the earliest), then the
 * next sentence while the passage stays short. Sentences are never cut, unless one alone is far too long to quote.
 */
export function passageOf(marked: string): string {
  // A page of headings only is quoted as it is.
  const found = sentencesOf(marked);
  const sentences = found.length > 0 ? found : [marked.trim().replace(/\s+/g, ' ')];
  // Most different words, then most words, then the earliest word (a sentence that starts with the topic defines it).
  const score = (sentence: string) => {
    const found = [...sentence.matchAll(new RegExp(`${MARK_START}([^${MARK_END}]*)${MARK_END}`, 'g'))];
    return [new Set(found.map((m) => m[1]!.toLowerCase())).size, found.length, -(found[0]?.index ?? sentence.length)];
  };
  const better = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
  let best = 0;
  for (let i = 1; i < sentences.length; i++) if (better(score(sentences[i]!), score(sentences[best]!)) > 0) best = i;
  const clean = (s: string) => s.replaceAll(MARK_START, '').replaceAll(MARK_END, '');
  const first = clean(sentences[best] ?? '');
  if (wordsOf(first).length > SENTENCE_WORDS_MAX) return `${wordsOf(first).slice(0, SENTENCE_WORDS_MAX).join(' ')} …`;
  const next = sentences[best + 1] ? clean(sentences[best + 1]!) : null;
  return next && wordsOf(first).length + wordsOf(next).length <= PASSAGE_WORDS ? `${first} ${next}` : first;
}

/**
 * The best passages for a question among the given policy documents (those the caller may read),
 * by PostgreSQL full-text search: each page is a unit, ranked by cover density over the
 * question's words taken as alternatives (any word counts, more words rank higher), and the
 * passage is whole sentences of the page (passageOf), in plain text.
 */
export async function searchPolicyPassages(
  tx: Tx,
  documentIds: readonly string[],
  question: string,
  limit = 3,
): Promise<PolicyPassage[]> {
  if (documentIds.length === 0) return [];
  const pages = await queryRows<Omit<PolicyPassage, 'passage'> & { marked: string }>(
    tx,
    sql`with q as (
          select nullif(replace(plainto_tsquery('english', ${question})::text, '&', '|'), '')::tsquery as query
        ), pages as (
          select d.id, d.title, p.page::int as page, translate(p.body, ${MARK_START + MARK_END}, '') as body
            from policy_documents d,
                 unnest(string_to_array(d.extracted_text, ${PAGE_BREAK})) with ordinality as p(body, page)
           where d.id = any(${`{${documentIds.join(',')}}`}::uuid[])
        )
        select pages.id as "documentId", pages.title, pages.page,
               ts_headline('english', pages.body, q.query, ${`StartSel=${MARK_START},StopSel=${MARK_END},HighlightAll=true`}) as marked
          from pages, q
         where q.query is not null and to_tsvector('english', pages.body) @@ q.query
         order by ts_rank_cd(to_tsvector('english', pages.body), q.query, 32) desc, pages.title, pages.page
         limit ${limit}`,
  );
  return pages.map(({ marked, ...page }) => ({ ...page, passage: passageOf(marked) }));
}
