import { create } from 'zustand';

interface BellOpen {
  open: boolean;
  setOpen(open: boolean): void;
}

/**
 * Whether the navbar bell's list is open: the bell's own button toggles it, and the toast that
 * counts a burst's notifications opens it («Ver»).
 */
export const useBellOpen = create<BellOpen>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
