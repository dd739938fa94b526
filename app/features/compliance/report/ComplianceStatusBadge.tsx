import type { ComplianceStatus } from '../../../../contract/complianceReport.ts';
import { Badge } from '../../../../ui-kit/index.ts';
import { statusLabels, statusVariants } from './complianceReportTexts.ts';

/** A day's status in words, its colour only a second cue. */
export function ComplianceStatusBadge({ status }: { status: ComplianceStatus }) {
  return <Badge variant={statusVariants[status]}>{statusLabels[status]}</Badge>;
}
