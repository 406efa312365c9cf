import type { FeatureEnum } from '@cc/contracts/features';
import type { Transaction } from '../db/client';
import type { CommunityScope } from '../db/community-scope';

/** A month of one community, as a feature's figures are asked for it. */
export interface MonthContext {
  tx: Transaction;
  scope: CommunityScope;
  timeZone: string;
  /** YYYY-MM. */
  month: string;
  /** The month's first instant in the community's zone, and the next month's (exclusive). */
  from: Date;
  to: Date;
}

/** One figure in both report languages; money is satang, a share is 0..1. */
export interface MonthFigure {
  key: string;
  th: string;
  en: string;
  value: number;
  unit: 'count' | 'satang' | 'share' | 'hours';
}

/**
 * A feature's part of the committee's monthly report (`/api/report/monthly/pdf`, `/excel`): its
 * title and its figures for a month, read in the community's scope. The report shows it only
 * while the feature is on and the caller's role holds `permission`.
 */
export interface MonthlyFiguresPart {
  featureEnum: FeatureEnum;
  title: { th: string; en: string };
  permission: `${FeatureEnum}:${'read' | 'write' | 'approve'}`;
  figures(ctx: MonthContext): Promise<MonthFigure[]>;
}
