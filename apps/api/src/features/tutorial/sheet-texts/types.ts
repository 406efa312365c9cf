import type { Role } from '@cc/contracts/roles';
import type { TutorialKind } from '@cc/contracts/tutorial';

/** The words of the tutorial progress sheet in one language: headings and every code's label. */
export interface SheetTexts {
  sheet: string;
  headings: Record<
    'name' | 'role' | 'unit' | 'title' | 'kind' | 'firstSeen' | 'lastSeen' | 'percent' | 'finished',
    string
  >;
  kind: Record<TutorialKind, string>;
  role: Record<Role, string>;
}
