import fs from 'node:fs';
import path from 'node:path';

/** Where a running server tells the CLI how to reach it; readable by its owner only. */
export interface OperatorFile {
  pid: number;
  port: number;
  token: string;
}

export const operatorFilePath = (dataDir: string) => path.join(dataDir, 'operator.json');

export function writeOperatorFile(dataDir: string, info: OperatorFile) {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(operatorFilePath(dataDir), JSON.stringify(info), { mode: 0o600 });
}

export function readLiveOperatorFile(dataDir: string): OperatorFile | null {
  try {
    const info = JSON.parse(fs.readFileSync(operatorFilePath(dataDir), 'utf8')) as OperatorFile;
    process.kill(info.pid, 0);
    return info;
  } catch {
    return null;
  }
}

export function removeOperatorFile(dataDir: string) {
  fs.rmSync(operatorFilePath(dataDir), { force: true });
}
