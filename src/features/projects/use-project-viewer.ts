// Who is looking at the project pages, in the two answers these pages need.
import { useCan, useViewer } from '../../lib/auth';

export interface ProjectViewer {
  /** Admin picks the agency and sees the admin-only tabs and flags. */
  isAdmin: boolean;
  /** May create, edit, hide, mark and remove projects (Admin, RealstateAdmin, RealstateVendor). */
  canManage: boolean;
}

/** Null while the profile loads. */
export function useProjectViewer(): ProjectViewer | null {
  const viewer = useViewer();
  const canManage = useCan('editProject');
  if (!viewer) return null;
  return { isAdmin: viewer.subject.role === 'Admin', canManage };
}
