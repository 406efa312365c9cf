import { type ImportReport, unitImportOps } from '@cc/contracts/unit-import';
import { useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import type { RowReport } from '../../../shared/import/row-report';
import { useCommunityID } from '../../../shared/session/use-community';
import { directoryChanged } from './directory-keys';

const form = (file: File) => {
  const f = new FormData();
  f.append('file', file);
  return f;
};

export const downloadTemplate = (communityID: string) =>
  downloadFile(unitImportOps.importTemplate.path, { communityID }, 'unit-import-template.xlsx');

/** The unit sheet's report in the shared import's terms (columns are named by field). */
const rowReport = (r: ImportReport): RowReport => ({
  total: r.rows,
  valid: r.valid,
  problems: r.errors.map((e) => ({ row: e.row, column: e.field, message: e.message })),
});

/** The calls of the unit import: a dry run, then every row in one transaction, or none. */
export function useUnitImportCalls() {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return {
    communityID,
    check: async (file: File): Promise<RowReport> =>
      rowReport((await callOp(unitImportOps.importCheck, { query: { communityID }, body: form(file) })).data),
    commit: async (file: File) => {
      const saved = (await callOp(unitImportOps.importCommit, { query: { communityID }, body: form(file) }))
        .data;
      await directoryChanged(qc, communityID);
      return saved;
    },
  };
}
