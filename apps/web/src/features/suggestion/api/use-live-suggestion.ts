import { useLiveChanges } from '../../../shared/live/use-live-changes';
import { suggestionKeys } from './suggestion';

/** Residents' new suggestions and colleagues' moves appear on an open list (changeSuggestion). */
export const useLiveSuggestion = () => useLiveChanges('SUGGESTION', suggestionKeys.views);
