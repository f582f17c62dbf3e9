import { useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { FeedbackRequestsSection } from './FeedbackPanels.tsx';
import { ReviewWorkspace } from './ReviewWorkspace.tsx';
import { useMyReviews, useReview } from './reviewsApi.ts';

/** SPEC §2 /performance-review/self (and /pms-self-review without the sidebar): the employee's open review. */
export function SelfReviewPage() {
  const { t } = useTranslation();
  const mine = useMyReviews();
  const [chosen, setChosen] = useState<string | null>(null);
  const id = chosen ?? mine.data?.[0]?.id ?? null;
  const review = useReview('self', id);
  return (
    <Page title={t('reviews.self.title')} intro={t('reviews.self.intro')}>
      {mine.isPending ? (
        <LoadingState />
      ) : mine.isError ? (
        <LoadErrorState error={mine.error} onRetry={() => void mine.refetch()} />
      ) : mine.data.length === 0 ? (
        <EmptyState text={t('reviews.self.empty')} />
      ) : (
        <>
          {mine.data.length > 1 && (
            <Select
              label={t('reviews.self.cycle')}
              w={320}
              allowDeselect={false}
              data={mine.data.map((r) => ({ value: r.id, label: r.cycleName }))}
              value={id}
              onChange={setChosen}
            />
          )}
          {review.isPending ? (
            <LoadingState />
          ) : review.isError ? (
            <LoadErrorState error={review.error} onRetry={() => void review.refetch()} />
          ) : (
            <ReviewWorkspace key={`${review.data.id}-${review.data.status}`} review={review.data} side="self" />
          )}
        </>
      )}
      <FeedbackRequestsSection />
    </Page>
  );
}
