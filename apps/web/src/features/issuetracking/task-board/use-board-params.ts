import { useSearchParams } from 'react-router';

/**
 * The page's state lives in its address, so a notification's link opens the right board and
 * task, and Back closes what was opened: `groupID`, `taskID` (the drawer), `new=1` (the add
 * dialog), `view=list`.
 */
export function useBoardParams() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) v === null ? next.delete(k) : next.set(k, v);
        return next;
      },
      { replace },
    );
  return {
    groupID: params.get('groupID') ?? '',
    taskID: params.get('taskID') ?? '',
    adding: params.get('new') === '1',
    view: params.get('view') === 'list' ? ('list' as const) : ('board' as const),
    setGroup: (groupID: string, replace = false) => set({ groupID, taskID: null }, replace),
    /** The open task went to another group: its board, the drawer still open. */
    followTask: (groupID: string) => set({ groupID }),
    openTask: (taskID: string) => set({ taskID }),
    closeTask: () => set({ taskID: null }),
    openAdd: () => set({ new: '1' }),
    closeAdd: () => set({ new: null }, true),
    /** One change of the address: the add dialog goes and the new task's drawer opens. */
    showAdded: (taskID: string) => set({ new: null, taskID }, true),
    setView: (view: 'board' | 'list') => set({ view: view === 'list' ? 'list' : null }, true),
  };
}
