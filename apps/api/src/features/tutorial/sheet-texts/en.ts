import type { SheetTexts } from './types';

/** The tutorial progress sheet's words, en. */
export const en: SheetTexts = {
  sheet: 'Tutorial progress',
  headings: {
    name: 'Name',
    role: 'Role',
    unit: 'Unit',
    title: 'Tutorial',
    kind: 'Kind',
    firstSeen: 'First seen',
    lastSeen: 'Last seen',
    percent: 'Progress (%)',
    finished: 'Finished at',
  },
  kind: {
    VIDEO: 'Video',
    GUIDE: 'Illustrated guide',
    PR: 'PR file',
  },
  role: {
    RESIDENT: 'Resident',
    COMMITTEE: 'Committee',
    PMC: 'PMC staff',
    ADMIN: 'Administrator',
    GUARD: 'Guard',
  },
};
