import type { AgmItemKind, AgmRuleCode } from '@cc/contracts/agmmeeting';
import type { AgmItemInput } from '@cc/contracts/agmmeeting-inputs';

/** The agenda item form's values: every kind's fields, of which the kind keeps its own. */
export interface ItemValues {
  kind: AgmItemKind;
  title: string;
  titleEn?: string;
  description?: string;
  ruleCode?: AgmRuleCode;
  seats?: number;
  candidates?: string[];
}

/** The item as the API takes it: only the fields its kind has. */
export function itemInput(v: ItemValues): AgmItemInput {
  const base = {
    title: v.title.trim(),
    titleEn: v.titleEn?.trim() ?? '',
    description: v.description?.trim() ?? '',
  };
  if (v.kind === 'RESOLUTION') return { kind: 'RESOLUTION', ...base, ruleCode: v.ruleCode! };
  if (v.kind === 'ELECTION')
    return {
      kind: 'ELECTION',
      ...base,
      seats: v.seats!,
      candidates: (v.candidates ?? []).map((c) => c.trim()).filter(Boolean),
    };
  return { kind: 'INFORMATION', ...base };
}
