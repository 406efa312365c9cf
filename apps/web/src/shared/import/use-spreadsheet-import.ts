import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { canSave, type ImportProgress, type RowReport } from './row-report';
import { acceptOf, refusalOf, type SpreadsheetFormat } from './spreadsheet-file';

export interface SpreadsheetImportOptions<Saved> {
  formats: readonly SpreadsheetFormat[];
  maxBytes: number;
  /** The dry run: every row checked and reported, nothing saved. */
  check: (file: File) => Promise<RowReport>;
  /** The save: every row in one transaction, or none; progress when the API reports it. */
  save: (file: File, onProgress: (p: ImportProgress) => void) => Promise<Saved>;
  /** A save refused because rows went bad since the check may carry the fresh report. */
  reportOfRefusal?: (error: unknown) => RowReport | null;
  /** A file refused before upload (wrong format or too big): the area says so in its words. */
  onRefused: (reason: 'format' | 'size') => void;
  onSaved?: (saved: Saved) => void;
}

/**
 * The one spreadsheet import flow: choose a file, check it, read the row report, then save all
 * rows or none while progress shows. Areas (directory units, parcels, later billing and cars)
 * give their calls and words; the steps and rules are the same for all.
 */
export function useSpreadsheetImport<Saved>(o: SpreadsheetImportOptions<Saved>) {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<RowReport | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const checking = useMutation({ mutationFn: o.check, onSuccess: setReport });
  const saving = useMutation({
    mutationFn: (f: File) => o.save(f, setProgress),
    onSuccess: (saved) => o.onSaved?.(saved),
    onError: (e) => {
      const fresh = o.reportOfRefusal?.(e);
      if (fresh) setReport(fresh);
    },
  });
  const reset = () => {
    setFile(null);
    setReport(null);
    setProgress(null);
    checking.reset();
    saving.reset();
  };
  /** Takes a chosen file: refused at once, or checked. Answers whether it was taken. */
  const choose = (f: File): boolean => {
    const refusal = refusalOf(f, o.formats, o.maxBytes);
    if (refusal) {
      o.onRefused(refusal);
      return false;
    }
    reset();
    setFile(f);
    checking.mutate(f);
    return true;
  };
  const ready = report !== null && canSave(report) && !saving.isSuccess;
  return {
    /** For the file input: the formats this import takes. */
    accept: acceptOf(o.formats),
    file,
    report,
    progress,
    checking,
    saving,
    choose,
    reset,
    /** Whether the checked file may be saved now. */
    ready,
    save: () => file && ready && saving.mutate(file),
    busy: checking.isPending || saving.isPending,
  };
}
