// The status of a pre-approval as its table says it (label and tone). Stands in until the shared
// StatusBadge (src/components/status-badge, branch h/client-a) is merged.
import { Badge } from '@chakra-ui/react';
import { isStatus, preapprovalStatus, statusLabel } from '../../shared/sales-status';

export function PreapprovalStatusBadge({ value }: { value: string }) {
  const tone = isStatus(preapprovalStatus, value) ? preapprovalStatus.statuses[value].tone : 'gray';
  return (
    <Badge colorPalette={tone} variant="subtle">
      {statusLabel(preapprovalStatus, value)}
    </Badge>
  );
}
