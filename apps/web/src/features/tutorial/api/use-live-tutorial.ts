import { useLiveChanges } from '../../../shared/live/use-live-changes';
import { tutorialKeys } from './tutorial';

/** Others' changes appear on an open page without a reload: the API announces each (changeTutorial). */
export const useLiveTutorial = () => useLiveChanges('TUTORIAL', tutorialKeys.all);
