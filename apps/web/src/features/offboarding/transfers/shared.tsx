import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlacementView, TransferStatus, TransferView } from '@tenure/domain/offboarding';

const STATUS_COLORS: Record<TransferStatus, string> = {
  Pending: 'blue',
  Approved: 'orange',
  Rejected: 'red',
  Cancelled: 'gray',
  Applied: 'green',
};

export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={STATUS_COLORS[status]} miw="max-content">
      {t(`transfers.statuses.${status}`)}
    </Badge>
  );
}

/** What a placement field reads as on a page. */
export const placementText = {
  legalEntity: (p: PlacementView) => `${p.legalEntity.name} (${p.legalEntity.code})`,
  department: (p: PlacementView) => p.department?.name ?? '—',
  location: (p: PlacementView) => p.location?.name ?? '—',
  manager: (p: PlacementView) => p.manager?.displayName ?? '—',
  designation: (p: PlacementView) => p.designation ?? '—',
} as const;
export type PlacementField = keyof typeof placementText;
export const PLACEMENT_FIELDS = Object.keys(placementText) as PlacementField[];

/** The fields a transfer changes, as "from → to" lines. */
export const changesOf = (t: TransferView) =>
  PLACEMENT_FIELDS.filter((f) => placementText[f](t.from) !== placementText[f](t.to)).map((f) => ({
    field: f,
    from: placementText[f](t.from),
    to: placementText[f](t.to),
  }));
