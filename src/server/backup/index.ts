export { createBackup, type BackupOptions, type BackupResult } from './backup.service';
export { registerBackupRoute } from './backup.routes';
export {
  fileStoresOf,
  storedFiles,
  type BackupFileStore,
  type BackupFileStores,
} from './file-store';
export type { BackupManifest } from './manifest';
export { restoreBackup, RestoreRefused, type RestoreResult } from './restore.service';
export { pruneBackups, scheduleBackups } from './schedule';
