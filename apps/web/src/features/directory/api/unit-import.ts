import { type ImportReport, unitImportOps } from '@cc/contracts/unit-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import { useCommunityID } from '../../../shared/session/use-community';
import { directoryChanged } from './directory-keys';

const form = (file: File) => {
  const f = new FormData();
  f.append('file', file);
  return f;
};

export const downloadTemplate = (communityID: string) =>
  downloadFile(unitImportOps.importTemplate.path, { communityID }, 'unit-import-template.xlsx');

/** The dry run: every row checked, nothing saved. */
export function useCheckImport() {
  const communityID = useCommunityID();
  return useMutation({
    mutationFn: async (file: File): Promise<ImportReport> =>
      (await callOp(unitImportOps.importCheck, { query: { communityID }, body: form(file) })).data,
  });
}

/** Every row in one transaction, or none. */
export function useCommitImport() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      (await callOp(unitImportOps.importCommit, { query: { communityID }, body: form(file) })).data,
    onSuccess: () => directoryChanged(qc, communityID),
  });
}
